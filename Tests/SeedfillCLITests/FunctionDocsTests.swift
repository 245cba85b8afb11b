import Foundation
import Testing

@testable import SeedfillCore

/// Every function of the expression language is documented: in the README's Expressions
/// section and in the description of expressions in `Schemas/model.schema.json`, which editors
/// show (issue 17, item 6 added the math functions to both).
@Suite struct FunctionDocsTests {
    @Test func everyFunctionIsInTheReadme() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Expressions\n"))
        let end = try #require(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        let section = readme[start.upperBound..<end.lowerBound]
        for function in Builtin.allCases {
            #expect(section.contains("\(function.rawValue)("), "\(function.rawValue) is not in the README's Expressions")
        }
    }

    @Test func everyFunctionIsInTheSchema() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Schemas/model.schema.json"))
        let schema = try #require(jsonObject(data))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let expression = try #require(definitions["expression"] as? [String: Any])
        let description = try #require(expression["description"] as? String)
        let words = Set(description.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        for function in Builtin.allCases {
            #expect(words.contains(function.rawValue), "\(function.rawValue) is not in the schema's description of expressions")
        }
    }
}
