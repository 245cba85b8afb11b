import SeedfillCore

// A model with a cell of every `CellType` (issue 16: "every field type of the JSON format has
// a CellType"), and the model its `ref` cell reads.

/// The garage's sections.
enum GarageSection: String, QuestionnaireSection {
    case owner, car
    var cells: [any QuestionnaireCell] { self == .owner ? OwnerCell.allCases : CarCell.allCases }
    var hiddenWhen: String? { self == .car ? "not hasCar" : nil }
}

/// One cell of each scalar type, and a `ref`.
enum OwnerCell: String, QuestionnaireCell {
    case name, age, rating, since, lastVisit, callAt, hasCar, contact, extras, photo, holder, key

    var cellType: CellType {
        switch self {
        case .name: .text(minLength: 2, maxLength: 30, pattern: "^[A-Z][a-z]+$")
        case .age: .integer(min: 18, max: 90)
        case .rating: .decimal(min: 0, max: 5.5, scale: 1)
        case .since: .date(min: "2000-01-01", max: "today")
        case .lastVisit: .datetime(min: "2025-01-01T00:00:00+00:00", max: "2025-12-31T00:00:00+00:00")
        case .callAt: .time(min: "09:00", max: "18:00")
        case .hasCar: .boolean
        case .contact: .choice(["phone", "mail", 3, true])
        case .extras: .multichoice(["wash", "tyres", CellOption("none", title: "None", exclusive: true)], minItems: 1, maxItems: 2)
        case .photo: .attachment(accept: ["image/jpeg", "image/png"], maxSize: 2_000_000, minItems: 1, maxItems: 2)
        case .holder: .ref(model: "person")
        case .key: .ref(model: "person", embed: false)
        }
    }

    var initialValue: QuestionnaireValue? { self == .hasCar ? true : nil }
    var rules: [CellRule] { self == .age ? [CellRule(when: "contact == 3", min: 30)] : [] }
    var validWhen: String? { self == .since ? "since <= today" : nil }
    var message: String? { self == .since ? "a client since the future" : nil }
}

/// A group and a list.
enum CarCell: String, QuestionnaireCell {
    case plate, drivers, driverCount

    var cellType: CellType {
        switch self {
        case .plate: .group(PlateCell.self)
        case .drivers: .list(DriverCell.self, count: "driverCount", uniqueBy: [DriverCell.licence])
        case .driverCount: .integer(min: 1, max: 3)
        }
    }
}

/// The cells of the group `car.plate`.
enum PlateCell: String, QuestionnaireCell {
    case number, region
    var cellType: CellType { self == .number ? .text(mask: "?###??", maskLetters: "ABEKMHOPCTYX") : .integer(min: 1, max: 199) }
    var enabledWhen: String? { self == .region ? "number != null" : nil }
}

/// The cells of an item of the list `car.drivers`.
enum DriverCell: String, QuestionnaireCell {
    case licence, experience
    var cellType: CellType { self == .licence ? .text(mask: "## ## ######") : .integer(min: 0, max: 60) }
    var requiredWhen: String? { self == .experience ? "itemIndex == 1" : nil }
}

/// The model the garage's `ref`s read: a person with a key.
enum PersonSection: String, QuestionnaireSection {
    case person
    var cells: [any QuestionnaireCell] { PersonKeyCell.allCases }
}

/// A person's cells: a key the seed fills with `uuid`, and a name.
enum PersonKeyCell: String, QuestionnaireCell {
    case id, name
    var cellType: CellType { .text() }
}
