import Foundation
import Testing

/// Every public declaration of the library has a `///` doc comment (issue 16: docs on every
/// public declaration, starting with a one-line summary).
@Suite struct PublicDocumentationTests {
    /// The library's sources, beside this test target.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SeedfillCore")

    /// `file:line: declaration` of every line that declares something `public` (an extension
    /// excepted: its members carry the docs) without a `///` line above it (attributes
    /// skipped), and of every doc comment whose first line is not a summary (empty, or `-`).
    static func undocumented(in text: String, file: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard Self.isPublicDeclaration(code) else { continue }
            var above = index - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
            func isDoc(_ i: Int) -> Bool { i >= 0 && lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("///") }
            var first = above
            while isDoc(first), isDoc(first - 1) { first -= 1 }
            let summary = isDoc(first) ? lines[first].trimmingCharacters(in: .whitespaces) : ""
            let text = summary.hasPrefix("///") ? summary.dropFirst(3).trimmingCharacters(in: .whitespaces) : ""
            if text.isEmpty || text.hasPrefix("-") || text.hasPrefix("```") {
                found.append("\(file):\(index + 1): \(code)")
            }
        }
        return found
    }

    /// Whether `code` (a trimmed line) declares something public other than an extension.
    static func isPublicDeclaration(_ code: String) -> Bool {
        var rest = Substring(code)
        while rest.hasPrefix("@") {
            guard let space = rest.firstIndex(of: " ") else { return false }
            rest = rest[rest.index(after: space)...]
        }
        return rest.hasPrefix("public ") && !rest.hasPrefix("public extension ")
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 100)
        var undocumented: [String] = []
        var publicCount = 0
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            publicCount +=
                text.components(separatedBy: "\n").filter {
                    Self.isPublicDeclaration($0.trimmingCharacters(in: .whitespaces))
                }.count
            undocumented += Self.undocumented(in: text, file: file)
        }
        #expect(publicCount > 20)
        #expect(undocumented.isEmpty, "public declarations without a one-line summary:\n\(undocumented.joined(separator: "\n"))")
    }

    /// The check itself finds a public declaration without docs, and one whose docs start with
    /// a parameter list instead of a summary.
    @Test func theCheckFindsWhatItLooksFor() {
        let text = """
            /// A value.
            public struct A {
                public let x: Int
                ///
                /// - Parameter y: why.
                @discardableResult public func f(y: Int) -> Int { y }
                /// The b.
                @inlinable
                public var b: Int { 1 }
            }
            public extension A {}
            """
        #expect(
            Self.undocumented(in: text, file: "T.swift") == [
                "T.swift:3: public let x: Int", "T.swift:6: @discardableResult public func f(y: Int) -> Int { y }",
            ])
    }
}
