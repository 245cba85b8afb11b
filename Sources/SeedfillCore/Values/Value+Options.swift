/// Whether a value is one of the options a choice offers, as drawing, planning and validation
/// compare it.
extension Value {
    /// Whether `value` is among `options`: by exact bytes first (fast, and what almost every
    /// drawn value is), else by `==`, which also accepts canonically equivalent text.
    static func offers(_ options: [Value], _ value: Value) -> Bool {
        isOffered(value, in: options) || options.contains(value)
    }

    /// Whether `value` is one of `options`, compared exactly (``Value/isExactly(_:)``); a text's
    /// bytes are fetched once, not once for each option it is compared with.
    static func isOffered(_ value: Value, in options: [Value]) -> Bool {
        guard case .string(var text) = value else { return options.contains { $0.isExactly(value) } }
        return text.withUTF8 { bytes in
            for case .string(var option) in options where option.utf8.count == bytes.count {
                if option.withUTF8({ Value.sameBytes($0, bytes) }) { return true }
            }
            return false
        }
    }
}
