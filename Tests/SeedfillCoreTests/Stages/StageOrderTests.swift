import Foundation
import Testing

/// No folder of the core names a type declared only in a later stage (issue 15, item 3).
///
/// The order is the README's map ("Working on seedfill"). A file may name the types of its own
/// rank and of every earlier one; the check is textual (words, with comments and strings blanked),
/// so it sees type names and extension targets, not members reached through an earlier type.
@Suite struct StageOrderTests {
    /// The ranks, earliest first. A folder of `Load/` is a rank of its own.
    static let ranks: [[String]] = [
        ["Memory", "Diagnostics", "Values", "Random", "Patterns", "Load/JSON"],  // read by everything
        ["Fake"],  // locale data and providers
        ["Expressions"],  // templates spell Fake's person names ahead (LatinSpellings)
        ["Load/Tables", "Load/Model"],
        ["Load/Seed"],
        ["Load/Project"],
        ["Plan"],
        ["Check"],  // plan-time checks: extensions of PlanBuilder
        ["Fill"],
        ["Drafts"],  // drafts cut from filled records, which validate and generate read
        ["Validate"],
        ["Write"],
        ["Generate"],
        ["Tools"],
        ["Import"],  // forms of other tools translated into models (reads Tools: the starter seed)
        ["Library"],  // the public API: reads every stage
        ["Cover"],  // `generate --cover`: fills around values put in, as the library's questionnaires do
        ["Invalid"],  // `generate --invalid`: valid records with one rule broken, confirmed by the validator
        ["Report"],  // `seedfill report`: fills as generate does (or takes the cover) and tallies every field
    ]

    /// Folders that span the stages, with the rank their types are read from and the rank whose
    /// types they may name. `Generators/` holds one unit per generator kind (issue 15, item 2):
    /// a unit extends the types of each stage that handles its kind (the seed parser, the plan
    /// builder and its checks, the filler), so it may name everything up to `Fill`; what it
    /// declares (the registration's enums, `QuickDraw`, `UniqueSpace`, `Sampling`…) is read from
    /// `Load/Seed` on, where a seed's generators are parsed into it.
    static let spanning: [String: (declaredAt: String, names: String)] = [
        "Generators": (declaredAt: "Load/Seed", names: "Fill")
    ]

    /// Uses that still point forward, each with why; a debt that is paid must leave this list.
    static let debts: Set<String> = [
        // A `ref` reads the referenced record as its output writes it.
        "Generators/Kinds/Reference/RecordFiller+References.swift: QuestionnaireObject (declared in Write)"
    ]

    static var core: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/SeedfillCore")
    }

    /// The folder a file's rank is read from: `Load/Seed`, `Plan` (for `Plan/ValueChecks/…`).
    static func folder(of relative: String) -> String {
        let parts = relative.split(separator: "/").map(String.init)
        return parts[0] == "Load" && parts.count > 2 ? "Load/" + parts[1] : parts[0]
    }

    static func scanCore() throws -> [(folder: String, file: String, scan: SourceScan)] {
        let files = FileManager.default.enumerator(atPath: core.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            let text = try String(contentsOf: core.appendingPathComponent(relative), encoding: .utf8)
            return (folder(of: relative), relative, SourceScan(source: text))
        }
    }

    /// Every `file: Type (declared in Folder)` where a file names a type declared only later.
    static func forwardUses() throws -> [String] {
        let rank = Dictionary(uniqueKeysWithValues: ranks.enumerated().flatMap { r, fs in fs.map { ($0, r) } })
        func declaredRank(_ folder: String) -> Int? { spanning[folder].flatMap { rank[$0.declaredAt] } ?? rank[folder] }
        let sources = try scanCore()
        var declaredIn: [String: Set<String>] = [:]
        var declaredByFolder: [String: Set<String>] = [:]
        for source in sources {
            for name in source.scan.topLevel { declaredIn[name, default: []].insert(source.folder) }
            declaredByFolder[source.folder, default: []].formUnion(source.scan.declared)
        }
        var found: [String] = []
        for source in sources {
            let own = spanning[source.folder].flatMap { rank[$0.names] } ?? rank[source.folder] ?? -1
            for name in source.scan.named.sorted() where !(declaredByFolder[source.folder]?.contains(name) ?? false) {
                guard let homes = declaredIn[name], let earliest = homes.compactMap(declaredRank).min(),
                    earliest > own
                else { continue }
                found.append("\(source.file): \(name) (declared in \(homes.sorted().joined(separator: ", ")))")
            }
        }
        return found
    }

    @Test func everyFolderHasARank() throws {
        let known = Set(Self.ranks.joined()).union(Self.spanning.keys)
        let unranked = Set(try Self.scanCore().map(\.folder)).subtracting(known)
        #expect(unranked.isEmpty, "folders with no place in StageOrderTests.ranks: \(unranked.sorted())")
    }

    @Test func noFolderNamesALaterStagesTypes() throws {
        let found = try Self.forwardUses()
        let new = found.filter { !Self.debts.contains($0) }
        #expect(new.isEmpty, Comment(rawValue: "a type used before its stage:\n" + new.joined(separator: "\n")))
        let paid = Self.debts.subtracting(found)
        #expect(
            paid.isEmpty, Comment(rawValue: "paid debts to remove from StageOrderTests.debts:\n" + paid.sorted().joined(separator: "\n")))
    }

    @Test func theScanSeesUsesAndNotCommentsOrStrings() {
        let scan = SourceScan(
            source: """
                /// Uses ``Hidden``.
                extension Target { struct Nested {} }
                enum Top { case a(Used) }
                let s = "Quoted \\(x)"; let m = Mask.Member
                """)
        #expect(scan.topLevel == ["Top"])
        #expect(scan.declared == ["Nested", "Top"])
        #expect(scan.named.isSuperset(of: ["Target", "Used", "Mask"]))
        #expect(scan.named.isDisjoint(with: ["Hidden", "Quoted", "Member"]))
    }
}
