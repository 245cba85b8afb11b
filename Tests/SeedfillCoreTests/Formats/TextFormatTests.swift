import Foundation
import Testing

@testable import SeedfillCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text formats and geopoints (issue 17, item 11): every drawn value is accepted by a checker
/// written here, independently of the product's (Foundation's parsers, the C library's
/// `inet_pton`, regular expressions), and the product's checks accept and reject hand-labelled
/// edge cases.
// Issue 17, item 11.
@Suite struct TextFormatTests {
    /// An independent check of `format`.
    static func independentlyValid(_ text: String, _ format: TextFormat) -> Bool {
        switch format {
        case .email:
            let atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
            let label = "[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
            return text.utf8.count <= 254 && text.split(separator: "@")[0].count <= 64
                && matches(text, "^\(atom)(\\.\(atom))*@(\(label)\\.)+\(label)$")
        case .uri:
            return matches(text, "^[A-Za-z][A-Za-z0-9+.-]*:") && URLComponents(string: text)?.scheme != nil
        case .uuid:
            return text.utf8.count == 36 && UUID(uuidString: text) != nil
        case .date:
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withFullDate]
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.date(from: text).map { formatter.string(from: $0) == text } ?? false
        case .dateTime:
            let plain = ISO8601DateFormatter()
            let fractional = ISO8601DateFormatter()
            fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return matches(text, "^\\d{4}-\\d{2}-\\d{2}T") && (plain.date(from: text) != nil || fractional.date(from: text) != nil)
        case .time:
            return matches(text, "^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]+)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$")
        case .hostname:
            let label = "[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
            return text.utf8.count <= 253 && matches(text, "^\(label)(\\.\(label))*$")
        case .ipv4:
            var address = in_addr()
            return inet_pton(AF_INET, text, &address) == 1
        case .ipv6:
            var address = in6_addr()
            return inet_pton(AF_INET6, text, &address) == 1
        }
    }

    static func matches(_ text: String, _ pattern: String) -> Bool {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test(arguments: TextFormat.allCases)
    func drawnValuesAreValid(_ format: TextFormat) {
        var rng = SplitMix64(seed: 0x5EED_F0E7 &+ UInt64(format.rawValue.utf8.count))
        var distinct: Set<String> = []
        for _ in 0..<2000 {
            let value = format.generate(rng: &rng)
            #expect(Self.independentlyValid(value, format), "\(format.rawValue): \(value)")
            #expect(format.accepts(value), "\(format.rawValue): \(value)")
            distinct.insert(value)
        }
        #expect(distinct.count > 1000, "\(format.rawValue): only \(distinct.count) distinct values")
    }

    @Test func drawsAreDeterministic() {
        for format in TextFormat.allCases {
            var a = SplitMix64(seed: 7)
            var b = SplitMix64(seed: 7)
            #expect((0..<50).map { _ in format.generate(rng: &a) } == (0..<50).map { _ in format.generate(rng: &b) })
        }
    }

    /// Hand-labelled values: (format, text, valid).
    static let labelled: [(TextFormat, String, Bool)] = [
        (.email, "ann.lee+tag@mail.example.com", true), (.email, "o'brien@example.co", true),
        (.email, "ann@example", false), (.email, ".ann@example.com", false), (.email, "ann..lee@example.com", false),
        (.email, "ann lee@example.com", false), (.email, "ann@-example.com", false), (.email, "\"ann\"@example.com", false),
        (.uri, "https://example.com/a?b=c#d", true), (.uri, "mailto:ann@example.com", true), (.uri, "urn:isbn:0451450523", true),
        (.uri, "http://[::1]:8080/", true), (.uri, "file:///etc/hosts", true), (.uri, "https://example.com/%7Eann", true),
        (.uri, "www.example.com", false), (.uri, "/relative/path", false), (.uri, "http://exa mple.com", false),
        (.uri, "http://example.com/%zz", false), (.uri, "1http://example.com", false), (.uri, "http://[::1/", false),
        (.uri, "https://example.com/é", false),
        (.uuid, "123e4567-e89b-12d3-a456-426614174000", true), (.uuid, "123E4567-E89B-12D3-A456-426614174000", true),
        (.uuid, "00000000-0000-0000-0000-000000000000", true), (.uuid, "123e4567e89b12d3a456426614174000", false),
        (.uuid, "{123e4567-e89b-12d3-a456-426614174000}", false), (.uuid, "123e4567-e89b-12d3-a456-42661417400g", false),
        (.date, "2024-02-29", true), (.date, "2023-02-29", false), (.date, "1900-02-29", false), (.date, "2000-02-29", true),
        (.date, "2024-13-01", false), (.date, "2024-04-31", false), (.date, "2024-1-01", false), (.date, "20240101", false),
        (.dateTime, "2024-01-31T10:00:00Z", true), (.dateTime, "2024-01-31t10:00:00.123z", true),
        (.dateTime, "2024-01-31T10:00:00+05:30", true), (.dateTime, "2016-12-31T23:59:60Z", true),
        (.dateTime, "2016-12-31T22:59:60-01:00", true), (.dateTime, "2016-12-31T23:58:60Z", false),
        (.dateTime, "2024-01-31 10:00:00Z", false), (.dateTime, "2024-01-31T10:00:00", false), (.dateTime, "2024-01-31T10:00Z", false),
        (.dateTime, "2024-01-31T10:00:00.Z", false), (.dateTime, "2024-02-30T10:00:00Z", false),
        (.time, "10:00:00Z", true), (.time, "23:59:59.999+14:00", true), (.time, "24:00:00Z", false), (.time, "10:00:00", false),
        (.time, "10:60:00Z", false), (.time, "10:00:00+24:00", false), (.time, "10:00Z", false),
        (.hostname, "example.com", true), (.hostname, "localhost", true), (.hostname, "example.com.", true),
        (.hostname, "xn--bcher-kva.example", true), (.hostname, "-example.com", false), (.hostname, "example-.com", false),
        (.hostname, "exa_mple.com", false), (.hostname, "example..com", false), (.hostname, "", false), (.hostname, ".", false),
        (.hostname, String(repeating: "a", count: 64) + ".com", false), (.hostname, String(repeating: "a", count: 63) + ".com", true),
        (.ipv4, "0.0.0.0", true), (.ipv4, "255.255.255.255", true), (.ipv4, "192.168.1.1", true), (.ipv4, "256.1.1.1", false),
        (.ipv4, "10.0.0.01", false), (.ipv4, "10.0.0", false), (.ipv4, "10.0.0.1.", false), (.ipv4, "1.2.3.4.5", false),
        (.ipv6, "::", true), (.ipv6, "::1", true), (.ipv6, "1::", true), (.ipv6, "2001:db8::8a2e:370:7334", true),
        (.ipv6, "2001:0db8:0000:0000:0000:ff00:0042:8329", true), (.ipv6, "::ffff:192.0.2.1", true), (.ipv6, "1:2:3:4:5:6:7::", true),
        (.ipv6, "1:2:3:4:5:6:1.2.3.4", true), (.ipv6, "1::2::3", false), (.ipv6, "1:2:3:4:5:6:7:8:9", false),
        (.ipv6, "1:2:3:4:5:6:7", false), (.ipv6, "12345::", false), (.ipv6, ":1::", false), (.ipv6, "1:2:3:4:5:6:7:8::", false),
        (.ipv6, "::1.2.3.04", false), (.ipv6, "fe80::1%eth0", false), (.ipv6, "1.2.3.4::", false), (.ipv6, "::g", false),
    ]

    @Test func productChecksAgreeWithTheLabels() {
        for (format, text, valid) in Self.labelled {
            #expect(format.accepts(text) == valid, "\(format.rawValue) \(text): expected \(valid ? "valid" : "invalid")")
        }
    }

    @Test func geopointDrawsStayWithinTheirBounds() {
        var bounds = GeoBounds()
        bounds[.latitude] = 51.28...51.69
        bounds[.longitude] = -0.51...0.33
        bounds[.altitude] = 0...250
        bounds[.accuracy] = 1...20
        for tested in [GeoBounds.standard, bounds] {
            var rng = SplitMix64(seed: 42)
            for _ in 0..<2000 {
                let text = GeoPoint.generate(within: tested, rng: &rng) ?? ""
                // Independently: four space-separated decimals, each within its range.
                #expect(Self.matches(text, "^-?[0-9]+\\.[0-9]{6} -?[0-9]+\\.[0-9]{6} -?[0-9]+\\.[0-9] [0-9]+\\.[0-9]$"), "\(text)")
                let numbers = text.split(separator: " ").compactMap { Double($0) }
                #expect(numbers.count == 4)
                for (number, range) in zip(numbers, tested.ranges) { #expect(range.contains(number), "\(text)") }
                #expect(GeoPoint.violation(text, bounds: tested) == nil)
            }
        }
    }

    @Test func geopointChecksRejectMalformedAndOutOfBounds() {
        let standard = GeoBounds.standard
        for bad in [
            "", "1 2 3", "1 2 3 4 5", "1  2 3 4", " 1 2 3 4", "1 2 3 4 ", "1,5 2 3 4", "1e1 2 3 4", "+1 2 3 4", "1. 2 3 4", ".5 2 3 4",
            "a b c d",
        ] {
            #expect(GeoPoint.violation(bad, bounds: standard)?.rule == "type", "\(bad)")
        }
        #expect(
            GeoPoint.violation("90.000001 0 0 0", bounds: standard)?.message
                == "the latitude 90.000001 of \"90.000001 0 0 0\" is outside -90 to 90")
        #expect(GeoPoint.violation("0 -180.5 0 0", bounds: standard)?.rule == "bounds")
        #expect(GeoPoint.violation("0 0 -1 0", bounds: standard)?.rule == "bounds")
        #expect(GeoPoint.violation("0 0 0 -0.1", bounds: standard)?.rule == "bounds")
        #expect(GeoPoint.violation("-90 180 9000 100", bounds: standard) == nil)
        #expect(GeoPoint.violation("51.5074 -0.1278 11.0 5.0", bounds: standard) == nil)
    }
}
