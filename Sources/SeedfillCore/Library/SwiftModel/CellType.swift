/// What a ``QuestionnaireCell`` holds: one case per field type of the JSON model format, with
/// the constraints that type takes there, each `nil` (left out) by default.
///
/// ```swift
/// .text(mask: "#### ######")
/// .date(min: "today - 80y", max: "today - 18y")
/// .decimal(min: 0, max: 1_000_000, scale: 2)
/// .choice(["passport", CellOption("license", title: "Driving licence")])
/// .choice(.table("regions", column: "city", match: ["region": "region"]))
/// .choice(["friend", "search engine"], open: true, pattern: "^[a-z ]+$")
/// .choice(.from("pets"))
/// .list(DriverCell.self, minItems: 1, maxItems: 4)
/// ```
///
/// Bounds (`min`, `max`) are numbers, ISO values (`"2000-01-01"`, `"09:00"`) or expressions
/// (`"today - 18y"`), as in a model file; see ``CellBound``.
public enum CellType: Sendable {
    /// A string (`text`).
    case text(minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, mask: String? = nil, maskLetters: String? = nil)
    /// A whole number (`integer`).
    case integer(min: CellBound? = nil, max: CellBound? = nil)
    /// A number written with exactly `scale` digits after the point (`decimal`).
    case decimal(min: CellBound? = nil, max: CellBound? = nil, scale: Int? = nil)
    /// A date, `"YYYY-MM-DD"` (`date`).
    case date(min: CellBound? = nil, max: CellBound? = nil)
    /// A date and time with an offset (`datetime`).
    case datetime(min: CellBound? = nil, max: CellBound? = nil)
    /// A time of day, `"HH:MM"` (`time`).
    case time(min: CellBound? = nil, max: CellBound? = nil)
    /// `true` or `false`: a switch (`boolean`).
    case boolean
    /// One option's value (`choice`). With `open: true`, also other text that passes
    /// `minLength`, `maxLength` and `pattern` (an "other" answer).
    case choice(_ options: CellOptions, open: Bool = false, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil)
    /// An array of option values (`multichoice`).
    case multichoice(_ options: CellOptions, minItems: Int? = nil, maxItems: Int? = nil)
    /// A file, `{"fileName", "mimeType", "size"}`, or an array of them when `maxItems` > 1
    /// (`attachment`). `accept` lists MIME types, `maxSize` is in bytes.
    case attachment(accept: [String]? = nil, maxSize: Int? = nil, minItems: Int? = nil, maxItems: Int? = nil)
    /// An object of the cells of `cells`, every case in declaration order: a composite cell
    /// such as an address (`group`). Its keys form a nested scope.
    case group(_ cells: any QuestionnaireCell.Type)
    /// An array of objects, each of the cells of `cells`: a dynamic list (`list`). `count` is
    /// an expression giving the number of items (instead of `minItems`/`maxItems`); `uniqueBy`
    /// names item cells no two items may share.
    case list(
        _ cells: any QuestionnaireCell.Type, minItems: Int? = nil, maxItems: Int? = nil, count: String? = nil,
        uniqueBy: [any QuestionnaireCell] = [])
    /// A record of another model, or with `embed: false` that record's key (`ref`).
    case ref(model: String, embed: Bool = true)

    /// The JSON model format's name of the type (`text`, `multichoice`, …).
    public var typeName: String {
        switch self {
        case .text: "text"
        case .integer: "integer"
        case .decimal: "decimal"
        case .date: "date"
        case .datetime: "datetime"
        case .time: "time"
        case .boolean: "boolean"
        case .choice: "choice"
        case .multichoice: "multichoice"
        case .attachment: "attachment"
        case .group: "group"
        case .list: "list"
        case .ref: "ref"
        }
    }
}
