import Foundation

/// Values given to a questionnaire, converted to the type of their field as the format reads
/// them: a date from its ISO text, a text from a number, an exact number from a `Decimal`.
enum AnswerValues {
    /// `value` as field `type` holds it, or `nil` when it is not of that type. `null` stays
    /// `null`; sections, groups and lists take no value here.
    static func value(_ value: QuestionnaireValue, for type: FieldType) -> Value? {
        guard let plain = plain(value) else { return nil }
        let converted = conformed(plain, to: type)
        switch (type, converted) {
        case (_, .null): return .null
        case (.text, .string), (.date, .date), (.datetime, .dateTime), (.time, .time), (.boolean, .bool), (.decimal, .number):
            return converted
        case (.integer, .number(let number)):
            return number.normalized.scale == 0 ? .number(number.normalized) : nil
        case (.choice, .string), (.choice, .number), (.choice, .bool):
            return converted
        case (.multichoice, .array(let elements)):
            return elements.allSatisfy(\.isScalar) ? converted : nil
        case (.geopoint, .string), (.attachment, .string):
            return converted
        case (.attachment, .array), (.attachment, .object), (.ref, .string), (.ref, .number), (.ref, .object):
            return converted
        default:
            return nil
        }
    }

    /// `value` converted where the format converts it to field `type`: ISO texts to dates,
    /// date-times and times, a date to a date-time at midnight UTC, a number to a text.
    static func conformed(_ value: Value, to type: FieldType) -> Value {
        switch (type, value) {
        case (.datetime, .string(let text)) where LocalDateTime(iso: text) == nil:
            return LocalDate(iso: text).map {
                .dateTime(LocalDateTime(secondsSinceEpoch: Int64($0.daysSinceEpoch) * 86_400, offsetMinutes: 0))
            }
                ?? value
        case (.datetime, .date(let date)):
            return .dateTime(LocalDateTime(secondsSinceEpoch: Int64(date.daysSinceEpoch) * 86_400, offsetMinutes: 0))
        case (.text, .number(let number)):
            return .string(number.description)
        default:
            return QuestionnaireReader.conform(value, to: type)
        }
    }

    /// `value` as a plain value (objects with their keys in alphabetical order, so that they
    /// are written the same way every time); `nil` for a number too large for the format.
    static func plain(_ value: QuestionnaireValue) -> Value? {
        switch value {
        case .null: return .null
        case .bool(let truth): return .bool(truth)
        case .number(let number): return Number(literal: number.description).map(Value.number)
        case .string(let text): return .string(text)
        case .array(let elements):
            var values: [Value] = []
            for element in elements {
                guard let converted = plain(element) else { return nil }
                values.append(converted)
            }
            return .array(values)
        case .object(let members):
            var object = ObjectValue(keys: [], values: [])
            for key in members.keys.sorted() {
                guard let converted = plain(members[key]!) else { return nil }
                object.keys.append(key)
                object.values.append(converted)
            }
            return .object(object)
        }
    }

    /// What field `type` takes, and an example, for the error of a value of another type.
    static func expected(_ type: FieldType) -> (what: String, example: String) {
        switch type {
        case .text: ("a text", #"a string, e.g. "Ivanova""#)
        case .integer: ("a whole number", "a number, e.g. 42")
        case .decimal: ("a number", "a number, e.g. 12.5")
        case .date: ("a date", #"a string YYYY-MM-DD, e.g. "2026-01-31""#)
        case .datetime: ("a date-time", #"an ISO string, e.g. "2026-01-31T09:30:00Z""#)
        case .time: ("a time", #"a string HH:MM, e.g. "09:30""#)
        case .boolean: ("true or false", "true or false")
        case .choice: ("one of its options", "the option's value, a string or a number")
        case .multichoice: ("an array of its options", #"an array of option values, e.g. ["alarm", "immobilizer"]"#)
        case .attachment: ("files", #"an array of objects {"fileName", "mimeType", "size"}, or a file name"#)
        case .geopoint: ("a geopoint", #"a string "lat lon alt accuracy", e.g. "51.5074 -0.1278 11.0 5.0""#)
        case .ref: ("a record or its key", "the referenced record's key, or the record as an object")
        case .list: ("an array of items", "an array of objects, one per item, each with the item's fields that are set ([:] for none)")
        case .section, .group: ("an object of fields", "set its fields one at a time")
        }
    }
}

extension Value {
    /// Whether the value is one JSON scalar (not an array or an object).
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}

extension QuestionnaireValue {
    /// The value `value` is written as in a questionnaire of `writer`'s model, for field `id`
    /// of `frame` (`nil` when the field is not shown there or holds `null`).
    init?(field id: FieldID, of frame: FilledFrame, writer: QuestionnaireWriter) {
        var json = JSONWriter(pretty: false)
        writer.writeValue(id, frame: frame, into: &json)
        guard let node = JSONReader.parse(json.buffer, file: "<value>").node, node.kind != .null else { return nil }
        self.init(node)
    }
}
