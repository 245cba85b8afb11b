/// Drawing a value of each ``TextFormat`` from a field's stream: what an unmapped text field
/// with a `format` gets. E-mail addresses, URIs, host names and IPv4 addresses come from the
/// `fake` providers (``Internet``), UUIDs from the `uuid` kind; the rest are drawn here.
extension TextFormat {
    /// One value of the format.
    func generate(rng: inout SplitMix64) -> String {
        switch self {
        case .email: return Internet.email(.en, rng.chance(50) ? .female : .male, rng: &rng)
        case .uri: return Internet.url(.en, rng: &rng)
        case .uuid: return Sampling.uuid(rng: &rng)
        case .date: return Self.date(rng: &rng)
        case .time: return Self.time(rng: &rng)
        case .dateTime: return Self.date(rng: &rng) + "T" + Self.time(rng: &rng)
        case .hostname: return (rng.chance(40) ? "www." : "") + Internet.domain(.en, rng: &rng)
        case .ipv4: return Internet.ipv4(rng: &rng)
        case .ipv6: return Self.ipv6(rng: &rng)
        }
    }

    /// A day from 1970-01-01 to 2037-12-31 (inclusive).
    private static func date(rng: inout SplitMix64) -> String {
        LocalDate(daysSinceEpoch: Int32(rng.below(24_837))).iso
    }

    /// `HH:MM:SS`, now and then with milliseconds, then `Z` or an offset of whole quarter hours.
    private static func time(rng: inout SplitMix64) -> String {
        let seconds = Int(rng.below(86_400))
        var text = pad(seconds / 3600) + ":" + pad(seconds / 60 % 60) + ":" + pad(seconds % 60)
        if rng.chance(25) { text += "." + String(1000 + Int(rng.below(1000))).dropFirst() }
        if rng.chance(50) { return text + "Z" }
        let quarters = Int(rng.below(105)) - 48  // -12:00 … +14:00
        return text + (quarters < 0 ? "-" : "+") + pad(abs(quarters) / 4) + ":" + pad(abs(quarters) % 4 * 15)
    }

    /// Two digits.
    private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Eight groups in lower case, some of them zero, the longest run of two or more zero
    /// groups written `::` (RFC 5952's canonical form).
    private static func ipv6(rng: inout SplitMix64) -> String {
        let groups: [UInt16] = (0..<8).map { _ in rng.chance(30) ? 0 : UInt16(truncatingIfNeeded: rng.next()) }
        var best = (start: 0, length: 0)
        var run = (start: 0, length: 0)
        for (i, group) in groups.enumerated() {
            run = group == 0 ? (run.length == 0 ? (i, 1) : (run.start, run.length + 1)) : (0, 0)
            if run.length > best.length { best = run }
        }
        let hex = groups.map { String($0, radix: 16) }
        guard best.length >= 2 else { return hex.joined(separator: ":") }
        let head = hex[..<best.start].joined(separator: ":")
        let tail = hex[(best.start + best.length)...].joined(separator: ":")
        return head + "::" + tail
    }
}
