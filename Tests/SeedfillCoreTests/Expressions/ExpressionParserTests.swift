import Testing

@testable import SeedfillCore

@Suite struct ExpressionParserTests {
    @Test(arguments: [
        ("a or b and c", "(or a (and b c))"),
        ("a and b or c", "(or (and a b) c)"),
        ("not a and b", "(and (not a) b)"),
        ("not a == b", "(not (== a b))"),
        ("not not a", "(not (not a))"),
        ("a or not b", "(or a (not b))"),
        ("a == b + c * d", "(== a (+ b (* c d)))"),
        ("a - b - c", "(- (- a b) c)"),
        ("a / b * c % d", "(% (* (/ a b) c) d)"),
        ("-a * b", "(* (- a) b)"),
        ("-a.b", "(- (. a b))"),
        ("- -a", "(- (- a))"),
        ("-5 + 3", "(+ -5 3)"),
        ("(a + b) * c", "(* (+ a b) c)"),
        ("a != b", "(!= a b)"),
        ("a < b", "(< a b)"), ("a <= b", "(<= a b)"), ("a > b", "(> a b)"), ("a >= b", "(>= a b)"),
        ("x in ['a', \"b\"]", "(in x ['a' 'b'])"),
        ("x not in []", "(not in x [])"),
        ("not x in y", "(not (in x y))"),
        ("hobbies contains 'ski'", "(contains hobbies 'ski')"),
        ("email matches '^a'", "(matches email '^a')"),
        ("a.b.c", "(. (. a b) c)"),
        ("a[0].b", "(. ([] a 0) b)"),
        ("f()", "(f)"),
        ("count(drivers, age(birthDate) < 21)", "(count drivers (< (age birthDate) 21))"),
        ("today - 18y", "(- today \"1y 6m\")".replacingOccurrences(of: "\"1y 6m\"", with: "\"18y\"")),
        ("birthDate + 1y 6m", "(+ birthDate \"1y 6m\")"),
        ("-2w 1d", "\"-15d\""),
        ("12h 15min", "\"12h 15min\""),
        ("true and false or null", "(or (and true false) null)"),
        ("1.50 + 1e3", "(+ 1.50 1000)"),
        ("'it\\'s' + \"\\u00e9\\n\"", "(+ 'it's' 'é\n')"),
        ("  a  ", "a"),
    ])
    func precedenceAndShapes(text: String, expected: String) {
        #expect(parsed(text) == expected)
    }

    @Test func rangesCoverTheSource() throws {
        let expr = try ExpressionParser.parse("age(birthDate) >= 18").get()
        guard case .binary(_, let left, let right, let op, let range) = expr else {
            Issue.record("not binary")
            return
        }
        #expect(op == SourceRange(start: 15, length: 2))
        #expect(range == SourceRange(start: 0, length: 20))
        #expect(left.range == SourceRange(start: 0, length: 14))
        #expect(right.range == SourceRange(start: 18, length: 2))
        // Offsets count Unicode scalars, not bytes.
        let cyrillic = try ExpressionParser.parse("'Юлия' + x").get()
        guard case .binary(_, _, let x, _, _) = cyrillic else { return }
        #expect(x.range == SourceRange(start: 9, length: 1))
    }

    @Test(arguments: [
        ("1 +", "expected an operand after '+'", 2, 1, nil as String?),
        ("1 + * 2", "expected an operand after '+'", 4, 1, nil),
        ("a and", "expected an operand after 'and'", 2, 3, nil),
        ("(a + b", "unclosed '('", 0, 1, "add ')'"),
        ("f(a, b", "unclosed '('", 1, 1, "add ')'"),
        ("[1, 2", "unclosed '['", 0, 1, "add ']'"),
        ("(a b)", "expected ')', found 'b'", 3, 1, nil),
        ("a = b", "'=' is not an operator", 2, 1, "use '==' to compare"),
        ("a && b", "'&&' is not an operator", 2, 2, "use 'and'"),
        ("a || b", "'||' is not an operator", 2, 2, "use 'or'"),
        ("!a", "'!' is not an operator", 0, 1, "use 'not'"),
        ("a < b < c", "comparisons cannot be chained", 6, 1, "combine them with 'and': a < b and b < c"),
        ("a == b in c", "comparisons cannot be chained", 7, 2, "combine them with 'and': a < b and b < c"),
        ("a b", "unexpected 'b'", 2, 1, "an operator is missing before it"),
        ("a)", "unmatched ')'", 1, 1, nil),
        ("", "empty expression", 0, 0, "write a value or a condition, e.g. age(birthDate) >= 18"),
        ("'abc", "unclosed text", 0, 1, "add the closing '"),
        ("'a\\qb'", "unknown escape '\\q'", 2, 2, "escapes are \\n \\t \\r \\\\ \\' \\\" and \\uXXXX"),
        ("18years", "unknown duration unit 'years'", 2, 5, "units are y, m (months), w, d, h and min"),
        ("1.5y", "a duration needs a whole number", 0, 4, "write 1y 6m, not 1.5y"),
        ("1e400", "number too large", 0, 5, "numbers have at most 18 digits and 18 decimal places"),
        ("a.", "expected a field name after '.'", 1, 1, nil),
        ("(a)(b)", "only functions can be called", 3, 1, nil),
        ("a # b", "unexpected character '#'", 2, 1, nil),
        ("имя == 'x'", "unexpected character 'и'", 0, 1, "text must be in quotes, e.g. 'text'"),
        ("not", "expected an operand after 'not'", 0, 3, nil),
        ("a == not b", "expected an operand after '=='", 5, 3, nil),
    ])
    func errors(text: String, message: String, start: Int, length: Int, hint: String?) {
        guard case .failure(let error) = ExpressionParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(error == ExpressionError(message, start: start, length: length, hint: hint), "\(text)")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let parens = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(parsed(parens) == "error: expression is nested too deeply")
        let long = String(repeating: "1 + ", count: 5000) + "1"
        #expect(parsed(long) == "error: expression is too long")
        let negations = String(repeating: "not ", count: 5000) + "a"
        #expect(parsed(negations) == "error: expression is nested too deeply")
        let members = "a" + String(repeating: ".b", count: 5000)
        #expect(parsed(members) == "error: expression is too long")
        let lists = String(repeating: "[", count: 5000)
        #expect(parsed(lists) == "error: expression is nested too deeply")
        // Reasonable nesting is fine.
        #expect(parsed(String(repeating: "(", count: 50) + "1" + String(repeating: ")", count: 50)) == "1")
    }

    @Test func diagnosticPointsAtTheColumn() throws {
        let error = try #require(bindError("birthdat + 18y"))
        let diagnostic = error.diagnostic(
            text: "birthdat + 18y", at: SourceLocation(file: "m.json", line: 12, column: 30), path: "sections[0].fields[4].min")
        #expect(
            diagnostic.rendered == """
                m.json:12:30: error: unknown name 'birthdat'
                  at: sections[0].fields[4].min
                   | birthdat + 18y
                   | ^^^^^^^^
                  hint: did you mean 'birthDate'?
                """)
        let later = try #require(bindError("age(birthDate) >= 'x'"))
        #expect(later.diagnostic(text: "", at: SourceLocation(file: "m", line: 1, column: 10), path: nil).location?.column == 25)
    }

    /// Random byte soup, and random mixes of the language's own tokens, never crash the parser,
    /// the binder or the evaluator.
    @Test func fuzzedInputNeverCrashes() {
        var rng = SplitMix64(seed: 7)
        let pieces = [
            "(", ")", "[", "]", ",", ".", "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or",
            "not", "in", "contains", "matches", "'a'", "\"", "'", "\\", "1", "0", "2.5", "1e3", "18y", "6m", "1",
            "amount", "birthDate", "drivers", "today", "count", "age", "len", "min", "if", "null", "true", " ", "{", "}",
            "items", "price", "Юлия", "=", "&&", "x", "[0]", "lower", "translit", "firstName", "ctx", "role",
        ]
        var parsedCount = 0
        for round in 0..<6000 {
            var text = ""
            if round % 2 == 0 {
                let bytes = (0..<rng.below(24)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                text = String(decoding: bytes, as: UTF8.self)
            } else {
                for _ in 0..<(1 + rng.below(12)) { text += pieces[Int(rng.below(UInt64(pieces.count)))] + (rng.below(2) == 0 ? " " : "") }
            }
            if case .success(let expr) = ExpressionParser.parse(text) {
                parsedCount += 1
                if case .success(let bound) = Binder.bind(expr, resolver: TestResolver(), scope: TestResolver.root) {
                    var context = Fixture.context()
                    _ = try? bound.evaluate(in: &context)
                    #expect(context.frames.count == 1)
                }
            }
            _ = TemplateParser.parse(text)
        }
        #expect(parsedCount > 150)
    }
}
