import Testing

@testable import SeedfillCore

/// Nested text functions (`lower(translit(x))`) are written into one buffer and rewritten in
/// place; every result must equal applying the functions one at a time with `String`'s own
/// `lowercased()`/`uppercased()` and ``Transliteration``.
@Suite struct TextFunctionTests {
    private static let functions = ["lower", "upper", "translit", "trim"]

    /// One function applied the plain way.
    private func apply(_ function: String, _ s: String) -> String {
        switch function {
        case "lower": return s.lowercased()
        case "upper": return s.uppercased()
        case "translit": return Transliteration.latin(s)
        default: return BoundNode.trimmed(s)
        }
    }

    /// A context whose `firstName` slot holds `text`.
    private func context(firstName text: Value) -> EvaluationContext {
        var context = Fixture.context()
        context.frames[0][1] = text
        return context
    }

    private func render(_ template: String, _ context: EvaluationContext) throws -> String {
        let parsed = try TemplateParser.parse(template).get()
        let bound = try Binder.bind(parsed, resolver: TestResolver(), scope: TestResolver.root).get()
        var context = context
        return try bound.render(in: &context)
    }

    @Test func nestedCallsEqualOneCallAtATime() throws {
        let samples = [
            "Юлия", "ЩУКИН Жёлудев", "Ærøskøbing ÀÉÎ", "straße", "İstanbul", "  Hello, мир 2 \n", "", "ǅungla",
            "ABC xyz 123", "Объезд, Ящик!", String(repeating: "Щука-Ёж ", count: 60),
        ]
        var rng = SplitMix64(seed: 0x7E47)
        for _ in 0..<3000 {
            let sample = samples[Int(rng.below(UInt64(samples.count)))]
            let depth = 1 + Int(rng.below(3))
            var chain: [String] = []
            for _ in 0..<depth { chain.append(Self.functions[Int(rng.below(UInt64(Self.functions.count)))]) }
            // chain[0] is the outermost call.
            var expected = sample
            for function in chain.reversed() { expected = apply(function, expected) }
            var call = "firstName"
            for function in chain.reversed() { call = "\(function)(\(call))" }
            let context = context(firstName: .string(sample))
            let value = try evaluate(call, context: context)
            #expect(value == .string(expected), "\(call) of '\(sample)'")
            #expect(try render("<{\(call)}>", context) == "<\(expected)>", "template \(call) of '\(sample)'")
            // The innermost argument computed rather than read from a field.
            let computed = call.replacingOccurrences(of: "firstName", with: "concat(firstName, '')")
            #expect(try render("{\(computed)}|", context) == "\(expected)|", "template \(computed) of '\(sample)'")
        }
    }

    @Test func nullPassesThroughAndOtherTypesFail() throws {
        let empty = context(firstName: .null)
        #expect(try evaluate("lower(translit(firstName))", context: empty) == .null)
        #expect(try render("[{upper(trim(firstName))}]", empty) == "[]")
        let number = context(firstName: .number(Number(5)))
        for call in ["lower(translit(firstName))", "upper(firstName)", "translit(firstName)"] {
            let inner = call.hasPrefix("lower") ? "translit" : String(call.prefix { $0 != "(" })
            #expect(throws: EvaluationError("'\(inner)' needs text, not number")) { try evaluate(call, context: number) }
            #expect(throws: EvaluationError("'\(inner)' needs text, not number")) { try render("{\(call)}", number) }
        }
    }

    @Test func longTemplatesMoveToTheHeap() throws {
        let long = String(repeating: "Ёлка ", count: 200)
        let context = context(firstName: .string(long))
        let expected = String(repeating: Transliteration.latin(long).lowercased() + "|", count: 3)
        #expect(
            try render("{lower(translit(firstName))}|{lower(translit(firstName))}|{lower(translit(firstName))}|", context)
                == expected)
        #expect(try evaluate("concat(firstName, 1.50, null, true, birthDate)", context: context) == .string(long + "1.50true2000-06-15"))
    }
}

/// `replace` and `regexReplace` (issue 14, item 26): every occurrence, every non-overlapping
/// match, as JavaScript's `replaceAll` and a `g`-flagged `replace` give them.
@Suite struct ReplaceFunctionTests {
    // Issue 14, item 26.
    @Test(arguments: [
        ("replace('a-b-c', '-', '+')", "a+b+c"),
        ("replace('aaaa', 'aa', 'b')", "bb"),
        ("replace('aaa', 'aa', 'b')", "ba"),
        ("replace('ab', '', '-')", "-a-b-"),
        ("replace('Юлия', 'ли', 'LI')", "ЮLIя"),
        ("replace('abc', 'x', 'y')", "abc"),
        ("regexReplace('O\\'Brien-Smith', '[^A-Za-z]+', '.')", "O.Brien.Smith"),
        ("lower(regexReplace('O\\'Brien', '[^A-Za-z]', ''))", "obrien"),
        ("regexReplace('abc', 'x*', '-')", "-a-b-c-"),
        ("regexReplace('aaa', 'a|aa', 'X')", "XXX"),
        ("regexReplace('aab', 'a+', '$1')", "$1b"),
        ("regexReplace('abcabc', '^abc', 'X')", "Xabc"),
        ("regexReplace('abcabc', 'c$', 'X')", "abcabX"),
        ("regexReplace('a1b22c333', '[0-9]{2,}', '#')", "a1b#c#"),
        ("regexReplace('x', concat('[', 'x]'), 'y')", "y"),
    ])
    func replacesEveryOccurrence(_ expression: String, _ expected: String) throws {
        #expect(try evaluate(expression) == .string(expected), "\(expression)")
    }

    @Test func nullGivesNullAndOtherTypesFail() throws {
        #expect(try evaluate("replace(missing, 'a', 'b')") == .null)
        #expect(try evaluate("regexReplace('a', 'a', missing)") == .null)
        #expect(bindError("replace(amount, 'a', 'b')")?.message == "'replace' needs text, not number")
        // A pattern computed while filling is compiled then: one that does not compile is an
        // evaluation error.
        #expect(throws: EvaluationError.self) { try evaluate("regexReplace('a', concat('[', firstName), 'b')") }
    }

    @Test func aPatternThatDoesNotCompileIsALocatedBindError() throws {
        let error = try #require(bindError("regexReplace(firstName, 'a[b', 'c')"))
        #expect(error.message == "'regexReplace': unclosed character class '['")
        // The caret points into the literal, at the class that is not closed.
        #expect(error.start == 26 && error.length >= 1, "\(error.start) \(error.length)")
    }
}
