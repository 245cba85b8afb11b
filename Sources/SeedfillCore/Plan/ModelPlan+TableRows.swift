/// The keys of the streams that draw each table's shared row (``TableRows``, in `Fill/`).
extension ModelPlan {
    /// The stream key of a table's shared row, from its name; planned once per table.
    static func rowKey(tableName: String) -> UInt64 {
        StableHash.hash("table:" + tableName)
    }
}
