import SeedfillCore

// Seeds/models/policyholder.json, declared in Swift the way the app declared its forms
// (issue 16, "Models declared in Swift"). `DeclaredModelTests` checks that both give the same
// fixtures.

/// The policyholder's sections.
enum PolicyholderSection: String, QuestionnaireSection {
    case person, contact, address

    var title: String {
        switch self {
        case .person: "Policyholder"
        case .contact: "Contacts"
        case .address: "Registration address"
        }
    }

    var cells: [any QuestionnaireCell] {
        switch self {
        case .person: PersonCell.allCases
        case .contact: ContactCell.allCases
        case .address: AddressCell.allCases
        }
    }
}

/// The cells of the section `person`.
enum PersonCell: String, QuestionnaireCell {
    case lastName, firstName, middleName, gender, birthDate, ageYears, citizenship, document, clientId

    var title: String {
        switch self {
        case .lastName: "Last name"
        case .firstName: "First name"
        case .middleName: "Patronymic"
        case .gender: "Gender"
        case .birthDate: "Date of birth"
        case .ageYears: "Age"
        case .citizenship: "Citizenship"
        case .document: "Identity document"
        case .clientId: "Client ID"
        }
    }

    var cellType: CellType {
        switch self {
        case .lastName, .firstName, .middleName: .text(maxLength: 60)
        case .gender: .choice([CellOption("male", title: "Male"), CellOption("female", title: "Female")])
        case .birthDate: .date(min: "today - 80y", max: "today - 18y")
        case .ageYears: .integer(min: 18, max: 80)
        case .citizenship: .choice(["RU", "other"])
        case .document: .group(DocumentCell.self)
        case .clientId: .text(pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
        }
    }

    var isOptional: Bool { self == .middleName }
    var compute: String? { self == .ageYears ? "age(birthDate)" : nil }
}

/// The cells of the group `person.document`.
enum DocumentCell: String, QuestionnaireCell {
    case type, number, issueDate, issuedBy, divisionCode

    var title: String {
        switch self {
        case .type: "Document type"
        case .number: "Document number"
        case .issueDate: "Issued on"
        case .issuedBy: "Issued by"
        case .divisionCode: "Division code"
        }
    }

    var cellType: CellType {
        switch self {
        case .type:
            .choice([
                CellOption("passport", title: "Russian passport", visibleWhen: "citizenship == 'RU'"),
                CellOption("foreignPassport", title: "Foreign passport"),
                CellOption("driverLicense", title: "Driving licence", visibleWhen: "citizenship == 'RU'"),
                CellOption("residencePermit", title: "Residence permit", visibleWhen: "citizenship == 'other'"),
            ])
        case .number: .text()
        case .issueDate: .date(min: "birthDate + 14y", max: "today")
        case .issuedBy: .text(maxLength: 120)
        case .divisionCode: .text(mask: "###-###")
        }
    }

    var parentFields: [any QuestionnaireCell] { self == .number ? [DocumentCell.type] : [] }

    var rules: [CellRule] {
        guard self == .number else { return [] }
        return [
            CellRule(when: "type == 'passport'", mask: "#### ######"),
            CellRule(when: "type == 'foreignPassport'", mask: "## #######"),
            CellRule(when: "type == 'driverLicense'", mask: "## ## ######"),
            CellRule(when: "type == 'residencePermit'", pattern: "^8[2-3] [0-9]{7}$"),
        ]
    }

    var visibleWhen: String? { self == .issuedBy || self == .divisionCode ? "type == 'passport'" : nil }
}

/// The cells of the section `contact`.
enum ContactCell: String, QuestionnaireCell {
    case phone, channels, email, callFrom

    var title: String {
        switch self {
        case .phone: "Mobile phone"
        case .channels: "How may we contact you?"
        case .email: "E-mail"
        case .callFrom: "Call me after"
        }
    }

    var cellType: CellType {
        switch self {
        case .phone: .text(mask: "+7 (9##) ###-##-##")
        case .channels:
            .multichoice(
                [
                    CellOption("sms", title: "Text message"), CellOption("email", title: "E-mail"),
                    CellOption("call", title: "Phone call"), CellOption("none", title: "Do not contact me", exclusive: true),
                ], minItems: 1)
        case .email: .text(pattern: "^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$")
        case .callFrom: .time(min: "09:00", max: "20:00")
        }
    }

    var requiredWhen: String? { self == .email ? "channels contains 'email'" : nil }
    var visibleWhen: String? { self == .callFrom ? "channels contains 'call'" : nil }
}

/// The cells of the section `address`.
enum AddressCell: String, QuestionnaireCell {
    case region, city, street, house, flat, postalCode, sameAsRegistration, actualAddress

    var title: String {
        switch self {
        case .region: "Region"
        case .city: "City"
        case .street: "Street"
        case .house: "House"
        case .flat: "Flat"
        case .postalCode: "Postal code"
        case .sameAsRegistration: "I live at this address"
        case .actualAddress: "Where I actually live"
        }
    }

    var cellType: CellType {
        switch self {
        case .region: .choice(.table("regions", column: "region"))
        case .city: .choice(.table("regions", column: "city", match: ["region": "region"]))
        case .street: .choice(.table("streets", column: "street"))
        case .house: .integer(min: 1, max: 200)
        case .flat: .integer(min: 1, max: 500)
        case .postalCode: .text(mask: "######")
        case .sameAsRegistration: .boolean
        case .actualAddress: .group(ActualAddressCell.self)
        }
    }

    var isOptional: Bool { self == .flat }
    // The JSON model says "visibleWhen": "not sameAsRegistration"; the app said it this way.
    var hiddenWhen: String? { self == .actualAddress ? "sameAsRegistration" : nil }
}

/// The cells of the group `address.actualAddress`.
enum ActualAddressCell: String, QuestionnaireCell {
    case region, city, street, house

    var title: String { AddressCell(rawValue: rawValue)?.title ?? rawValue }

    var cellType: CellType {
        switch self {
        case .region: .choice(.table("regions", column: "region"))
        case .city: .choice(.table("regions", column: "city", match: ["region": "region"]))
        case .street: .choice(.table("streets", column: "street"))
        case .house: .integer(min: 1, max: 200)
        }
    }
}
