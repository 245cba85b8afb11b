/// `company.name` and `job.title`.
///
/// ru: a legal form and a name in «ёлочки» quotes — ООО «ТехноСтрой», АО «Меридиан»,
/// ООО «Соколов и партнёры»; en: "Summit Logistics Inc.", "Smith & Turner LLC", "Harper Group".
enum Companies {
    /// A company name with its legal form.
    static func name(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .ru:
            let form = rng.weighted(RussianData.legalForms)
            let name: String
            switch rng.below(10) {
            case 0...5: name = rng.element(of: RussianData.companyPrefixes) + rng.element(of: RussianData.companySuffixes)
            case 6...8: name = rng.element(of: RussianData.companyWords)
            default: name = rng.element(of: RussianData.lastNames) + " и партнёры"
            }
            return "\(form) «\(name)»"
        case .en:
            let suffix = rng.weighted(EnglishData.companySuffixes)
            switch rng.below(10) {
            case 0...5:
                return "\(rng.element(of: EnglishData.companyWords)) \(rng.element(of: EnglishData.companyIndustries)) \(suffix)"
            case 6...7:
                return "\(rng.element(of: EnglishData.lastNames)) & \(rng.element(of: EnglishData.lastNames)) \(suffix)"
            default:
                return "\(rng.element(of: EnglishData.lastNames)) \(rng.element(of: EnglishData.companyIndustries))"
            }
        }
    }

    /// A job title.
    static func jobTitle(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        rng.element(of: locale == .ru ? RussianData.jobTitles : EnglishData.jobTitles)
    }
}
