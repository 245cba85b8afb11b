import SeedfillCore

// Models declared in Swift with one mistake each, for `DeclaredModelDiagnosticsTests`
// (issue 16, "Models declared in Swift"). Each lives in its own namespace so that its types
// can have the names an app would give them.

/// A hidden-when that reads a name the model does not have.
enum Typo {
    enum InsurantSection: String, QuestionnaireSection {
        case document
        var cells: [any QuestionnaireCell] { DocumentCell.allCases }
    }

    enum DocumentCell: String, QuestionnaireCell {
        case type, number
        var cellType: CellType { self == .type ? .choice(["passport", "license"]) : .text(mask: "#### ######") }
        var hiddenWhen: String? { self == .number ? "typ == 'license'" : nil }
    }
}

/// A parent cell that no section holds.
enum StrayParent {
    enum InsurantSection: String, QuestionnaireSection {
        case document
        var cells: [any QuestionnaireCell] { [DocumentCell.number] }
    }

    enum DocumentCell: String, QuestionnaireCell {
        case type, number
        var cellType: CellType { .text() }
        var parentFields: [any QuestionnaireCell] { self == .number ? [DocumentCell.type] : [] }
    }
}

/// Two cells that are each other's parent.
enum Cycle {
    enum InsurantSection: String, QuestionnaireSection {
        case document
        var cells: [any QuestionnaireCell] { DocumentCell.allCases }
    }

    enum DocumentCell: String, QuestionnaireCell {
        case type, number
        var cellType: CellType { .text() }
        var parentFields: [any QuestionnaireCell] { self == .number ? [DocumentCell.type] : [DocumentCell.number] }
    }
}

/// A rule setting a constraint the cell's type does not take.
enum MisplacedRule {
    enum InsurantSection: String, QuestionnaireSection {
        case document
        var cells: [any QuestionnaireCell] { DocumentCell.allCases }
    }

    enum DocumentCell: String, QuestionnaireCell {
        case type, number
        var cellType: CellType { self == .type ? .choice(["passport", "license"]) : .text() }
        var rules: [CellRule] { self == .number ? [CellRule(when: "type == 'passport'", min: 3)] : [] }
    }
}

/// Two cells of one scope with the same key.
enum SameKey {
    enum InsurantSection: String, QuestionnaireSection {
        case person, document
        var cells: [any QuestionnaireCell] { self == .person ? PersonCell.allCases : DocumentCell.allCases }
    }

    enum PersonCell: String, QuestionnaireCell {
        case name, number
        var cellType: CellType { .text() }
    }

    enum DocumentCell: String, QuestionnaireCell {
        case number
        var cellType: CellType { .text() }
    }
}

/// A raw value that is not a key.
enum BadKey {
    enum InsurantSection: String, QuestionnaireSection {
        case person
        var cells: [any QuestionnaireCell] { PersonCell.allCases }
    }

    enum PersonCell: String, QuestionnaireCell {
        case firstName = "first name"
        var cellType: CellType { .text() }
    }
}

/// A cell both hidden and visible while something holds.
enum BothConditions {
    enum InsurantSection: String, QuestionnaireSection {
        case person
        var cells: [any QuestionnaireCell] { PersonCell.allCases }
    }

    enum PersonCell: String, QuestionnaireCell {
        case hasEmail, email
        var cellType: CellType { self == .hasEmail ? .boolean : .text() }
        var hiddenWhen: String? { self == .email ? "not hasEmail" : nil }
        var visibleWhen: String? { self == .email ? "hasEmail" : nil }
    }
}

/// A group whose cells are its own.
enum SelfHolding {
    enum InsurantSection: String, QuestionnaireSection {
        case person
        var cells: [any QuestionnaireCell] { AddressCell.allCases }
    }

    enum AddressCell: String, QuestionnaireCell {
        case city, previous
        var cellType: CellType { self == .city ? .text() : .group(AddressCell.self) }
    }
}

/// A pattern outside the supported subset.
enum BadPattern {
    enum InsurantSection: String, QuestionnaireSection {
        case person
        var cells: [any QuestionnaireCell] { PersonCell.allCases }
    }

    enum PersonCell: String, QuestionnaireCell {
        case email
        var cellType: CellType { .text(pattern: "^[a-z]+(?=@)@example\\.com$") }
    }
}

/// A list whose `uniqueBy` names a cell of another enum.
enum ForeignUniqueBy {
    enum InsurantSection: String, QuestionnaireSection {
        case drivers
        var cells: [any QuestionnaireCell] { [PolicyCell.drivers, PolicyCell.number] }
    }

    enum PolicyCell: String, QuestionnaireCell {
        case drivers, number
        var cellType: CellType {
            self == .drivers ? .list(DriverCell.self, minItems: 1, maxItems: 3, uniqueBy: [PolicyCell.number]) : .text()
        }
    }

    enum DriverCell: String, QuestionnaireCell {
        case licence
        var cellType: CellType { .text(mask: "## ## ######") }
    }
}

/// An `exclusive` option of a single choice.
enum ExclusiveChoice {
    enum InsurantSection: String, QuestionnaireSection {
        case contact
        var cells: [any QuestionnaireCell] { ContactCell.allCases }
    }

    enum ContactCell: String, QuestionnaireCell {
        case channel
        var cellType: CellType { .choice(["sms", CellOption("none", exclusive: true)]) }
    }
}
