/// `person.*`: first, last and middle names and full names that agree with a gender.
///
/// Russian surnames take the feminine form for women (Иванов → Иванова, Высоцкий → Высоцкая;
/// Шевченко and Черных do not change) and Russian middle names are patronymics built from a
/// male first name (Сергей → Сергеевич / Сергеевна). English middle names are first names.
enum PersonNames {
    /// A first name of the gender.
    @inline(__always)
    static func firstName(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        switch (locale, gender) {
        case (.en, .male): return rng.element(of: EnglishData.maleFirstNames)
        case (.en, .female): return rng.element(of: EnglishData.femaleFirstNames)
        case (.ru, .male): return rng.element(of: RussianData.maleFirstNames)
        case (.ru, .female): return rng.element(of: RussianData.femaleFirstNames)
        }
    }

    /// A surname in the gender's form.
    @inline(__always)
    static func lastName(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        switch locale {
        case .en:
            return rng.element(of: EnglishData.lastNames)
        case .ru:
            // One draw picks the surname; its feminine form was derived once, not per draw.
            let i = rng.index(in: RussianData.lastNames)
            return gender == .male ? RussianData.lastNames[i] : feminineLastNames[i]
        }
    }

    /// A middle name: a patronymic (ru) or a second first name (en).
    @inline(__always)
    static func middleName(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        switch locale {
        case .en:
            return firstName(.en, gender, rng: &rng)
        case .ru:
            let i = rng.index(in: patronymicStems)
            return gender == .male ? malePatronymics[i] : femalePatronymics[i]
        }
    }

    /// "Last First Middle" (ru, as on Russian documents) or "First Last" (en).
    ///
    /// The names are drawn first, last, middle and written into one ``FakeText``.
    static func fullName(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        let first = firstName(locale, gender, rng: &rng)
        let last = lastName(locale, gender, rng: &rng)
        switch locale {
        case .en:
            return FakeText.make(maxBytes: first.utf8.count + 1 + last.utf8.count) { text in
                text.append(first)
                text.append(UInt8(ascii: " "))
                text.append(last)
            }
        case .ru:
            let middle = middleName(.ru, gender, rng: &rng)
            return FakeText.make(maxBytes: last.utf8.count + first.utf8.count + middle.utf8.count + 2) { text in
                text.append(last)
                text.append(UInt8(ascii: " "))
                text.append(first)
                text.append(UInt8(ascii: " "))
                text.append(middle)
            }
        }
    }

    // MARK: - Russian forms
    //
    // The name lists are precomposed Cyrillic without combining marks, so an ending is a run
    // of UTF-8 bytes: compared as bytes, not with `hasSuffix`'s Unicode-aware comparison,
    // which made deriving the tables below a noticeable part of a short run.

    /// The feminine form of a masculine Russian surname.
    static func feminineSurname(_ masculine: String) -> String {
        for ending in ["ов", "ев", "ёв", "ин", "ын"] where endsWith(masculine, ending) {
            return masculine + "а"
        }
        for ending in ["ий", "ый", "ой"] where endsWith(masculine, ending) {
            return dropping(ending, from: masculine) + "ая"
        }
        // Шевченко, Черных, Бойко: the same for everyone.
        return masculine
    }

    /// The patronymic stem of a male first name ("Сергеев" for Сергей), to which "ич" or "на"
    /// is added; `nil` for names ending in а/я (Никита, Илья), whose patronymics (Никитич,
    /// Ильинична) follow other patterns.
    static func patronymicStem(of name: String) -> String? {
        // Seven names, compared by their bytes (hashing Cyrillic text normalises it first).
        if let irregular = RussianData.irregularPatronymicStems.first(where: { $0.key.utf8.elementsEqual(name.utf8) }) {
            return irregular.value
        }
        if endsWith(name, "а") || endsWith(name, "я") { return nil }
        if endsWith(name, "ий") { return dropping("ий", from: name) + "ьев" }
        if endsWith(name, "й") { return dropping("й", from: name) + "ев" }
        if endsWith(name, "ь") { return dropping("ь", from: name) + "ев" }
        return name + "ов"
    }

    /// Whether the UTF-8 of `text` ends with that of `ending`.
    static func endsWith(_ text: String, _ ending: String) -> Bool {
        let (bytes, tail) = (text.utf8, ending.utf8)
        return bytes.count >= tail.count && bytes.suffix(tail.count).elementsEqual(tail)
    }

    /// `text` without its last bytes, as many as `ending` has (which it ends with).
    static func dropping(_ ending: String, from text: String) -> String {
        String(decoding: text.utf8.dropLast(ending.utf8.count), as: UTF8.self)
    }

    /// Stems of every regular patronymic, built once from the male first names.
    static let patronymicStems: [String] = RussianData.maleFirstNames.compactMap(patronymicStem(of:))

    // MARK: - Forms derived once
    //
    // Deriving a form per draw costs Unicode-aware `hasSuffix` and string concatenation on
    // Cyrillic text; these tables hold every form, index-aligned with the list drawn from.

    /// `feminineLastNames[i]` is the feminine form of `RussianData.lastNames[i]`.
    static let feminineLastNames: [String] = RussianData.lastNames.map(feminineSurname)

    /// `malePatronymics[i]` is `patronymicStems[i]` + "ич" (Сергеевич).
    static let malePatronymics: [String] = patronymicStems.map { $0 + "ич" }

    /// `femalePatronymics[i]` is `patronymicStems[i]` + "на" (Сергеевна).
    static let femalePatronymics: [String] = patronymicStems.map { $0 + "на" }
}
