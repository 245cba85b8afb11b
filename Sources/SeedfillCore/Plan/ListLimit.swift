/// How large a list may grow, read by the plan builder, `check` and the filler alike.
enum ListLimit {
    /// The most items one list (or files one attachment field) may hold in a record: `check`
    /// refuses larger `minItems`, `maxItems` and fixed counts, and a count computed per record
    /// above it stops the run.
    static let maxItems = 100_000
}
