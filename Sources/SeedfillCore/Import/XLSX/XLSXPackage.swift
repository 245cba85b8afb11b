/// The parts of an `.xlsx` package: finding the workbook, its relationships, its sheet list and
/// its shared strings, each read as XML with located errors.
struct XLSXPackage {
    /// One relationship of a part (`rId5` → `xl/worksheets/sheet1.xml`).
    struct Relationship {
        /// Its `Id`, which the workbook names in `r:id`.
        let id: String
        /// Its `Type` URI; its last segment says what the target is (`worksheet`, `sharedStrings`).
        let type: String
        /// The target part's path inside the archive, resolved.
        let target: String
    }

    /// The archive.
    let archive: ZipArchive
    /// The file, as messages name it.
    let file: String
    /// Bytes of the parts read so far, decompressed: bounded, so that many parts that each
    /// inflate to the most an entry may cannot exhaust memory together.
    private(set) var bytesRead = 0

    /// A package reading `archive`, named `file` in messages.
    init(archive: ZipArchive, file: String) {
        self.archive = archive
        self.file = file
    }

    /// The bytes of part `path`, decompressed; throws if it is missing or damaged.
    mutating func part(_ path: String) throws(Diagnostic) -> [UInt8] {
        guard let entry = archive.entry(named: path) else {
            throw Diagnostic.error(
                "the workbook has no part \(Quoted.single(path))", at: XLSXReader.location(file), hint: XLSXReader.damagedHint)
        }
        guard entry.size <= ZipArchive.maximumEntrySize - bytesRead else {
            throw Diagnostic.error(
                "the workbook's parts decompress to more than \(ZipArchive.maximumEntrySize) bytes", at: XLSXReader.location(file),
                hint: "save the form's sheets as CSV and import the .survey.csv")
        }
        bytesRead += entry.size
        do {
            return try archive.contents(of: entry)
        } catch {
            throw Diagnostic.error("not a readable .xlsx: \(error.message)", at: XLSXReader.location(file), hint: XLSXReader.damagedHint)
        }
    }

    /// A scanner over part `path`.
    mutating func xml(_ path: String) throws(Diagnostic) -> XMLPart {
        XMLPart(scanner: XMLScanner(try part(path)), name: "\(file)[\(path)]")
    }

    /// The workbook part: the `officeDocument` target of `_rels/.rels`, else `xl/workbook.xml`.
    mutating func workbookPath() throws(Diagnostic) -> String {
        guard archive.entry(named: "_rels/.rels") != nil else { return "xl/workbook.xml" }
        let root = try relationships(of: "")
        return root.first { $0.type.hasSuffix("/officeDocument") }?.target ?? "xl/workbook.xml"
    }

    /// The relationships of part `path` (from `DIR/_rels/NAME.rels`; none if that is missing).
    mutating func relationships(of path: String) throws(Diagnostic) -> [Relationship] {
        let directory = Self.directory(of: path)
        let name = String(path.dropFirst(directory.count))
        let relsPath = directory + "_rels/" + name + ".rels"
        guard archive.entry(named: relsPath) != nil else { return [] }
        var xml = try self.xml(relsPath)
        var found: [Relationship] = []
        while let event = try xml.next() {
            guard case .start(let element) = event, element.name == "Relationship" else { continue }
            guard let id = element.attribute("Id"), let target = element.attribute("Target") else {
                throw xml.error("a <Relationship> has no Id or no Target")
            }
            if element.attribute("TargetMode") == "External" { continue }
            found.append(Relationship(id: id, type: element.attribute("Type") ?? "", target: Self.resolve(target, from: directory)))
        }
        return found
    }

    /// The sheets `<sheets>` of the workbook part lists, in order: each one's name and `r:id`.
    mutating func sheetList(at path: String) throws(Diagnostic) -> [(name: String, id: String)] {
        var xml = try self.xml(path)
        var sheets: [(name: String, id: String)] = []
        while let event = try xml.next() {
            guard case .start(let element) = event, element.name == "sheet" else { continue }
            guard let name = element.attribute("name"), let id = element.attributes.first(where: { $0.name.hasSuffix(":id") })?.value
            else { throw xml.error("a <sheet> has no name or no r:id") }
            sheets.append((name, id))
        }
        return sheets
    }

    /// The shared strings of part `path`: each `<si>`'s text, rich-text runs joined.
    mutating func sharedStrings(at path: String) throws(Diagnostic) -> [String] { try Self.sharedStrings(in: try xml(path)) }

    /// The shared strings of the part `xml` reads.
    static func sharedStrings(in xml: XMLPart) throws(Diagnostic) -> [String] {
        var xml = xml
        var strings: [String] = []
        while let event = try xml.next() {
            if case .start(let element) = event, element.name == "si" { strings.append(try xml.richText()) }
        }
        return strings
    }

    /// The folder part of `path`, with its trailing `/` (`xl/` for `xl/workbook.xml`).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `target` resolved against `directory`: `/xl/a.xml` is absolute; `..` and `.` are followed.
    static func resolve(_ target: String, from directory: String) -> String {
        let joined = target.hasPrefix("/") ? String(target.dropFirst()) : directory + target
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." {
                if !segments.isEmpty { segments.removeLast() }
                continue
            }
            segments.append(segment)
        }
        return segments.joined(separator: "/")
    }
}
