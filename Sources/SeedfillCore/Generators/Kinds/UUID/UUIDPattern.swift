/// Recognises a `pattern` that describes UUIDs, so that a field with it gets the `uuid`
/// generator by default — and so can serve as a record's key for `ref` with `"embed": false`.
enum UUIDPattern {
    /// Whether every version 4 UUID `uuid` writes matches `pattern`, and nothing longer or
    /// shorter does: its length is exactly 36 and a fixed sample of UUIDs all match.
    static func describesUUIDs(_ pattern: RegexPattern) -> Bool {
        guard !pattern.hasLookahead, pattern.minLength == 36, pattern.maxLength == 36 else { return false }
        var rng = SplitMix64(seed: 0x5EED_F111)
        for _ in 0..<32 where !pattern.matches(Sampling.uuid(rng: &rng)) {
            return false
        }
        return true
    }
}
