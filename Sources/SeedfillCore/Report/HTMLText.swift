/// Text made safe for HTML and SVG: the page never holds markup that came from a model, a seed
/// or a value unescaped.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// `text` cut to `limit` characters, with an ellipsis when cut.
    static func short(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// A whole number with a comma every three digits (`12,345`).
    static func count(_ value: Int) -> String { CountText.grouped(UInt64(max(0, value))) }

    /// `part` of `whole` as a percentage with one decimal (`0 %` for an empty whole).
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0 %" }
        let tenths = (part * 1000 + whole / 2) / whole
        return "\(tenths / 10).\(tenths % 10) %"
    }
}
