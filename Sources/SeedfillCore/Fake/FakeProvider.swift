/// A `fake` locale provider: one kind of realistic value (a name, an address, a VIN, an IBAN),
/// named as in a seed file (`{"fake": "person.firstName"}`).
///
/// Every provider draws only from the `SplitMix64` it is given, so a value is a pure function
/// of the locale, the gender and the generator's state.
///
/// Providers that compose text write its parts into one ``FakeText`` (a value costs one
/// `String`), reading forms derived once from the data lists (capitalised words, ASCII
/// spellings, feminine surnames, patronymics); how many numbers each draws, and in which
/// order, is part of its output and pinned by `ProviderPinTests`.
package enum FakeProvider: String, CaseIterable, Sendable {
    case personFirstName = "person.firstName"
    case personLastName = "person.lastName"
    case personMiddleName = "person.middleName"
    case personFullName = "person.fullName"
    case addressCountry = "address.country"
    case addressRegion = "address.region"
    case addressCity = "address.city"
    case addressStreet = "address.street"
    case addressHouse = "address.house"
    case addressPostalCode = "address.postalCode"
    case addressFull = "address.full"
    case companyName = "company.name"
    case jobTitle = "job.title"
    case phoneNumber = "phone.number"
    case phoneMobile = "phone.mobile"
    case internetEmail = "internet.email"
    case internetUsername = "internet.username"
    case internetDomain = "internet.domain"
    case internetURL = "internet.url"
    case internetIPv4 = "internet.ipv4"
    case loremWord = "lorem.word"
    case loremWords = "lorem.words"
    case loremSentence = "lorem.sentence"
    case loremParagraph = "lorem.paragraph"
    case vehicleVIN = "vehicle.vin"
    case vehicleMake = "vehicle.make"
    case vehicleModel = "vehicle.model"
    case vehiclePlate = "vehicle.plate"
    case idINN = "id.inn"
    case idINNCompany = "id.innCompany"
    case idSNILS = "id.snils"
    case idSSN = "id.ssn"
    case financeIBAN = "finance.iban"
    case financeCardNumber = "finance.cardNumber"
    case financeCurrency = "finance.currency"
    case financeAmount = "finance.amount"

    /// The provider called `name` in a seed file, or `nil`.
    static func named(_ name: String) -> FakeProvider? {
        FakeProvider(rawValue: name)
    }

    /// The name written in seed files.
    package var name: String { rawValue }

    /// Whether the provider's values depend on a gender (the others ignore `"gender"`).
    var usesGender: Bool {
        switch self {
        case .personFirstName, .personLastName, .personMiddleName, .personFullName, .internetEmail, .internetUsername: return true
        default: return false
        }
    }

    /// Whether values are numbers (a decimal field) rather than text.
    var makesNumbers: Bool { self == .financeAmount }

    /// One value. `gender` `nil` picks one at random for each value.
    func generate(locale: FakeLocale, gender: Gender?, rng: inout SplitMix64) -> Value {
        // Names, the providers seeds use most, are drawn here directly: going through
        // ``text(locale:gender:rng:)`` costs a call and a second switch for every name.
        switch self {
        case .personFirstName: return .string(PersonNames.firstName(locale, Gender.resolve(gender, rng: &rng), rng: &rng))
        case .personLastName: return .string(PersonNames.lastName(locale, Gender.resolve(gender, rng: &rng), rng: &rng))
        case .personMiddleName: return .string(PersonNames.middleName(locale, Gender.resolve(gender, rng: &rng), rng: &rng))
        case .financeAmount: return .number(BankNumbers.amount(rng: &rng))
        default: return .string(text(locale: locale, gender: gender, rng: &rng))
        }
    }

    /// One value as text (`finance.amount` written with its two decimals).
    func text(locale: FakeLocale, gender: Gender?, rng: inout SplitMix64) -> String {
        switch self {
        case .personFirstName: return PersonNames.firstName(locale, Gender.resolve(gender, rng: &rng), rng: &rng)
        case .personLastName: return PersonNames.lastName(locale, Gender.resolve(gender, rng: &rng), rng: &rng)
        case .personMiddleName: return PersonNames.middleName(locale, Gender.resolve(gender, rng: &rng), rng: &rng)
        case .personFullName: return PersonNames.fullName(locale, Gender.resolve(gender, rng: &rng), rng: &rng)
        case .addressCountry: return Addresses.country(locale, rng: &rng)
        case .addressRegion: return Addresses.region(locale, rng: &rng)
        case .addressCity: return Addresses.city(locale, rng: &rng)
        case .addressStreet: return Addresses.street(locale, rng: &rng)
        case .addressHouse: return Addresses.house(locale, rng: &rng)
        case .addressPostalCode: return Addresses.postalCode(locale, rng: &rng)
        case .addressFull: return Addresses.full(locale, rng: &rng)
        case .companyName: return Companies.name(locale, rng: &rng)
        case .jobTitle: return Companies.jobTitle(locale, rng: &rng)
        case .phoneNumber: return Phones.number(locale, rng: &rng)
        case .phoneMobile: return Phones.mobile(locale, rng: &rng)
        case .internetEmail: return Internet.email(locale, Gender.resolve(gender, rng: &rng), rng: &rng)
        case .internetUsername: return Internet.username(locale, Gender.resolve(gender, rng: &rng), rng: &rng)
        case .internetDomain: return Internet.domain(locale, rng: &rng)
        case .internetURL: return Internet.url(locale, rng: &rng)
        case .internetIPv4: return Internet.ipv4(rng: &rng)
        case .loremWord: return LoremText.word(locale, rng: &rng)
        case .loremWords: return LoremText.words(locale, rng: &rng)
        case .loremSentence: return LoremText.sentence(locale, rng: &rng)
        case .loremParagraph: return LoremText.paragraph(locale, rng: &rng)
        case .vehicleVIN: return Vehicles.vin(locale, rng: &rng)
        case .vehicleMake: return Vehicles.make(locale, rng: &rng)
        case .vehicleModel: return Vehicles.model(locale, rng: &rng)
        case .vehiclePlate: return Vehicles.plate(locale, rng: &rng)
        case .idINN: return TaxIdentifiers.innPerson(rng: &rng)
        case .idINNCompany: return TaxIdentifiers.innCompany(rng: &rng)
        case .idSNILS: return TaxIdentifiers.snils(rng: &rng)
        case .idSSN: return TaxIdentifiers.ssn(rng: &rng)
        case .financeIBAN: return BankNumbers.iban(locale, rng: &rng)
        case .financeCardNumber: return BankNumbers.cardNumber(locale, rng: &rng)
        case .financeCurrency: return BankNumbers.currency(locale, rng: &rng)
        case .financeAmount: return BankNumbers.amount(rng: &rng).description
        }
    }

    /// An example value for listings and help: the same on every run and machine.
    package func example(locale: FakeLocale) -> String {
        var rng = SplitMix64(seed: StableHash.hash(locale.rawValue + ":" + name))
        return text(locale: locale, gender: nil, rng: &rng)
    }
}
