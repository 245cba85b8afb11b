/// A bound as written: `min`, `max`, a generator's `from`/`to`. Interpreted when planning
/// (a number, an ISO date/date-time/time, or an expression).
struct BoundSource: Sendable, Hashable {
    /// The JSON value (a number or a string).
    var node: JSONNode
    /// The JSON path of the bound.
    var path: String

    /// Creates a bound source.
    init(node: JSONNode, path: String) {
        self.node = node
        self.path = path
    }
}
