/// A model's `definitions` while the model is read: reusable fields without a key, each resolved
/// once (its own `use` expanded) so that a field that uses one can be read as a plain field.
///
/// Expansion happens entirely at load time: every later stage sees plain fields. The members a
/// use takes from its definition keep their locations in the definition's text, and the ones it
/// overrides keep theirs in the use, so diagnostics point at the text that matters.
struct DefinitionTable {
    /// Each definition as written (its name's member in `definitions`), by name.
    var sources: [String: JSONMember] = [:]
    /// The names in file order.
    var names: [String] = []
    /// Definitions with their own `use` expanded, without `use` and `key`.
    var resolved: [String: JSONNode] = [:]
    /// Definitions that cannot be used (a cycle, an unknown `use`, no type): already reported,
    /// so their uses report nothing more.
    var broken: Set<String> = []
    /// Diagnostics already reported from definition text, so two uses of one definition do not
    /// report one problem of its text twice.
    var reported: Set<String> = []

    /// `diagnostics` without those that repeat an earlier one's message at the same place (the
    /// same text of a definition, reached through two uses).
    static func unrepeated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return diagnostics.filter { diagnostic in
            diagnostic.location == nil || seen.insert(reportKey(diagnostic)).inserted
        }
    }

    /// The key under which `diagnostic` counts as "already reported".
    static func reportKey(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location?.description ?? "")|\(diagnostic.message)"
    }

    /// A definition's members merged with a use's: the use's members replace the definition's
    /// of the same key (`use` itself is dropped), and the merged object sits where the use is.
    static func merge(_ definition: JSONNode, with use: JSONNode) -> JSONNode {
        let overrides = (use.members ?? []).filter { $0.key != "use" }
        let overridden = Set(overrides.map(\.key))
        let kept = (definition.members ?? []).filter { !overridden.contains($0.key) }
        return JSONNode(.object(kept + overrides), at: use.location)
    }

    /// `node` without the members a resolved definition never has (`use`, `key`).
    static func stripped(_ node: JSONNode) -> JSONNode {
        let members = (node.members ?? []).filter { $0.key != "use" && $0.key != "key" }
        return JSONNode(.object(members), at: node.location)
    }
}
