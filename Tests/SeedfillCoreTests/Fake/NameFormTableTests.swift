import Testing

@testable import SeedfillCore

/// The Russian name forms are derived once into tables; these tests re-derive every form with
/// an independent reading of the rules and replay the draws with a second generator, so a
/// table out of line with its list, or a changed number of draws, shows up.
@Suite struct NameFormTableTests {
    /// The feminine surname by the rule, read on the last two scalars (not `hasSuffix`).
    static func feminine(_ masculine: String) -> String {
        let scalars = Array(masculine.unicodeScalars)
        let ending = String(String.UnicodeScalarView(scalars.suffix(2)))
        let stem = String(String.UnicodeScalarView(scalars.dropLast(2)))
        switch Array(ending.utf8) {
        case Array("ов".utf8), Array("ев".utf8), Array("ёв".utf8), Array("ин".utf8), Array("ын".utf8):
            return masculine + "а"
        case Array("ий".utf8), Array("ый".utf8), Array("ой".utf8):
            return stem + "ая"
        default:
            return masculine
        }
    }

    @Test func everyFeminineSurnameFollowsTheRule() {
        #expect(PersonNames.feminineLastNames.count == RussianData.lastNames.count)
        for (masculine, table) in zip(RussianData.lastNames, PersonNames.feminineLastNames) {
            #expect(Array(table.utf8) == Array(Self.feminine(masculine).utf8), "\(masculine)")
        }
        // Hand-checked forms of each pattern.
        let samples = [
            "Иванов": "Иванова", "Соловьёв": "Соловьёва", "Ильин": "Ильина", "Синицын": "Синицына",
            "Высоцкий": "Высоцкая", "Толстой": "Толстая", "Шевченко": "Шевченко", "Черных": "Черных",
        ]
        for (masculine, expected) in samples {
            guard let i = RussianData.lastNames.firstIndex(of: masculine) else {
                Issue.record("\(masculine) is not in the list")
                continue
            }
            #expect(PersonNames.feminineLastNames[i] == expected)
        }
    }

    @Test func everyPatronymicIsTheStemWithItsEnding() {
        let stems = PersonNames.patronymicStems
        #expect(PersonNames.malePatronymics.count == stems.count && PersonNames.femalePatronymics.count == stems.count)
        for (k, stem) in stems.enumerated() {
            #expect(Array(PersonNames.malePatronymics[k].utf8) == Array((stem + "ич").utf8))
            #expect(Array(PersonNames.femalePatronymics[k].utf8) == Array((stem + "на").utf8))
        }
        #expect(PersonNames.malePatronymics.contains("Сергеевич") && PersonNames.femalePatronymics.contains("Петровна"))
    }

    /// Each draw takes one index from the generator (after the gender coin when none is
    /// given), and the value is the form of the list entry at that index.
    @Test(arguments: [Gender.male, .female, nil])
    func seededDrawsEqualTheRederivedForms(_ gender: Gender?) {
        var rng = SplitMix64(seed: StableHash.hash("name-forms-\(String(describing: gender))"))
        var replay = rng
        for _ in 0..<5_000 {
            let last = FakeProvider.personLastName.text(locale: .ru, gender: gender, rng: &rng)
            let g = gender ?? (replay.next() & 1 == 0 ? .male : .female)
            let masculine = RussianData.lastNames[Int(replay.below(UInt64(RussianData.lastNames.count)))]
            let expected = g == .male ? masculine : Self.feminine(masculine)
            #expect(Array(last.utf8) == Array(expected.utf8))

            let middle = FakeProvider.personMiddleName.text(locale: .ru, gender: gender, rng: &rng)
            let h = gender ?? (replay.next() & 1 == 0 ? .male : .female)
            let stem = PersonNames.patronymicStems[Int(replay.below(UInt64(PersonNames.patronymicStems.count)))]
            #expect(Array(middle.utf8) == Array((stem + (h == .male ? "ич" : "на")).utf8))
            #expect(rng.state == replay.state)
        }
    }

    /// Reading a gender field: the byte fast path and the case-folding path agree.
    @Test func genderSpellings() {
        let cases: [(String, Gender?)] = [
            ("male", .male), ("female", .female), ("Male", .male), ("FEMALE", .female), ("m", .male), ("f", .female),
            ("man", .male), ("woman", .female), ("м", .male), ("Ж", .female), ("Мужской", .male), ("женский", .female),
            ("mal", nil), ("males", nil), ("femal", nil), (" male", nil), ("", nil), ("other", nil),
        ]
        for (text, expected) in cases { #expect(Gender(fieldValue: .string(text)) == expected, "\(text)") }
        #expect(Gender(fieldValue: .null) == nil)
    }
}
