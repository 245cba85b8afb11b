/// Proposals for lists, attachments and geopoints: a list's `count`, a file's type and size, a
/// geopoint's ranges.
extension RuleBreaker {
    /// What a file's type is changed to: no `accept` lists it.
    static let unacceptedType = "application/x-not-accepted"

    func structureProposals(_ rule: BreakableRule, _ planned: PlannedField, current: Value) -> [Value?] {
        switch rule.kind {
        case .count:
            guard case .array(let items) = current else { return [] }
            return (items.last.map { [.array(items + [$0])] } ?? []) + (items.isEmpty ? [] : [.array(Array(items.dropLast()))])
        case .accept:
            return changingFirstFile(current) { file in
                if case .string(let name) = file {
                    let stem = name.split(separator: ".").first.map(String.init) ?? name
                    return .string(stem + ".not-accepted")
                }
                return Self.setting("mimeType", to: .string(Self.unacceptedType), in: file)
            }
        case .maxSize:
            guard let maxSize = planned.constraints.maxSize else { return [] }
            return changingFirstFile(current) { Self.setting("size", to: .number(Number(Int64(maxSize) + 1)), in: $0) }
        case .geoBounds:
            guard case .string(let text) = current else { return [] }
            let parts = text.split(separator: " ").map(String.init)
            guard parts.count == 4 else { return [] }
            let bounds = planned.constraints.geoBounds
            var proposals: [Value?] = []
            for part in GeoBounds.Part.allCases {
                let range = bounds[part]
                for edge in [range.upperBound, range.lowerBound] where edge.isFinite {
                    let unit = part.scale == 6 ? 0.000001 : 0.1
                    var changed = parts
                    let moved = edge == range.upperBound ? edge + unit : edge - unit
                    changed[part.rawValue] = GeoPoint.decimal(
                        Int64((moved * (part.scale == 6 ? 1_000_000 : 10)).rounded()), scale: part.scale)
                    proposals.append(.string(changed.joined(separator: " ")))
                }
            }
            return proposals
        default:
            return []
        }
    }

    /// `current` (a file, or an array of them) with its first file changed by `change`.
    private func changingFirstFile(_ current: Value, _ change: (Value) -> Value?) -> [Value?] {
        if case .array(var files) = current {
            guard let first = files.first, let changed = change(first) else { return [] }
            files[0] = changed
            return [.array(files)]
        }
        return change(current).map { [$0] } ?? []
    }

    /// `object` with member `key` set to `value`, or `nil` when it is not an object.
    private static func setting(_ key: String, to value: Value, in object: Value) -> Value? {
        guard case .object(var members) = object, let index = members.keys.firstIndex(of: key) else { return nil }
        members.values[index] = value
        return .object(members)
    }
}
