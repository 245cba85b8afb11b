/// An insured person as the app stores them: what its insurant screen collects.
public struct Insurant: Codable, Sendable, Equatable {
    /// Who the person is.
    public var person: Person
    /// The identity document they show.
    public var document: Document

    /// An insurant of `person` with `document`.
    public init(person: Person, document: Document) {
        self.person = person
        self.document = document
    }
}

/// The person section of the insurant screen.
public struct Person: Codable, Sendable, Equatable {
    /// Family name.
    public var lastName: String
    /// Given name.
    public var firstName: String
    /// `YYYY-MM-DD`.
    public var birthDate: String
    /// `RU` or `other`.
    public var citizenship: String
}

/// The document section of the insurant screen.
public struct Document: Codable, Sendable, Equatable {
    /// The kinds of document the screen offers.
    public enum Kind: String, Codable, Sendable {
        case passport, foreignPassport, driverLicense
    }

    /// Which document.
    public var type: Kind
    /// Its number, in the format of its kind.
    public var number: String
    /// `YYYY-MM-DD`.
    public var issueDate: String
    /// The issuing office: asked only for a passport, absent otherwise.
    public var issuedBy: String?

    /// Whether `number` has the format of `type`: what the app's own validation checks.
    public var numberIsWellFormed: Bool {
        let pattern: String
        switch type {
        case .passport: pattern = "#### ######"
        case .foreignPassport: pattern = "## #######"
        case .driverLicense: pattern = "## ## ######"
        }
        guard pattern.count == number.count else { return false }
        return zip(pattern, number).allSatisfy { mask, character in
            mask == "#" ? character.isASCII && character.isNumber : mask == character
        }
    }
}
