/// The strict checks of each ``TextFormat``, on the text's UTF-8 bytes (every format is ASCII:
/// any other byte fails). What each accepts is listed in the README ("Text formats").
extension TextFormat {
    /// RFC 3339 `full-date`: `YYYY-MM-DD`, a day that exists in its month (leap years counted).
    static func isFullDate(_ s: ArraySlice<UInt8>) -> Bool {
        let b = Array(s)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            let year = digits(b[0..<4]), let month = digits(b[5..<7]), let day = digits(b[8..<10]),
            (1...12).contains(month), day >= 1
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// RFC 3339 `full-time`: `HH:MM:SS`, an optional fraction `.d+`, then `Z` or `±HH:MM`.
    /// A second of 60 (a leap second) only at 23:59 UTC.
    static func isFullTime(_ s: ArraySlice<UInt8>) -> Bool {
        let b = Array(s)
        guard b.count >= 9, b[2] == UInt8(ascii: ":"), b[5] == UInt8(ascii: ":"),
            let hour = digits(b[0..<2]), let minute = digits(b[3..<5]), let second = digits(b[6..<8]),
            hour <= 23, minute <= 59, second <= 60
        else { return false }
        var i = 8
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, isDigit(b[i]) { i += 1 }
            guard i > start, i < b.count else { return false }
        }
        var offset = 0
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
            guard i + 1 == b.count else { return false }
        } else {
            guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), b.count - i == 6, b[i + 3] == UInt8(ascii: ":"),
                let offsetHour = digits(b[(i + 1)..<(i + 3)]), let offsetMinute = digits(b[(i + 4)..<(i + 6)]),
                offsetHour <= 23, offsetMinute <= 59
            else { return false }
            offset = (offsetHour * 60 + offsetMinute) * (b[i] == UInt8(ascii: "+") ? 1 : -1)
        }
        guard second == 60 else { return true }
        let utc = ((hour * 60 + minute - offset) % 1440 + 1440) % 1440
        return utc == 23 * 60 + 59
    }

    /// RFC 3339 `date-time`: a full-date, `T` (or `t`), a full-time.
    static func isDateTime(_ b: [UInt8]) -> Bool {
        guard b.count > 11, b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t") else { return false }
        return isFullDate(b[0..<10]) && isFullTime(b[11...])
    }

    /// RFC 4122's text form: 8-4-4-4-12 hexadecimal digits, either case (any version).
    static func isUUID(_ b: [UInt8]) -> Bool {
        guard b.count == 36 else { return false }
        for (i, byte) in b.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isHex(byte) {
                return false
            }
        }
        return true
    }

    /// RFC 1123 host name: labels of 1 to 63 letters, digits and `-`, neither first nor last
    /// a `-`, joined by dots; at most 253 characters, not counting one final dot (if allowed).
    static func isHostname(_ s: ArraySlice<UInt8>, allowsFinalDot: Bool) -> Bool {
        var name = s
        if allowsFinalDot, name.count > 1, name.last == UInt8(ascii: ".") { name = name.dropLast() }
        guard !name.isEmpty, name.count <= 253 else { return false }
        for label in name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-"),
                label.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") })
            else { return false }
        }
        return true
    }

    /// `local@domain`: a dot-atom local part of at most 64 characters (RFC 5322 `atext` runs
    /// joined by single dots) and a host name of at least two labels, no final dot.
    static func isEmail(_ b: [UInt8]) -> Bool {
        guard b.count <= 254, let at = b.firstIndex(of: UInt8(ascii: "@")) else { return false }
        let local = b[..<at]
        let domain = b[(at + 1)...]
        guard (1...64).contains(local.count),
            local.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy({
                !$0.isEmpty && $0.allSatisfy(isAtext)
            }),
            domain.contains(UInt8(ascii: "."))
        else { return false }
        return isHostname(domain, allowsFinalDot: false)
    }

    /// Dotted-quad IPv4: four decimal numbers 0 to 255, no leading zeros (`0` itself is fine).
    static func isIPv4(_ s: ArraySlice<UInt8>) -> Bool {
        let parts = s.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                guard (1...3).contains(part.count), let value = digits(part) else { return false }
                return value <= 255 && (part.count == 1 || part.first != UInt8(ascii: "0"))
            }
    }

    /// RFC 4291 IPv6: eight groups of 1 to 4 hexadecimal digits joined by `:`; one `::` may
    /// stand for one or more groups of zeros; the last two groups may be written as an IPv4
    /// address. No zone (`%eth0`), no brackets.
    static func isIPv6(_ s: ArraySlice<UInt8>) -> Bool {
        let b = Array(s)
        var double: Int?
        for i in 0..<max(0, b.count - 1) where b[i] == UInt8(ascii: ":") && b[i + 1] == UInt8(ascii: ":") {
            guard double == nil else { return false }
            double = i
        }
        guard let double else { return groupCount(b[...], endsAddress: true) == 8 }
        let head = b[..<double]
        let tail = b[(double + 2)...]
        let headGroups = head.isEmpty ? 0 : groupCount(head, endsAddress: false)
        let tailGroups = tail.isEmpty ? 0 : groupCount(tail, endsAddress: true)
        guard let headGroups, let tailGroups else { return false }
        return headGroups + tailGroups <= 7
    }

    /// How many 16-bit groups `part` (groups joined by single colons) holds, an IPv4 address
    /// at its end counting two when `endsAddress`; `nil` when it is not such a run of groups.
    private static func groupCount(_ part: ArraySlice<UInt8>, endsAddress: Bool) -> Int? {
        let groups = part.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        var count = 0
        for (index, group) in groups.enumerated() {
            if endsAddress, index == groups.count - 1, group.contains(UInt8(ascii: ".")) {
                guard isIPv4(group) else { return nil }
                count += 2
            } else {
                guard (1...4).contains(group.count), group.allSatisfy(isHex) else { return nil }
                count += 1
            }
        }
        return count
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    static func isAlpha(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }

    static func isAlphanumeric(_ byte: UInt8) -> Bool { isAlpha(byte) || isDigit(byte) }

    /// RFC 5322 `atext`: letters, digits and ``! # $ % & ' * + - / = ? ^ _ ` { | } ~``.
    static func isAtext(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
    }

    /// The decimal value of `bytes`, all digits (at most 9 of them), else `nil`.
    static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
        var value = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
