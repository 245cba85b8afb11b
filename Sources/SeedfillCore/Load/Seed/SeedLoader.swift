/// Reads a seed file (SPEC §4) into a ``SeedFile``, checking it against the models it may name.
///
/// Every problem is reported in one pass. Expressions, masks, patterns and templates stay
/// ``SourceText`` and bounds stay ``BoundSource``: the planner parses and checks them.
enum SeedLoader {
    /// The top-level keys of a seed file.
    static let topLevelKeys = ["$schema", "model", "count", "locale", "today", "context", "empty", "drafts", "let", "fields"]

    /// Largest `count` accepted.
    static let maxCount: Int64 = 1_000_000_000_000

    /// Names an expression already gives a meaning, so a `let` helper may not take them.
    static let reservedNames: Set<String> = [
        "and", "or", "not", "in", "contains", "matches", "true", "false", "null", "today", "now", "index", "itemIndex",
    ]

    /// Parses `bytes` as JSON, then reads the seed file; JSON syntax errors come back unchanged.
    /// A model in `unloadedModels` (its file has errors of its own) is not reported again as unknown.
    static func load(
        bytes: [UInt8], file: String, name: String, models: [String: Model], unloadedModels: Set<String> = []
    ) -> (seed: SeedFile?, diagnostics: [Diagnostic]) {
        let parsed = JSONReader.parse(bytes, file: file)
        guard let node = parsed.node else { return (nil, parsed.diagnostics) }
        let result = load(node, file: file, name: name, models: models, unloadedModels: unloadedModels)
        return (result.seed, parsed.diagnostics + result.diagnostics)
    }

    /// Reads a parsed seed document.
    ///
    /// The seed is `nil` only when it cannot be read at all (not an object; no known model).
    /// Otherwise it holds every entry that could be read, so later stages can go on checking and
    /// report their own problems too; a caller must not generate when any diagnostic is an error.
    static func load(
        _ node: JSONNode, file: String, name: String, models: [String: Model], unloadedModels: Set<String> = []
    ) -> (seed: SeedFile?, diagnostics: [Diagnostic]) {
        var parser = SeedParser(file: file, models: models)
        parser.unloadedModels = unloadedModels
        let seed = parser.parseDocument(node, name: name)
        // Checks run by concern, not strictly in file order; a report reads best top to bottom.
        let ordered = parser.bag.diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            if let x, let y, (x.line, x.column) != (y.line, y.column) { return (x.line, x.column) < (y.line, y.column) }
            return a.offset < b.offset
        }.map(\.element)
        return (seed, ordered)
    }
}

extension SeedParser {
    /// Reads the top level in file order; `fields` needs the model, so it is read last.
    mutating func parseDocument(_ node: JSONNode, name: String) -> SeedFile? {
        guard let members = node.members else {
            expected(
                "an object", for: "a seed file", found: node, .root, hint: "a seed file looks like {\"model\": \"NAME\", \"fields\": {...}}"
            )
            return nil
        }
        var modelName: (name: String, location: SourceLocation)?
        var model: Model?
        var seedCount: Int?
        var locale: String?
        var today: SourceText?
        var context: JSONNode?
        var empty: (probability: Double, location: SourceLocation)?
        var drafts: (probability: Double, location: SourceLocation)?
        var letNode: JSONMember?
        var fieldsNode: JSONMember?
        for member in members {
            let path = JSONPath.root.appending(member.key)
            let value = member.value
            switch member.key {
            case "$schema":
                _ = text(value, for: "'$schema'", path)
            case "model":
                guard let text = text(value, for: "'model'", path) else { continue }
                modelName = (text.text, value.location)
                model = models[text.text]
                // A model whose file did not load has its errors reported there.
                if model == nil, !unloadedModels.contains(text.text) {
                    error("unknown model \(Quoted.single(text.text))", at: value.location, path, hint: modelHint(for: text.text))
                }
            case "count":
                seedCount = wholeInt(value, for: "'count'", path, in: 1...SeedLoader.maxCount)
            case "locale":
                locale = text(value, for: "'locale'", path, hint: "write a locale such as \"en\" or \"ru\"")?.text
                if let name = locale, FakeLocale(rawValue: name) == nil {
                    error("unknown locale \(Quoted.single(name))", at: value.location, path, hint: FakeLocale.hint(for: name))
                }
            case "today":
                today = parseToday(value, path)
            case "context":
                if value.members != nil {
                    context = value
                } else {
                    expected("an object", for: "'context'", found: value, path, hint: "write \"context\": {\"channel\": \"agent\"}")
                }
            case "empty":
                empty = probability(value, for: "'empty'", path).map { ($0, member.keyLocation) }
            case "drafts":
                drafts = probability(value, for: "'drafts'", path).map { ($0, member.keyLocation) }
            case "let":
                letNode = member
            case "fields":
                fieldsNode = member
            default:
                error(
                    "unknown key \(Quoted.single(member.key)) in a seed file", at: member.keyLocation, path,
                    hint: Suggestions.hint(for: member.key, in: SeedLoader.topLevelKeys)
                        ?? "the keys are \(SeedParser.list(SeedLoader.topLevelKeys))")
            }
        }
        if modelName == nil, node["model"] == nil {
            error(
                "the seed file does not name its model", at: node.location, .root,
                hint: "add \"model\": \"NAME\"; \(modelHint(for: ""))")
        }
        let lets = letNode.map { parseLets($0, model: model) } ?? []
        var entries: [SeedEntry] = []
        if let fieldsNode, let model {
            let path = JSONPath.root.appending("fields")
            if fieldsNode.value.members != nil {
                let scope = FieldScope(children: model.items, prefix: [], name: "model \(Quoted.single(model.name))")
                var mapped = MappedFields()
                parseMapping(fieldsNode.value, scope: scope, path, mapped: &mapped, into: &entries)
            } else {
                expected(
                    "an object", for: "'fields'", found: fieldsNode.value, path,
                    hint: "write \"fields\": {\"fieldKey\": ...}")
            }
        }
        guard let model, let modelName else { return nil }
        var seed = SeedFile(name: name, file: file, model: model.name, modelLocation: modelName.location)
        seed.count = seedCount
        seed.locale = locale
        seed.today = today
        seed.context = context
        seed.empty = empty
        seed.drafts = drafts
        seed.lets = lets
        seed.entries = entries
        return seed
    }

    /// `YYYY-MM-DD`, a real calendar day.
    private mutating func parseToday(_ node: JSONNode, _ path: JSONPath) -> SourceText? {
        guard let today = text(node, for: "'today'", path, hint: "write a date such as \"2026-01-01\"") else { return nil }
        guard SeedParser.isCalendarDate(today.text) else {
            error(
                "'today' must be a date YYYY-MM-DD, found \"\(today.text)\"", at: node.location, path,
                hint: "write a date such as \"2026-01-01\"")
            return nil
        }
        return today
    }

    /// Whether `text` is `YYYY-MM-DD` naming a day that exists (leap years included).
    static func isCalendarDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard bytes[i].isASCIIDigit else { return nil }
                value = value * 10 + Int(bytes[i] - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month) else {
            return false
        }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day >= 1 && day <= days[month - 1]
    }
}
