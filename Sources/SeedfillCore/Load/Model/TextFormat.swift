/// A JSON Schema `format` a text field may declare (`"format": "email"`): its values are
/// generated in that format and validated strictly against it (see `TextFormat+Checks.swift`).
enum TextFormat: String, Sendable, Hashable, CaseIterable {
    case email, uri, uuid, date
    case dateTime = "date-time"
    case time, hostname, ipv4, ipv6

    /// The format names a model may use, in the order the README lists them.
    static var names: [String] { allCases.map(\.rawValue) }

    /// What a value of the format is, for messages: "an e-mail address".
    var noun: String {
        switch self {
        case .email: "an e-mail address"
        case .uri: "a URI with a scheme"
        case .uuid: "a UUID"
        case .date: "a date (YYYY-MM-DD)"
        case .dateTime: "an RFC 3339 date-time"
        case .time: "an RFC 3339 time"
        case .hostname: "a host name"
        case .ipv4: "an IPv4 address"
        case .ipv6: "an IPv6 address"
        }
    }

    /// Whether `text` is a value of the format.
    func accepts(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        switch self {
        case .email: return Self.isEmail(bytes)
        case .uri: return Self.isURI(bytes)
        case .uuid: return Self.isUUID(bytes)
        case .date: return Self.isFullDate(bytes[...])
        case .dateTime: return Self.isDateTime(bytes)
        case .time: return Self.isFullTime(bytes[...])
        case .hostname: return Self.isHostname(bytes[...], allowsFinalDot: true)
        case .ipv4: return Self.isIPv4(bytes[...])
        case .ipv6: return Self.isIPv6(bytes[...])
        }
    }
}
