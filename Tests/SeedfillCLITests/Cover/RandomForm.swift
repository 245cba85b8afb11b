/// A small random questionnaire model, its seed file, and what its fields mean, for the
/// property test of `generate --cover` (``CoverPropertyTests``): one section `s` of one or two
/// *drivers* (a choice, a boolean or an integer, always shown and required) that every condition
/// reads, then one to four fields of any kind: choices with an option shown only under a
/// condition or filled by a seed's `when`, booleans, integers and texts with a rule, a text with
/// a mask, dates with `today - Nd` bounds, multichoices with an exclusive option and a choice
/// whose options come from one, lists.
struct RandomForm {
    /// A condition on a driver, as the model writes it and as the test evaluates it.
    enum Condition {
        case equals(String, String)
        case isTrue(String)
        case atLeast(String, Int)

        var text: String {
            switch self {
            case .equals(let key, let value): "\(key) == '\(value)'"
            case .isTrue(let key): key
            case .atLeast(let key, let bound): "\(key) >= \(bound)"
            }
        }
    }

    /// A `rules` entry: while `condition` holds, the bounds are `low…high` (`min`/`max` of an
    /// integer, `minLength`/`maxLength` of a text).
    struct Rule {
        var condition: Condition
        var low: Int
        var high: Int
    }

    enum Kind {
        case choice([String])
        case boolean
        case integer(min: Int, max: Int)
        case text(minLength: Int, maxLength: Int, mask: String?)
        /// A date from `today - back` days to `today`.
        case date(back: Int)
        case multichoice([String], exclusive: String?, maxItems: Int)
        /// A choice whose options are the answers of the multichoice `source`.
        case from(source: String)
        /// A list `items` of items holding a choice `pick`.
        case list(minItems: Int, maxItems: Int, options: [String])
    }

    struct Field {
        var key: String
        var kind: Kind
        var optional = false
        var visibleWhen: Condition?
        var rule: Rule?
        /// A choice's option offered only while the condition holds.
        var hiddenOption: (value: String, condition: Condition)?
        /// A seed `when` of a choice: each branch gives one option; `otherwise` the `else`.
        var seedWhen: (branches: [(condition: Condition, value: String)], otherwise: String?)?
        /// A driver the seed fills with one value (a JSON literal) only: records `generate`
        /// writes never show the others, which the cover must put in itself.
        var seedConst: String?
    }

    var fields: [Field]
    var drivers: Int

    /// The `today` of the seed.
    static let today = "2026-01-10"
}

extension RandomForm {
    /// A random form drawn from `rng`.
    init(rng: inout TestRandom) {
        drivers = rng.int(1...2)
        fields = []
        for index in 0..<drivers {
            let key = "d\(index)"
            let pinned = rng.chance(60)
            switch rng.int(0...2) {
            case 0:
                fields.append(
                    Field(key: key, kind: .choice(Array(["a", "b", "c"].prefix(rng.int(2...3)))), seedConst: pinned ? "\"a\"" : nil))
            case 1: fields.append(Field(key: key, kind: .boolean, seedConst: pinned ? "false" : nil))
            default: fields.append(Field(key: key, kind: .integer(min: 0, max: rng.int(1...3)), seedConst: pinned ? "0" : nil))
            }
        }
        let driverFields = fields
        func condition() -> Condition {
            let driver = rng.pick(driverFields)
            switch driver.kind {
            case .choice(let options): return .equals(driver.key, rng.pick(options))
            case .integer(_, let max): return .atLeast(driver.key, rng.int(1...max))
            default: return .isTrue(driver.key)
            }
        }
        for index in 0..<rng.int(1...4) {
            let key = "f\(index)"
            var field: Field
            switch rng.int(0...7) {
            case 0:
                field = Field(key: key, kind: .choice(Array(["x", "y", "z"].prefix(rng.int(2...3)))))
                if rng.chance(40) {
                    field.hiddenOption = ("w", condition())
                    field.kind = .choice(field.choiceOptions + ["w"])
                } else if rng.chance(60) {
                    let options = field.choiceOptions
                    let branches = (0..<rng.int(1...2)).map { _ in (condition: condition(), value: rng.pick(options)) }
                    field.seedWhen = (branches, rng.chance(50) ? rng.pick(options) : nil)
                }
            case 1:
                field = Field(key: key, kind: .boolean)
            case 2:
                let low = rng.int(0...1)
                field = Field(key: key, kind: .integer(min: low, max: low + rng.int(1...3)))
                if rng.chance(60) {
                    let ruleLow = rng.int(0...2)
                    field.rule = Rule(condition: condition(), low: ruleLow, high: ruleLow + rng.int(0...2))
                }
            case 3:
                let mask = rng.chance(30) ? String(repeating: "#", count: rng.int(2...3)) : nil
                let length = mask?.count ?? 2
                field = Field(key: key, kind: .text(minLength: rng.int(1...length), maxLength: length + rng.int(0...2), mask: mask))
                if rng.chance(50) {
                    let low = rng.int(1...length)
                    field.rule = Rule(condition: condition(), low: low, high: mask == nil ? low + rng.int(0...2) : length + rng.int(0...1))
                }
            case 4:
                field = Field(key: key, kind: .date(back: rng.int(1...2)))
            case 5:
                let options = ["m", "n", "o"]
                field = Field(key: key, kind: .multichoice(options, exclusive: rng.chance(50) ? "none" : nil, maxItems: rng.int(1...3)))
                if rng.chance(70) {
                    fields.append(field.shownWhen(rng.chance(30) ? condition() : nil))
                    field = Field(key: "g\(index)", kind: .from(source: key), optional: true)
                }
            case 6:
                let most = rng.int(1...2)
                field = Field(key: key, kind: .list(minItems: rng.int(0...most), maxItems: most, options: ["p", "q"]))
            default:
                field = Field(key: key, kind: .choice(["x", "y"]))
            }
            if case .from = field.kind {
            } else if case .list = field.kind {
            } else if case .multichoice = field.kind {
            } else {
                field.optional = rng.chance(30)
            }
            fields.append(field.shownWhen(rng.chance(40) ? condition() : nil))
        }
    }
}

extension RandomForm.Field {
    /// The field with `condition` as its `visibleWhen`.
    func shownWhen(_ condition: RandomForm.Condition?) -> Self {
        var field = self
        field.visibleWhen = condition
        return field
    }

    /// A choice's options, in order.
    var choiceOptions: [String] {
        if case .choice(let options) = kind { return options }
        return []
    }
}
