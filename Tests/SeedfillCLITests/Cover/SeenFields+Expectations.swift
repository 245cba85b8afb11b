import Foundation
import Testing

@testable import SeedfillCore

/// What a cover set of the example project must hold, read from the model as loaded and
/// checked against ``SeenFields`` (see ``CoverExampleProjectTests``).
extension SeenFields {
    /// Records an issue for each target of `fields` the fixtures do not show.
    func expectEveryTarget(of fields: [Field], path: String, today: String) {
        for field in fields {
            let here = path + field.key
            if [.section, .group].contains(field.type) {
                expectEveryTarget(of: field.fields, path: here + ".", today: today)
            }
            if field.type == .list { expectEveryTarget(of: field.fields, path: here + "[].", today: today) }
            let shown = values[here] ?? []
            if field.visibleWhen != nil {
                #expect(written[here, default: 0] > 0 && leftOut[here, default: 0] > 0, "\(here): shown and hidden")
            }
            guard field.compute == nil else { continue }
            switch field.type {
            case .choice, .multichoice:
                if case .list(let options)? = field.options {
                    for option in options {
                        let value =
                            option.value.stringValue.map { "\"\($0)\"" } ?? option.value.numberLiteral.map { "\(Double($0)!)" } ?? "?"
                        #expect(shown.contains(value), "\(here): option \(value) never written")
                    }
                }
            case .boolean:
                #expect(shown.isSuperset(of: ["true", "false"]), "\(here): \(shown)")
            case .list where field.count == nil:
                let counts = [field.constraints.minItems ?? 0] + (field.constraints.maxItems.map { [$0] } ?? [])
                for count in counts { #expect(shown.contains(String(count)), "\(here): never \(count) items") }
            default:
                break
            }
            for constraints in [field.constraints] + field.rules.map(\.constraints) {
                for bound in [constraints.min, constraints.max].compactMap({ $0 }) {
                    guard let value = Self.boundText(bound.node, today: today) else { continue }
                    #expect(shown.contains(value), "\(here): never at its bound \(value); holds \(shown.sorted().prefix(12))")
                }
                for length in [constraints.minLength, constraints.maxLength].compactMap({ $0 }) where field.type == .text {
                    #expect(lengths[here, default: []].contains(length), "\(here): no text of \(length) characters")
                }
            }
        }
    }

    /// A bound as the fixtures write a value on it: a number, a date or time as written, or
    /// `today`, `today + Nd`, `today - Ny` worked out from `today`; `nil` for any other
    /// expression.
    static func boundText(_ node: JSONNode, today: String) -> String? {
        if let number = node.numberLiteral { return "\(Double(number)!)" }
        guard let text = node.stringValue else { return nil }
        if text.first?.isNumber == true { return "\"\(text)\"" }
        let parts = text.split(separator: " ")
        guard parts.first == "today" else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        var date = formatter.date(from: today)!
        if parts.count == 3, let amount = Int(parts[2].dropLast()) {
            let signed = parts[1] == "-" ? -amount : amount
            switch parts[2].last {
            case "d": date = calendar.date(byAdding: .day, value: signed, to: date)!
            case "y": date = calendar.date(byAdding: .year, value: signed, to: date)!
            default: return nil
            }
        } else if parts.count != 1 {
            return nil
        }
        return "\"\(formatter.string(from: date))\""
    }
}
