/// `company.name` and `job.title`.
///
/// ru: a legal form and a name in «ёлочки» quotes — ООО «ТехноСтрой», АО «Меридиан»,
/// ООО «Соколов и партнёры»; en: "Summit Logistics Inc.", "Smith & Turner LLC", "Harper Group".
enum Companies {
    /// A company name with its legal form.
    ///
    /// The legal form (ru) or suffix (en) is drawn first, then which pattern, then the words;
    /// they are written into one ``FakeText``.
    static func name(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .ru:
            let form = rng.weighted(RussianData.legalForms)
            let pattern = rng.below(10)
            // Room for the form, « and » (two bytes each), and the name's parts.
            return FakeText.make(maxBytes: form.utf8.count + 6 + maxRussianNameBytes) { text in
                text.append(form)
                text.append(" «")
                switch pattern {
                case 0...5:
                    text.append(rng.element(of: RussianData.companyPrefixes))
                    text.append(rng.element(of: RussianData.companySuffixes))
                case 6...8:
                    text.append(rng.element(of: RussianData.companyWords))
                default:
                    text.append(rng.element(of: RussianData.lastNames))
                    text.append(" и партнёры")
                }
                text.append("»")
            }
        case .en:
            let suffix = rng.weighted(EnglishData.companySuffixes)
            let pattern = rng.below(10)
            return FakeText.make(maxBytes: suffix.utf8.count + 4 + maxEnglishNameBytes) { text in
                switch pattern {
                case 0...5:
                    text.append(rng.element(of: EnglishData.companyWords))
                    text.append(UInt8(ascii: " "))
                    text.append(rng.element(of: EnglishData.companyIndustries))
                    text.append(UInt8(ascii: " "))
                    text.append(suffix)
                case 6...7:
                    text.append(rng.element(of: EnglishData.lastNames))
                    text.append(" & ")
                    text.append(rng.element(of: EnglishData.lastNames))
                    text.append(UInt8(ascii: " "))
                    text.append(suffix)
                default:
                    text.append(rng.element(of: EnglishData.lastNames))
                    text.append(UInt8(ascii: " "))
                    text.append(rng.element(of: EnglishData.companyIndustries))
                }
            }
        }
    }

    /// The most bytes of a Russian company's name between the quotes.
    static let maxRussianNameBytes = Swift.max(
        maxUTF8Count(RussianData.companyPrefixes) + maxUTF8Count(RussianData.companySuffixes),
        maxUTF8Count(RussianData.companyWords), maxUTF8Count(RussianData.lastNames) + " и партнёры".utf8.count)

    /// The most bytes of an English company's name before its suffix (and a space).
    static let maxEnglishNameBytes =
        Swift.max(maxUTF8Count(EnglishData.companyWords), maxUTF8Count(EnglishData.lastNames) + 3)
        + 1 + Swift.max(maxUTF8Count(EnglishData.companyIndustries), maxUTF8Count(EnglishData.lastNames))

    /// A job title.
    static func jobTitle(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        rng.element(of: locale == .ru ? RussianData.jobTitles : EnglishData.jobTitles)
    }
}
