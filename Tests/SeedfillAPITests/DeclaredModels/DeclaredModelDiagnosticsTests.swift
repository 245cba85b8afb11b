import Foundation
import SeedfillCore
import Testing

/// Mistakes in models declared in Swift are the located messages of `check`, told against the
/// Swift type and case and the property at fault (issue 16, "Models declared in Swift").
@Suite struct DeclaredModelDiagnosticsTests {
    /// The text of the error `body` throws; "no error" when it throws none.
    static func report(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch let error as SeedfillError {
            return error.description
        } catch {
            return "not a SeedfillError: \(error)"
        }
    }

    /// The text of the error loading `sections` as the model `insurant`, with a seed file of
    /// it, throws.
    static func report<S: QuestionnaireSection>(_ sections: S.Type) -> String {
        report {
            let model = try QuestionnaireModel(name: "insurant", sections: sections)
            _ = try SeedfillProject(models: [:], seeds: ["insurant": #"{ "model": "insurant", "count": 2 }"#], adding: [model])
        }
    }

    @Test func anUnknownNameInHiddenWhen() {
        #expect(
            Self.report(Typo.InsurantSection.self) == """
                DocumentCell.number: error: unknown name 'typ'
                  at: hiddenWhen
                   | typ == 'license'
                   | ^^^
                  hint: did you mean 'type'?
                1 error

                """)
    }

    @Test func aParentNoSectionHolds() {
        #expect(
            Self.report(StrayParent.InsurantSection.self) == """
                DocumentCell.number: error: the parent field DocumentCell.type is not in the model
                  at: parentFields[0]
                  hint: add it to the cells of a section, a group or a list, or leave it out of parentFields
                1 error

                """)
    }

    @Test func parentsInACycle() {
        #expect(
            Self.report(Cycle.InsurantSection.self) == """
                DocumentCell.type: error: the fields depend on each other in a cycle: document.type → document.number → document.type
                  hint: a field cannot be filled before the fields it reads; remove one of these dependencies
                1 error

                """)
    }

    @Test func aRuleConstraintTheTypeDoesNotTake() {
        #expect(
            Self.report(MisplacedRule.InsurantSection.self) == """
                DocumentCell.number: error: 'min' does not apply to a field of type text
                  at: rules[0].min
                  hint: 'min' applies to integer, decimal, date, datetime and time fields
                1 error

                """)
    }

    @Test func twoCellsWithOneKey() {
        #expect(
            Self.report(SameKey.InsurantSection.self) == """
                DocumentCell.number: error: duplicate field key 'number'
                  at: rawValue
                  hint: first declared in PersonCell.number
                1 error

                """)
    }

    @Test func aRawValueThatIsNotAKey() {
        #expect(
            Self.report(BadKey.InsurantSection.self) == """
                PersonCell.firstName: error: 'first name' is not a valid key
                  at: rawValue
                  hint: use letters, digits and '_', not starting with a digit; try 'firstName'
                1 error

                """)
    }

    @Test func bothHiddenWhenAndVisibleWhen() {
        #expect(
            Self.report(BothConditions.InsurantSection.self) == """
                PersonCell.email: error: both hiddenWhen and visibleWhen are given
                  at: hiddenWhen
                  hint: give one of them: hiddenWhen is visibleWhen negated
                1 error

                """)
    }

    @Test func aGroupOfItsOwnCells() {
        #expect(
            Self.report(SelfHolding.InsurantSection.self) == """
                AddressCell.previous: error: the cells of AddressCell hold themselves: AddressCell.previous is a group of AddressCell
                  at: cellType
                  hint: a group or list holds the cells of another enum, which must not lead back to its own
                1 error

                """)
    }

    // Issue 17, item 8: a lookahead after a scalar is still refused, now with where it may go.
    @Test func anUnsupportedPattern() {
        #expect(
            Self.report(BadPattern.InsurantSection.self) == """
                PersonCell.email: error: lookahead is only supported at the start of the pattern or of an alternative, right after '^'
                  at: cellType.pattern
                   | ^[a-z]+(?=@)@example\\.com$
                   |        ^^^^^
                  hint: move it to the front, after '^' (it then tests the whole value), or describe the allowed strings directly
                1 error

                """)
    }

    @Test func aUniqueByCellOutsideTheList() {
        #expect(
            Self.report(ForeignUniqueBy.InsurantSection.self) == """
                PolicyCell.drivers: error: uniqueBy names PolicyCell.number, which is not a cell of the list's items
                  at: cellType.uniqueBy[0]
                  hint: name cells of the enum the list holds
                1 error

                """)
    }

    @Test func anExclusiveOptionOfAChoice() {
        #expect(
            Self.report(ExclusiveChoice.InsurantSection.self) == """
                ContactCell.channel: error: 'exclusive' does not apply to an option of a field of type choice
                  at: cellType.options[1].exclusive
                  hint: 'exclusive' marks a "none of these" option of a multichoice field
                1 error

                """)
    }

    @Test func aModelNameThatIsNotAName() {
        #expect(
            Self.report { _ = try QuestionnaireModel(name: "insurant policy", sections: Typo.InsurantSection.self) } == """
                InsurantSection: error: model name 'insurant policy' is not a valid name
                  at: name
                  hint: use letters, digits and '_', not starting with a digit, e.g. 'carPolicy'
                1 error

                """)
    }

    @Test func aDeclaredModelNamedLikeAModelFile() {
        let text = Self.report {
            let model = try QuestionnaireModel(name: "policyholder", sections: PolicyholderSection.self)
            let texts = try InMemoryProjectTests.exampleTexts()
            _ = try SeedfillProject(models: texts.models, seeds: texts.seeds, tables: texts.tables, adding: [model])
        }
        #expect(
            text == """
                PolicyholderSection: error: two models are named 'policyholder': models/policyholder.json and PolicyholderSection
                  hint: rename one of them
                1 error

                """)
    }
}
