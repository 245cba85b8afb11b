import Testing

@testable import SeedfillCore

/// Names agree with the gender asked for, come from hundreds of names per gender, and Russian
/// surnames and patronymics take the right forms.
@Suite struct PersonNameTests {
    static func draw(_ provider: FakeProvider, _ locale: FakeLocale, _ gender: Gender?, count: Int, seed: String) -> [String] {
        var rng = SplitMix64(seed: StableHash.hash(seed))
        return (0..<count).map { _ in provider.text(locale: locale, gender: gender, rng: &rng) }
    }

    /// The masculine surnames, against which the feminine forms are checked.
    static let russianMasculine = Set(RussianData.lastNames)

    /// A Russian surname is feminine in form: it ends in а/я, or it is indeclinable (the same
    /// as the masculine, with no masculine ending).
    static func isFeminineSurname(_ name: String) -> Bool {
        if name.hasSuffix("а") || name.hasSuffix("я") { return true }
        let masculineEndings = ["ов", "ев", "ёв", "ин", "ын", "ий", "ый", "ой"]
        return russianMasculine.contains(name) && !masculineEndings.contains { name.hasSuffix($0) }
    }

    @Test(arguments: FakeLocale.allCases, [Gender.male, .female])
    func atLeastTwoHundredDistinctFirstNamesPerGender(_ locale: FakeLocale, _ gender: Gender) {
        let names = Self.draw(.personFirstName, locale, gender, count: 20_000, seed: "first:\(locale):\(gender)")
        #expect(Set(names).count >= 200, "\(Set(names).count) distinct")
        let list: [String]
        switch (locale, gender) {
        case (.en, .male): list = EnglishData.maleFirstNames
        case (.en, .female): list = EnglishData.femaleFirstNames
        case (.ru, .male): list = RussianData.maleFirstNames
        case (.ru, .female): list = RussianData.femaleFirstNames
        }
        let allowed = Set(list)
        #expect(names.allSatisfy(allowed.contains))
    }

    @Test func nameListsHaveNoDuplicatesAndDoNotShareNamesAcrossGenders() {
        for list in [
            EnglishData.maleFirstNames, EnglishData.femaleFirstNames, EnglishData.lastNames,
            RussianData.maleFirstNames, RussianData.femaleFirstNames, RussianData.lastNames,
        ] {
            #expect(Set(list).count == list.count)
            #expect(list.count >= 240)
        }
        #expect(Set(RussianData.maleFirstNames).isDisjoint(with: RussianData.femaleFirstNames))
        #expect(Set(EnglishData.maleFirstNames).isDisjoint(with: EnglishData.femaleFirstNames))
    }

    @Test func russianSurnamesAgreeInGender() {
        let men = Self.draw(.personLastName, .ru, .male, count: 5_000, seed: "ru-last-m")
        #expect(men.allSatisfy(Self.russianMasculine.contains))
        let women = Self.draw(.personLastName, .ru, .female, count: 5_000, seed: "ru-last-f")
        let bad = women.filter { !Self.isFeminineSurname($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
        // The common forms are there: Иванов / Иванова, Высоцкий / Высоцкая, Шевченко for both.
        #expect(PersonNames.feminineSurname("Иванов") == "Иванова")
        #expect(PersonNames.feminineSurname("Соловьёв") == "Соловьёва")
        #expect(PersonNames.feminineSurname("Ильин") == "Ильина")
        #expect(PersonNames.feminineSurname("Высоцкий") == "Высоцкая")
        #expect(PersonNames.feminineSurname("Толстой") == "Толстая")
        #expect(PersonNames.feminineSurname("Шевченко") == "Шевченко")
        #expect(PersonNames.feminineSurname("Черных") == "Черных")
        #expect(Set(women).count >= 250)
    }

    @Test func russianMiddleNamesArePatronymicsOfTheGender() {
        let men = Self.draw(.personMiddleName, .ru, .male, count: 5_000, seed: "ru-mid-m")
        let women = Self.draw(.personMiddleName, .ru, .female, count: 5_000, seed: "ru-mid-f")
        #expect(men.allSatisfy { $0.hasSuffix("вич") }, "\(men.filter { !$0.hasSuffix("вич") }.prefix(5))")
        #expect(women.allSatisfy { $0.hasSuffix("вна") }, "\(women.filter { !$0.hasSuffix("вна") }.prefix(5))")
        #expect(Set(men).count >= 150)
        // The regular and irregular patterns.
        let pairs = [
            ("Иван", "Иванов"), ("Сергей", "Сергеев"), ("Николай", "Николаев"), ("Юрий", "Юрьев"),
            ("Игорь", "Игорев"), ("Лев", "Львов"), ("Павел", "Павлов"), ("Пётр", "Петров"),
            ("Михаил", "Михайлов"), ("Яков", "Яковлев"), ("Дмитрий", "Дмитриев"),
        ]
        for (name, stem) in pairs { #expect(PersonNames.patronymicStem(of: name) == stem, "\(name)") }
        #expect(PersonNames.patronymicStem(of: "Никита") == nil)
    }

    @Test(arguments: [Gender.male, .female])
    func russianFullNamesAreLastFirstPatronymicOfOneGender(_ gender: Gender) {
        let male = Set(RussianData.maleFirstNames)
        let female = Set(RussianData.femaleFirstNames)
        for name in Self.draw(.personFullName, .ru, gender, count: 3_000, seed: "ru-full-\(gender)") {
            let parts = name.split(separator: " ").map(String.init)
            #expect(parts.count == 3, "\(name)")
            guard parts.count == 3 else { continue }
            switch gender {
            case .male:
                #expect(Self.russianMasculine.contains(parts[0]) && male.contains(parts[1]) && parts[2].hasSuffix("вич"), "\(name)")
            case .female:
                #expect(Self.isFeminineSurname(parts[0]) && female.contains(parts[1]) && parts[2].hasSuffix("вна"), "\(name)")
            }
        }
    }

    @Test func englishFullNamesAreFirstLastAndMiddleNamesAreFirstNamesOfTheGender() {
        let female = Set(EnglishData.femaleFirstNames)
        let last = Set(EnglishData.lastNames)
        for name in Self.draw(.personFullName, .en, .female, count: 3_000, seed: "en-full") {
            let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
            #expect(parts.count == 2 && female.contains(parts[0]) && last.contains(parts[1]), "\(name)")
        }
        let middles = Self.draw(.personMiddleName, .en, .female, count: 2_000, seed: "en-mid")
        #expect(middles.allSatisfy(female.contains))
    }

    @Test func withoutAGenderBothAppear() {
        let names = Set(Self.draw(.personFirstName, .ru, nil, count: 2_000, seed: "ru-any"))
        #expect(!names.isDisjoint(with: RussianData.maleFirstNames))
        #expect(!names.isDisjoint(with: RussianData.femaleFirstNames))
    }

    @Test func genderFieldValuesAreRead() {
        #expect(Gender(fieldValue: .string("male")) == .male)
        #expect(Gender(fieldValue: .string("Female")) == .female)
        #expect(Gender(fieldValue: .string("m")) == .male)
        #expect(Gender(fieldValue: .string("F")) == .female)
        #expect(Gender(fieldValue: .string("ж")) == .female)
        #expect(Gender(fieldValue: .string("other")) == nil)
        #expect(Gender(fieldValue: .null) == nil)
        #expect(Gender(fieldValue: .bool(true)) == nil)
    }
}
