/// A `geopoint` value as ODK writes it: one string of four decimal numbers, `"lat lon alt
/// accuracy"` (`"51.5074 -0.1278 11.0 5.0"`), separated by single spaces.
enum GeoPoint {
    /// What is wrong with `text` as a geopoint within `bounds`: its rule (`type` for a string
    /// that is not four numbers, `bounds` for a number outside its range) and message; `nil`
    /// when it is a valid geopoint.
    static func violation(_ text: String, bounds: GeoBounds) -> (rule: String, message: String)? {
        let parts = text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return malformed(text) }
        var numbers: [Double] = []
        for part in parts {
            guard isDecimal(part), let number = Double(String(decoding: part, as: UTF8.self)) else { return malformed(text) }
            numbers.append(number)
        }
        for part in GeoBounds.Part.allCases where !bounds[part].contains(numbers[part.rawValue]) {
            let range = bounds[part]
            let written = String(decoding: parts[part.rawValue], as: UTF8.self)
            return (
                "bounds",
                "the \(part.name) \(written) of \(Value.string(text).quoted) is outside \(GeoBounds.text(range.lowerBound)) to \(GeoBounds.text(range.upperBound))"
            )
        }
        return nil
    }

    /// The message for a string that is not four numbers.
    private static func malformed(_ text: String) -> (rule: String, message: String) {
        ("type", "expected a geopoint \"lat lon alt accuracy\" (four numbers separated by spaces), found \(Value.string(text).quoted)")
    }

    /// `-?[0-9]+(\.[0-9]+)?`: how ODK writes each number (no exponent, no `+`).
    private static func isDecimal(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var rest = bytes[...]
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let whole = rest.prefix(while: TextFormat.isDigit)
        guard !whole.isEmpty else { return false }
        rest = rest.dropFirst(whole.count)
        guard let point = rest.first else { return true }
        guard point == UInt8(ascii: "."), rest.count > 1 else { return false }
        return rest.dropFirst().allSatisfy(TextFormat.isDigit)
    }

    /// A geopoint drawn within `bounds`: each number uniform at its part's scale, within its
    /// range (`nil` when no number of that scale lies in a range; the loader reports that).
    static func generate(within bounds: GeoBounds, rng: inout SplitMix64) -> String? {
        var texts: [String] = []
        for part in GeoBounds.Part.allCases {
            guard let scaled = scaledRange(bounds[part], scale: part.scale) else { return nil }
            let n = scaled.lowerBound + Int64(rng.below(UInt64(scaled.upperBound - scaled.lowerBound) + 1))
            texts.append(decimal(n, scale: part.scale))
        }
        return texts.joined(separator: " ")
    }

    /// The whole numbers `n` for which `n / 10^scale` lies in `range`, if any.
    static func scaledRange(_ range: ClosedRange<Double>, scale: Int) -> ClosedRange<Int64>? {
        var factor = 1.0
        for _ in 0..<scale { factor *= 10 }
        let low = Int64((range.lowerBound * factor).rounded(.up))
        let high = Int64((range.upperBound * factor).rounded(.down))
        return low <= high ? low...high : nil
    }

    /// `n / 10^scale` written with exactly `scale` digits after the point.
    static func decimal(_ n: Int64, scale: Int) -> String {
        let digits = String(n.magnitude)
        let padded = String(repeating: "0", count: Swift.max(0, scale + 1 - digits.count)) + digits
        let cut = padded.index(padded.endIndex, offsetBy: -scale)
        return (n < 0 ? "-" : "") + padded[..<cut] + "." + padded[cut...]
    }
}
