import Testing

@testable import SeedfillCore

@Suite struct RegexErrorTests {
    @Test(arguments: [
        // Issue 17, item 8: lookaheads are supported right after '^', and located errors elsewhere.
        ("(?=a)", "lookahead is only supported at the start of the pattern or of an alternative, right after '^'", 0, 5),
        ("x(?!a)", "lookahead is only supported at the start of the pattern or of an alternative, right after '^'", 1, 5),
        ("^a+(?=b)b", "lookahead is only supported at the start of the pattern or of an alternative, right after '^'", 3, 5),
        ("^(?:(?=a)a)*$", "lookahead is only supported at the start of the pattern or of an alternative, right after '^'", 4, 5),
        ("^x|y(?=a)", "lookahead is only supported at the start of the pattern or of an alternative, right after '^'", 4, 5),
        ("(?=a)^a", "lookahead is only supported at the start of the pattern or of an alternative, right after '^'", 0, 5),
        ("^(?=(?!b)a)a", "a lookahead inside a lookahead is not supported", 4, 5),
        ("^(?=a)*a", "'*' has nothing to repeat", 6, 1),
        ("^(?=a)b$", "no value passes the lookahead and matches the rest of the alternative", 1, 5),
        ("^(?=a)(?!a)[a-z]$|^b$", "no value passes the lookaheads and matches the rest of the alternative", 1, 10),
        ("^(?=a$)a+b", "no value passes the lookahead and matches the rest of the alternative", 1, 6),
        ("(?<=a)b", "lookbehind is not supported by seedfill's regex subset", 0, 4),
        ("b(?<!a)", "lookbehind is not supported by seedfill's regex subset", 1, 4),
        ("(?<name>a)", "named groups are not supported by seedfill's regex subset", 0, 3),
        ("(?P<name>a)", "named groups are not supported by seedfill's regex subset", 0, 3),
        ("(?i)a", "group modifier '(?i' is not supported by seedfill's regex subset", 0, 3),
        ("(a)\\1", "backreferences are not supported by seedfill's regex subset", 3, 2),
        ("(?<n>a)", "named groups are not supported by seedfill's regex subset", 0, 3),
        ("\\bword", "word boundaries '\\b' are not supported by seedfill's regex subset", 0, 2),
        ("a\\B", "word boundaries '\\B' are not supported by seedfill's regex subset", 1, 2),
        ("\\p{L}", "Unicode property escapes are not supported by seedfill's regex subset", 0, 2),
        ("\\Aa", "'\\A' is not supported by seedfill's regex subset", 0, 2),
        ("\\q", "unknown escape '\\q'", 0, 2),
        ("a*?", "lazy quantifiers are not supported by seedfill's regex subset", 2, 1),
        ("a{2,3}?", "lazy quantifiers are not supported by seedfill's regex subset", 6, 1),
        ("a++", "possessive quantifiers are not supported by seedfill's regex subset", 2, 1),
        ("a**", "'*' has nothing to repeat", 2, 1),
        ("a*{2}", "'{2}' has nothing to repeat", 2, 3),
        ("*a", "'*' has nothing to repeat", 0, 1),
        ("a|+b", "'+' has nothing to repeat", 2, 1),
        ("(?b", "group modifier '(?b' is not supported by seedfill's regex subset", 0, 3),
        ("({3})", "'{3}' has nothing to repeat", 1, 3),
        ("^*", "'*' has nothing to repeat", 1, 1),
        ("a{3,2}", "repetition {3,2} has its minimum above its maximum", 1, 5),
        ("a{1001}", "repetition count 1001 is above the limit of 1000", 1, 6),
        ("a{,3}", "'{' does not start a repetition {n}, {n,} or {n,m}", 1, 1),
        ("a{x}", "'{' does not start a repetition {n}, {n,} or {n,m}", 1, 1),
        ("{", "'{' does not start a repetition {n}, {n,} or {n,m}", 0, 1),
        ("(ab", "unclosed group '('", 0, 1),
        ("x(?:a(b)", "unclosed group '('", 1, 1),
        ("(?", "unclosed group '('", 0, 1),
        ("ab)", "unmatched ')'", 2, 1),
        ("[abc", "unclosed character class '['", 0, 1),
        ("x[^", "unclosed character class '['", 1, 1),
        ("[]", "empty character class", 0, 2),
        ("[^]", "empty character class", 0, 3),
        ("[z-a]", "range 'z-a' is out of order", 1, 3),
        ("[\\d-z]", "a class escape cannot start a range", 1, 3),
        ("[a-\\d]", "a class escape cannot end a range", 3, 2),
        ("[[:alpha:]]", "POSIX classes like '[:alpha:]' are not supported by seedfill's regex subset", 1, 2),
        ("[^\\s\\S]", "character class matches no character", 0, 7),
        ("abc\\", "pattern ends with a lone backslash", 3, 1),
        ("\\x4", "'\\x' must be followed by 2 hex digits", 0, 3),
        ("\\u12G4", "'\\u' must be followed by 4 hex digits", 0, 4),
        ("\\uD800", "'\\uD800' is a surrogate, not a character", 0, 6),
        ("a^b", "'^' is only supported at the start of the pattern or of an alternative", 1, 1),
        ("a*^b", "'^' is only supported at the start of the pattern or of an alternative", 2, 1),
        ("(^a)+", "'^' is only supported at the start of the pattern or of an alternative", 1, 1),
        ("a$b", "'$' is only supported at the end of the pattern or of an alternative", 1, 1),
        ("(a$)?b", "'$' is only supported at the end of the pattern or of an alternative", 2, 1),
        ("((a{100}){100}){100}", "pattern is too large: its repetitions expand to more than 20000 states", 0, 20),
    ])
    func unsupported(text: String, message: String, start: Int, length: Int) {
        guard case .failure(let error) = RegexPattern.parse(text) else {
            Issue.record("\(text) should not parse")
            return
        }
        #expect(error.message == message, "\(text)")
        #expect(error.start == start, "\(text)")
        #expect(error.length == length, "\(text)")
        #expect(error.hint != nil, "\(text)")
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "(", count: 101) + "a" + String(repeating: ")", count: 101)
        guard case .failure(let error) = RegexPattern.parse(deep) else {
            Issue.record("should not parse")
            return
        }
        #expect(error.message == "groups are nested more than 100 deep")
        #expect(error.start == 100)
        let fine = String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)
        #expect((try? RegexPattern.parse(fine).get())?.matches("a") == true)
        let huge = String(repeating: "(", count: 100_000)
        #expect((try? RegexPattern.parse(huge).get()) == nil)
    }

    // Issue 17, item 8: a lookahead after a scalar is reported where it is written.
    @Test func lookaheadDiagnostic() {
        guard case .failure(let error) = RegexPattern.parse("^\\w+(?=\\d)\\d$") else {
            Issue.record("should not parse")
            return
        }
        let diagnostic = error.diagnostic(
            text: "^\\w+(?=\\d)\\d$", at: SourceLocation(file: "policy.json", line: 7, column: 40), path: "fields.x.pattern")
        #expect(
            diagnostic.rendered == """
                policy.json:7:44: error: lookahead is only supported at the start of the pattern or of an alternative, right after '^'
                  at: fields.x.pattern
                   | ^\\w+(?=\\d)\\d$
                   |     ^^^^^^
                  hint: move it to the front, after '^' (it then tests the whole value), or describe the allowed strings directly
                """)
    }
}
