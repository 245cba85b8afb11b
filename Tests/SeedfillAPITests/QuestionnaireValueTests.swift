import Foundation
import SeedfillCore
import Testing

/// ``QuestionnaireValue``'s literals and typed accessors (issue 15, item 6).
@Suite struct QuestionnaireValueTests {
    @Test func literalsBuildEachCase() {
        let value: QuestionnaireValue = [
            "make": "Lada", "year": 2020, "price": 12.5, "insured": true, "photos": [], "trailer": nil,
            "drivers": [["name": "Ann"]],
        ]
        #expect(value["make"] == .string("Lada"))
        #expect(value["year"] == .number(2020))
        #expect(value["price"] == .number(Decimal(string: "12.5")!))
        #expect(value["insured"] == .bool(true))
        #expect(value["photos"] == .array([]))
        #expect(value["trailer"] == .null)
        #expect(value["drivers"] == .array([.object(["name": .string("Ann")])]))
        #expect(value["missing"] == nil)
    }

    @Test func floatLiteralsKeepTheirDigits() {
        let tenth: QuestionnaireValue = 0.1
        #expect(tenth == .number(Decimal(string: "0.1")!))
        #expect(tenth.doubleValue == 0.1)
        let scaled: QuestionnaireValue = .number(Decimal(string: "12.50")!)
        #expect(scaled == 12.5)
    }

    @Test func typedAccessors() {
        let value: QuestionnaireValue = ["n": -42, "d": 2.75, "s": "x", "b": false, "a": [1, "two"], "z": nil]
        #expect(value["n"]?.intValue == -42)
        #expect(value["n"]?.decimalValue == Decimal(-42))
        #expect(value["d"]?.intValue == nil)
        #expect(value["d"]?.doubleValue == 2.75)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["s"]?.intValue == nil)
        #expect(value["b"]?.boolValue == false)
        #expect(value["a"]?[1] == "two")
        #expect(value["a"]?[2] == nil)
        #expect(value["a"]?.arrayValue?.count == 2)
        #expect(value["z"]?.isNull == true)
        #expect(value.objectValue?.count == 6)
        #expect(value.stringValue == nil)
        // Whole numbers beyond Int are numbers, not Ints.
        #expect(QuestionnaireValue.number(Decimal(string: "99999999999999999999")!).intValue == nil)
        #expect(QuestionnaireValue.number(Decimal(string: "12.00")!).intValue == 12)
    }

    @Test func objectsCompareByMembersInAnyOrder() {
        let one: QuestionnaireValue = ["a": 1, "b": 2]
        let other: QuestionnaireValue = ["b": 2, "a": 1]
        #expect(one == other)
        #expect(Set([one, other]).count == 1)
    }
}
