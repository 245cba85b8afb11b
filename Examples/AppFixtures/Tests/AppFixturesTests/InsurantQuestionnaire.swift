import SeedfillCore

// The insurant screen, declared the way the app declares its forms: an enum of sections, each
// returning its cells, and the cells as enums. seedfill reads these declarations as they are.

/// The sections of the insurant screen, in the order the screen shows them.
enum InsurantSection: String, QuestionnaireSection {
    case person, document

    var title: String {
        switch self {
        case .person: "Insurant"
        case .document: "Identity document"
        }
    }

    var cells: [any QuestionnaireCell] {
        switch self {
        case .person: PersonCell.allCases
        case .document: DocumentCell.allCases
        }
    }
}

/// The cells of the person section.
enum PersonCell: String, QuestionnaireCell {
    case lastName, firstName, birthDate, citizenship

    var title: String {
        switch self {
        case .lastName: "Last name"
        case .firstName: "First name"
        case .birthDate: "Date of birth"
        case .citizenship: "Citizenship"
        }
    }

    var cellType: CellType {
        switch self {
        case .lastName, .firstName: .text(maxLength: 60)
        case .birthDate: .date(min: "today - 80y", max: "today - 18y")
        case .citizenship: .choice(["RU", "other"])
        }
    }
}

/// The cells of the document section: which documents are offered depends on the citizenship,
/// and the number's format on the document.
enum DocumentCell: String, QuestionnaireCell {
    case type, number, issueDate, issuedBy

    var title: String {
        switch self {
        case .type: "Document type"
        case .number: "Document number"
        case .issueDate: "Issued on"
        case .issuedBy: "Issued by"
        }
    }

    var cellType: CellType {
        switch self {
        case .type:
            .choice([
                CellOption("passport", title: "Russian passport", visibleWhen: "citizenship == 'RU'"),
                CellOption("foreignPassport", title: "Foreign passport"),
                CellOption("driverLicense", title: "Driving licence", visibleWhen: "citizenship == 'RU'"),
            ])
        case .number: .text()
        case .issueDate: .date(min: "birthDate + 14y", max: "today")
        case .issuedBy: .text(maxLength: 120)
        }
    }

    /// Changing the type or the citizenship makes the screen ask for the number again.
    var parentFields: [any QuestionnaireCell] {
        switch self {
        case .type: [PersonCell.citizenship]
        case .number: [DocumentCell.type]
        case .issueDate: [PersonCell.birthDate]
        case .issuedBy: [DocumentCell.type]
        }
    }

    /// Only a passport names the office that issued it.
    var hiddenWhen: String? { self == .issuedBy ? "type != 'passport'" : nil }

    var rules: [CellRule] {
        guard self == .number else { return [] }
        return [
            CellRule(when: "type == 'passport'", mask: "#### ######"),
            CellRule(when: "type == 'foreignPassport'", mask: "## #######"),
            CellRule(when: "type == 'driverLicense'", mask: "## ## ######"),
        ]
    }
}
