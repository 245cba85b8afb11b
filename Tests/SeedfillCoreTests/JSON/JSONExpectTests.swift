import Testing

@testable import SeedfillCore

@Suite struct WholeNumberBoundedTests {
    @Test(arguments: [
        ("0", WholeNumber.Bounded.value(0)), ("-0", .value(0)), ("7", .value(7)), ("60", .value(60)),
        ("4.0", .value(4)), ("5e6", .value(5_000_000)), ("1.5e1", .value(15)), ("250E-1", .value(25)),
        ("1000000000", .value(1_000_000_000)), ("0.000e99999999999", .value(0)),
        ("2.5", .fraction), ("1e-1", .fraction), ("0.1", .fraction), ("15e-1", .fraction),
        ("-1", .negative), ("-0.5", .negative),
        ("1000000001", .tooLarge), ("1e12", .tooLarge), ("99999999999999999999999", .tooLarge),
        ("1e99999999999999999999", .tooLarge), ("9223372036854775808", .tooLarge),
    ])
    func classifies(_ literal: String, _ expected: WholeNumber.Bounded) {
        #expect(WholeNumber.parse(literal) == expected)
    }

    @Test(arguments: ["", "-", "1.", ".5", "1e", "1e+", "0x10", "1 ", "--1", "١"])
    func rejectsWhatIsNotALiteral(_ literal: String) {
        #expect(WholeNumber.parse(literal) == nil)
    }

    @Test func agreesWithIntegerArithmeticOnManyDraws() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let value = Int(rng.below(2_000_000_000))
            let zeros = Int(rng.below(4))
            // The same number written as `value`, `value.000` and `value00…e-k`.
            let forms = [
                "\(value)", "\(value)." + String(repeating: "0", count: zeros + 1),
                "\(value)" + String(repeating: "0", count: zeros) + "e-\(zeros)",
            ]
            let expected: WholeNumber.Bounded = value > 1_000_000_000 ? .tooLarge : .value(value)
            for form in forms { #expect(WholeNumber.parse(form) == expected, "\(form)") }
        }
    }
}

@Suite struct JSONExpectTests {
    private func node(_ text: String) -> JSONNode {
        JSONReader.parse(text, file: "t.json").node ?? JSONNode(.null, at: SourceLocation(file: "t.json", line: 1, column: 1))
    }

    @Test func mismatchNamesBothTypes() {
        var bag = DiagnosticBag()
        let result = node("[1]").expectString("'title'", path: JSONPath.root.appending("title"), into: &bag)
        #expect(result == nil)
        #expect(bag.diagnostics.map(\.message) == ["expected a string for 'title', found an array"])
        #expect(bag.diagnostics.first?.path == "title")
    }

    @Test func sourceTextSkipsTheOpeningQuote() {
        var bag = DiagnosticBag()
        let text = node("  \"a + b\"").expectSourceText("'compute'", path: .root, into: &bag)
        #expect(text?.location.column == 4)
        #expect(text?.text == "a + b")
        #expect(bag.diagnostics.isEmpty)
        let blank = node("\"  \"").expectSourceText("'compute'", path: .root, into: &bag)
        #expect(blank == nil)
        #expect(bag.diagnostics.map(\.message) == ["'compute' is empty"])
    }

    @Test func countHintsAtQuotedNumbers() {
        var bag = DiagnosticBag()
        #expect(node("\"12\"").expectCount("'maxLength'", path: .root, into: &bag) == nil)
        #expect(node("12").expectCount("'maxLength'", path: .root, into: &bag) == 12)
        #expect(bag.diagnostics.map(\.hint) == ["write 12 without quotes"])
    }

    @Test func missingKeyIsSilentWhenAMisspellingWasReported() {
        var bag = DiagnosticBag()
        let object = node("{\"colum\": \"x\"}")
        bag.reportMissingKey("column", in: "a look-up", node: object, path: .root, validKeys: ["table", "column"])
        #expect(bag.diagnostics.isEmpty)
        bag.reportMissingKey("table", in: "a look-up", node: object, path: .root, validKeys: ["table", "column"])
        #expect(bag.diagnostics.map(\.message) == ["missing 'table' in a look-up"])
    }
}
