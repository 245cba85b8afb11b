import Foundation

/// A small random questionnaire model for the draft property tests, with what the tests need
/// to know of it to cut drafts on their own: its units (every field that is not a section; a
/// list whole), which section each is in, and which fields each depends on.
///
/// Conditions and computations read only *sources*: required fields with no condition, in
/// sections with no condition. So there is never a cycle, and a field may depend on a field of
/// a later section (a draft must then leave it empty until that one is filled).
struct RandomDraftModel {
    struct Unit {
        /// The path in the fixture (`s1.f3`, or `l4` for a list at the top level).
        var path: String
        /// The top-level item it belongs to.
        var section: Int
        /// The paths of the units it depends on (its own and its section's reads).
        var dependencies: [String]
    }

    private(set) var json = ""
    private(set) var units: [Unit] = []
    /// The keys of the top-level items, in model order.
    private(set) var topLevel: [String] = []

    /// A model drawn from `random`.
    init(_ random: inout TestRandom) {
        var items: [String] = []
        var sources: [(path: String, key: String, kind: String)] = []
        var pending: [(unit: Int, reads: String?, sectionReads: String?)] = []
        var pendingSections: [(item: Int, section: Int)] = []
        var key = 0
        func nextKey(_ prefix: String) -> String {
            key += 1
            return "\(prefix)\(key)"
        }
        let sectionCount = 2 + random.below(3)
        for index in 0..<sectionCount {
            if index > 0, random.below(5) == 0 {
                // A list placed at the top level: one unit of its own.
                let list = nextKey("l")
                topLevel.append(list)
                let shown = random.below(3) == 0
                units.append(Unit(path: list, section: topLevel.count - 1, dependencies: []))
                pending.append((units.count - 1, shown ? "?" : nil, nil))
                items.append(
                    #"{ "key": "\#(list)", "type": "list", "minItems": 0, "maxItems": 2, "fields": [ { "key": "v", "type": "integer", "min": 0, "max": 9 } ]\#(shown ? #", "visibleWhen": "@\#(units.count - 1)""# : "") }"#
                )
                continue
            }
            let section = nextKey("s")
            topLevel.append(section)
            let conditional = index > 0 && random.below(4) == 0
            var fields: [String] = []
            for _ in 0..<(1 + random.below(4)) {
                let field = nextKey("f")
                let path = "\(section).\(field)"
                let shown = random.below(3) == 0
                var text: String
                switch random.below(6) {
                case 0: text = #""type": "integer", "min": 0, "max": 9"#
                case 1: text = #""type": "boolean""#
                case 2: text = #""type": "choice", "options": ["a", "b", "c"]"#
                case 3: text = #""type": "text", "maxLength": 8, "optional": \#(["true", "\"omit\"", "false"][random.below(3)])"#
                case 4: text = #""type": "integer", "min": 1, "max": 100, "compute": "@C""#
                default:
                    text =
                        #""type": "list", "minItems": 0, "maxItems": 2, "fields": [ { "key": "v", "type": "integer", "min": 0, "max": 9 } ]"#
                }
                let computed = text.contains("@C")
                units.append(Unit(path: path, section: topLevel.count - 1, dependencies: []))
                if !conditional, !shown, !computed, text.contains("integer") || text.contains("boolean") || text.contains("choice"),
                    !text.contains("list")
                {
                    sources.append((path, field, text.contains("integer") ? "integer" : text.contains("boolean") ? "boolean" : "choice"))
                }
                if shown { text += #", "visibleWhen": "@\#(units.count - 1)""# }
                if computed { text = text.replacingOccurrences(of: "@C", with: "@c\(units.count - 1)") }
                pending.append((units.count - 1, shown ? "?" : nil, nil))
                fields.append(#"{ "key": "\#(field)", \#(text) }"#)
            }
            let sectionText =
                #"{ "key": "\#(section)", \#(conditional ? #""visibleWhen": "@s\#(topLevel.count - 1)", "# : "")"fields": [ \#(fields.joined(separator: ", ")) ] }"#
            if conditional { pendingSections.append((items.count, topLevel.count - 1)) }
            items.append(sectionText)
        }
        // Conditions and computations, now that every source is known.
        var text = #"{ "model": "m", "sections": [ \#(items.joined(separator: ",\n")) ] }"#
        let integers = sources.filter { $0.kind == "integer" }
        for (unit, reads, _) in pending {
            if reads != nil, sources.isEmpty {
                text = text.replacingOccurrences(of: #", "visibleWhen": "@\#(unit)""#, with: "")
            } else if reads != nil {
                let source = sources[random.below(sources.count)]
                let condition =
                    switch source.kind {
                    case "integer": "\(source.path) > 4"
                    case "boolean": source.path
                    default: "\(source.path) == 'a'"
                    }
                text = text.replacingOccurrences(of: #""@\#(unit)""#, with: "\"\(condition)\"")
                units[unit].dependencies.append(source.path)
            }
            if text.contains("\"@c\(unit)\"") {
                if let source = integers.isEmpty ? nil : integers[random.below(integers.count)] {
                    text = text.replacingOccurrences(of: "\"@c\(unit)\"", with: "\"\(source.path) + 1\"")
                    units[unit].dependencies.append(source.path)
                } else {
                    text = text.replacingOccurrences(of: "\"@c\(unit)\"", with: "\"7\"")
                }
            }
        }
        for (_, section) in pendingSections {
            let outside = sources.filter { !$0.path.hasPrefix(topLevel[section] + ".") }
            let source = outside.isEmpty ? nil : outside[random.below(outside.count)]
            let condition = source.map { $0.kind == "integer" ? "\($0.path) > 4" : $0.kind == "boolean" ? $0.path : "\($0.path) == 'a'" }
            text = text.replacingOccurrences(of: "\"@s\(section)\"", with: "\"\(condition ?? "true")\"")
            for index in units.indices where units[index].section == section {
                if let source { units[index].dependencies.append(source.path) }
            }
        }
        json = text
    }
}
