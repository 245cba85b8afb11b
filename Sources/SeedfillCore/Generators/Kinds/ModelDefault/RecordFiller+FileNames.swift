/// The model's default for an attachment written as a plain file name (`"as": "fileName"`):
/// `signature-3f2a.png`, the field's key, four hexadecimal digits of its stream, and the
/// extension of a type from `accept`.
extension RecordFiller {
    /// A file name, or an array of them when `maxItems` is above 1 (as many as files would be).
    static func fileNames(_ c: CompiledConstraints, key: String, rng: inout SplitMix64) -> Value {
        let types = c.accept?.isEmpty == false ? c.accept! : ["image/jpeg"]
        func name() -> Value {
            let mime = types[Int(rng.below(UInt64(types.count)))]
            let hex = String(0x10000 + Int(rng.below(0x10000)), radix: 16).dropFirst()
            return .string("\(key)-\(hex).\(FileNameTypes.extension(for: mime))")
        }
        let maxItems = c.maxItems ?? 1
        guard maxItems > 1 else { return name() }
        let low = Swift.max(c.minItems ?? 1, 0)
        let count = low + Int(rng.below(UInt64(Swift.max(0, maxItems - low) + 1)))
        return .array((0..<count).map { _ in name() })
    }
}

extension FieldCheck {
    /// What is wrong with `value` as the file name (or, with `maxItems` above 1, the array of
    /// file names) of an attachment with `"as": "fileName"`.
    static func fileNameViolation(_ value: Value, constraints c: CompiledConstraints) -> FieldViolation? {
        guard (c.maxItems ?? 1) > 1 else { return oneFileNameViolation(value, constraints: c) }
        guard case .array(let names) = value else {
            return FieldViolation(rule: "type", message: "expected an array of file names, found \(value.quoted)")
        }
        if let violation = fileCountViolation(names.count, c) { return violation }
        for name in names {
            if let violation = oneFileNameViolation(name, constraints: c) { return violation }
        }
        return nil
    }

    /// A plain file name: non-empty text without `/`, `\` or control characters, not `.` or
    /// `..`; with `accept`, ending in the extension of an accepted type.
    private static func oneFileNameViolation(_ value: Value, constraints c: CompiledConstraints) -> FieldViolation? {
        guard case .string(let name) = value, !name.isEmpty, name != ".", name != "..",
            !name.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F })
        else {
            return FieldViolation(rule: "type", message: "expected a plain file name such as \"photo-1.jpg\", found \(value.quoted)")
        }
        guard let accept = c.accept, let extensions = FileNameTypes.extensions(accepting: accept) else { return nil }
        let own = name.split(separator: ".", omittingEmptySubsequences: false).last.map { $0.lowercased() } ?? ""
        guard name.contains("."), extensions.contains(own) else {
            return FieldViolation(
                rule: "accept",
                message:
                    "the file name \(value.quoted) does not end in the extension of an accepted type (\(accept.joined(separator: ", ")))")
        }
        return nil
    }
}

/// File extensions of MIME types, for attachments written as file names: a wildcard in
/// `accept` (`image/*`) stands for the usual extensions of its family.
enum FileNameTypes {
    /// Known types and their extensions, the first of each the one drawn.
    private static let known: [(mime: String, extensions: [String])] = [
        ("image/jpeg", ["jpg", "jpeg"]), ("image/png", ["png"]), ("image/gif", ["gif"]), ("image/webp", ["webp"]),
        ("image/heic", ["heic"]), ("image/tiff", ["tif", "tiff"]), ("image/svg+xml", ["svg"]),
        ("application/pdf", ["pdf"]), ("application/zip", ["zip"]), ("application/json", ["json"]),
        ("application/msword", ["doc"]),
        ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", ["docx"]),
        ("text/plain", ["txt"]), ("text/csv", ["csv"]), ("audio/mpeg", ["mp3"]), ("audio/wav", ["wav"]),
        ("video/mp4", ["mp4"]), ("video/quicktime", ["mov"]),
    ]

    /// The extension a file of type `mime` is named with; for a wildcard, its family's first.
    static func `extension`(for mime: String) -> String {
        if let entry = known.first(where: { $0.mime == mime }) { return entry.extensions[0] }
        if mime == "*/*" { return "jpg" }
        if mime.hasSuffix("/*"), let entry = known.first(where: { $0.mime.hasPrefix(mime.dropLast()) }) {
            return entry.extensions[0]
        }
        return RecordFiller.extensionFor(mime)
    }

    /// The extensions (lower case) that `accept` allows; `nil` when it allows any (`*/*`).
    static func extensions(accepting accept: [String]) -> Set<String>? {
        var allowed: Set<String> = []
        for mime in accept {
            if mime == "*/*" { return nil }
            if mime.hasSuffix("/*") {
                for entry in known where entry.mime.hasPrefix(mime.dropLast()) { allowed.formUnion(entry.extensions) }
            } else if let entry = known.first(where: { $0.mime == mime }) {
                allowed.formUnion(entry.extensions)
            } else {
                allowed.insert(RecordFiller.extensionFor(mime).lowercased())
            }
        }
        return allowed
    }
}
