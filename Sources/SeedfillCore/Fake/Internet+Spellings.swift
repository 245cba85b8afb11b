/// The ASCII spellings that e-mails, user names, domains and URLs are made of, derived once
/// from the locale's lists and index-aligned with them: a value draws an index exactly as the
/// name or word providers do and reads the spelling, instead of transliterating per value.
extension Internet {
    struct Spellings: Sendable {
        /// `maleFirstNames[i]` spells the locale's i-th male first name (`PersonNames.firstName`).
        let maleFirstNames: [String]
        let femaleFirstNames: [String]
        /// The surnames in their masculine form and, index-aligned, in their feminine form
        /// (the same in English).
        let lastNames: [String]
        let feminineLastNames: [String]
        let companyWords: [String]
        /// English company industries ("Logistics"); empty in Russian.
        let companyIndustries: [String]
        /// Russian company name prefixes and suffixes ("Техно", "Строй"); empty in English.
        let companyPrefixes: [String]
        let companySuffixes: [String]
        /// The `lorem` words.
        let words: [String]
        let topLevelDomains: [String]

        /// The most bytes of a domain and of a word.
        let maxDomainBytes: Int
        let maxWordBytes: Int

        init(
            maleFirstNames: [String], femaleFirstNames: [String], lastNames: [String], feminineLastNames: [String],
            companyWords: [String], companyIndustries: [String] = [], companyPrefixes: [String] = [], companySuffixes: [String] = [],
            words: [String], topLevelDomains: [String]
        ) {
            self.maleFirstNames = maleFirstNames.map(Internet.ascii)
            self.femaleFirstNames = femaleFirstNames.map(Internet.ascii)
            self.lastNames = lastNames.map(Internet.ascii)
            self.feminineLastNames = feminineLastNames.map(Internet.ascii)
            self.companyWords = companyWords.map(Internet.ascii)
            self.companyIndustries = companyIndustries.map(Internet.ascii)
            self.companyPrefixes = companyPrefixes.map(Internet.ascii)
            self.companySuffixes = companySuffixes.map(Internet.ascii)
            self.words = words.map(Internet.ascii)
            self.topLevelDomains = topLevelDomains
            let name = Swift.max(
                maxUTF8Count(self.companyWords) + maxUTF8Count(self.companyIndustries),
                maxUTF8Count(self.companyPrefixes) + maxUTF8Count(self.companySuffixes))
            maxDomainBytes = name + 1 + maxUTF8Count(topLevelDomains)
            maxWordBytes = maxUTF8Count(self.words)
        }

        static let english = Spellings(
            maleFirstNames: EnglishData.maleFirstNames, femaleFirstNames: EnglishData.femaleFirstNames,
            lastNames: EnglishData.lastNames, feminineLastNames: EnglishData.lastNames,
            companyWords: EnglishData.companyWords, companyIndustries: EnglishData.companyIndustries,
            words: EnglishData.words, topLevelDomains: Internet.englishTopLevelDomains)

        static let russian = Spellings(
            maleFirstNames: RussianData.maleFirstNames, femaleFirstNames: RussianData.femaleFirstNames,
            lastNames: RussianData.lastNames, feminineLastNames: PersonNames.feminineLastNames,
            companyWords: RussianData.companyWords, companyPrefixes: RussianData.companyPrefixes,
            companySuffixes: RussianData.companySuffixes, words: RussianData.words, topLevelDomains: Internet.russianTopLevelDomains)

        static func of(_ locale: FakeLocale) -> Spellings {
            locale == .ru ? russian : english
        }

        /// A first name's spelling, drawn as ``PersonNames/firstName(_:_:rng:)`` draws it.
        @inline(__always)
        func firstName(_ gender: Gender, rng: inout SplitMix64) -> String {
            rng.element(of: gender == .male ? maleFirstNames : femaleFirstNames)
        }

        /// A surname's spelling in the gender's form, drawn as ``PersonNames/lastName(_:_:rng:)``
        /// draws it.
        @inline(__always)
        func lastName(_ gender: Gender, rng: inout SplitMix64) -> String {
            let i = rng.index(in: lastNames)
            return gender == .male ? lastNames[i] : feminineLastNames[i]
        }
    }
}
