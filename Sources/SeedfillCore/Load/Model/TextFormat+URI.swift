/// RFC 3986 URIs with a scheme (`URI` of §3, not a relative reference): what `"format": "uri"`
/// accepts. ASCII only (an IRI's other characters must be percent-encoded).
extension TextFormat {
    /// `scheme ":" hier-part [ "?" query ] [ "#" fragment ]`.
    static func isURI(_ b: [UInt8]) -> Bool {
        guard let colon = b.firstIndex(of: UInt8(ascii: ":")), colon > 0, isAlpha(b[0]),
            b[1..<colon].allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return false }
        var rest = b[(colon + 1)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard isRun(rest[(hash + 1)...], allowing: "/?") else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard isRun(rest[(question + 1)...], allowing: "/?") else { return false }
            rest = rest[..<question]
        }
        guard rest.starts(with: "//".utf8) else { return isRun(rest, allowing: "/") }
        let afterSlashes = rest.dropFirst(2)
        let pathStart = afterSlashes.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
        return isAuthority(afterSlashes[..<pathStart]) && isRun(afterSlashes[pathStart...], allowing: "/")
    }

    /// `[ userinfo "@" ] host [ ":" port ]`, host a bracketed IPv6 address or a `reg-name`
    /// (which an IPv4 address also is).
    private static func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
        var hostAndPort = authority
        if let at = authority.firstIndex(of: UInt8(ascii: "@")) {
            guard isRun(authority[..<at], allowing: ":", pathCharacters: false) else { return false }
            hostAndPort = authority[(at + 1)...]
        }
        var port = hostAndPort[hostAndPort.endIndex...]
        var host = hostAndPort
        if hostAndPort.first == UInt8(ascii: "[") {
            guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")), isIPv6(hostAndPort[(hostAndPort.startIndex + 1)..<close])
            else { return false }
            host = hostAndPort[hostAndPort.startIndex..<(close + 1)]
            let after = hostAndPort[(close + 1)...]
            guard after.isEmpty || after.first == UInt8(ascii: ":") else { return false }
            port = after.dropFirst()
        } else {
            if let colon = hostAndPort.lastIndex(of: UInt8(ascii: ":")) {
                host = hostAndPort[..<colon]
                port = hostAndPort[(colon + 1)...]
            }
            guard isRun(host, allowing: "", pathCharacters: false) else { return false }
        }
        return port.allSatisfy(isDigit)
    }

    /// Whether `run` is unreserved characters, percent-escapes, sub-delimiters and `extra`;
    /// with `pathCharacters`, `:` and `@` too (RFC 3986 `pchar`).
    private static func isRun(_ run: ArraySlice<UInt8>, allowing extra: String, pathCharacters: Bool = true) -> Bool {
        var i = run.startIndex
        while i < run.endIndex {
            let byte = run[i]
            if byte == UInt8(ascii: "%") {
                guard i + 2 < run.endIndex, isHex(run[i + 1]), isHex(run[i + 2]) else { return false }
                i += 3
                continue
            }
            let allowed =
                isAlphanumeric(byte) || "-._~!$&'()*+,;=".utf8.contains(byte) || extra.utf8.contains(byte)
                || (pathCharacters && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")))
            guard allowed else { return false }
            i += 1
        }
        return true
    }
}
