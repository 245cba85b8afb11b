/// A bound as written: `min`, `max`, a generator's `from`/`to`. Interpreted when planning
/// (a number, an ISO date/date-time/time, or an expression).
public struct BoundSource: Sendable, Hashable {
    /// The JSON value (a number or a string).
    public var node: JSONNode
    /// The JSON path of the bound.
    public var path: String

    /// Creates a bound source.
    public init(node: JSONNode, path: String) {
        self.node = node
        self.path = path
    }
}
