/// Input text and values quoted in messages, cut to ``limit`` characters with the full length
/// given, so that a 10 MB value makes a message of one line and not one of 10 MB:
/// `'aaaa…' (10,000,000 characters)`, `"aaaa…" (10,000,000 characters)`.
///
/// Every message that repeats what the user wrote (a key, a name, an expression, a pattern)
/// or a value (``Value/quoted``) goes through here.
enum Quoted {
    /// The most characters of a text shown in a message.
    static let limit = 200

    /// `'text'`, or its first ``limit`` characters in quotes followed by `…` and the length.
    static func single<T>(_ value: T) -> String {
        let text = value as? String ?? String(describing: value)
        guard let (shown, count) = cut(text) else { return "'" + text + "'" }
        return "'\(shown)…' (\(CountText.grouped(UInt64(count))) characters)"
    }

    /// `text` unchanged when it has at most ``limit`` characters; else its first ``limit``
    /// characters and its length in characters.
    static func cut(_ text: String) -> (shown: Substring, count: Int)? {
        // At most `limit` bytes is at most `limit` characters: no need to count them.
        guard text.utf8.count > limit else { return nil }
        let count = text.count
        guard count > limit else { return nil }
        return (text.prefix(limit), count)
    }
}

extension Value {
    /// The value as JSON for a message (``jsonText``), cut by ``Quoted`` when it is long: a
    /// string keeps its quotes, `"aaaa…" (10,000,000 characters)`.
    var quoted: String {
        if case .string(let text) = self {
            guard let (shown, count) = Quoted.cut(text) else { return jsonText }
            let head = Value.string(String(shown)).jsonText.dropLast()
            return "\(head)…\" (\(CountText.grouped(UInt64(count))) characters)"
        }
        let text = jsonText
        guard let (shown, count) = Quoted.cut(text) else { return text }
        return "\(shown)… (\(CountText.grouped(UInt64(count))) characters of JSON)"
    }
}
