import Foundation
import Testing

@testable import SeedfillCore

/// §6: the shape of a written questionnaire, and the `files`, `json` and `jsonl` formats.
@Suite struct OutputShapeTests {
    static let model = """
        {"model": "shape", "sections": [
          {"key": "person", "title": "Person", "fields": [
            {"key": "name", "type": "text"},
            {"key": "nick", "type": "text", "optional": true},
            {"key": "secret", "type": "text", "visibleWhen": "false"},
            {"key": "address", "type": "group", "fields": [
              {"key": "city", "type": "text"}, {"key": "flat", "type": "integer", "optional": true}]}]},
          {"key": "premium", "type": "decimal", "scale": 2},
          {"key": "rate", "type": "decimal", "scale": 3},
          {"key": "hiddenStep", "title": "Hidden", "visibleWhen": "premium > 1000", "fields": [{"key": "z", "type": "boolean"}]},
          {"key": "drivers", "type": "list", "fields": [{"key": "who", "type": "text"}, {"key": "price", "type": "decimal", "scale": 1}]},
          {"key": "agreed", "type": "boolean"}
        ]}
        """

    static let seed = """
        {"model": "shape", "count": 12,
         "let": {"base": {"const": 40}},
         "fields": {
           "person": {"name": "Ann", "nick": null, "secret": "s", "address": {"city": "Oslo", "flat": null}},
           "premium": {"expr": "base * 3"},
           "rate": 0.5,
           "drivers": {"const": [{"who": "Bob", "price": 2}, {"who": "Cy", "price": 2.5}]},
           "agreed": true}}
        """

    @Test func aQuestionnaireIsWrittenInModelOrderWithExactScales() throws {
        let fixture = try FillFixture.make(model: Self.model, seed: Self.seed)
        let frame = try fixture.fill(1)
        #expect(fixture.problems(frame).isEmpty, "\(fixture.problems(frame))")
        // Sections as objects, top-level fields directly, hidden ones and `let` helpers left
        // out, optional empty ones as null, decimals with exactly `scale` digits.
        #expect(
            fixture.text(frame) == """
                {"person":{"name":"Ann","nick":null,"address":{"city":"Oslo","flat":null}},"premium":120.00,"rate":0.500,\
                "drivers":[{"who":"Bob","price":2.0},{"who":"Cy","price":2.5}],"agreed":true}
                """)
    }

    static let smallModel = """
        {"model": "small", "sections": [
          {"key": "s", "title": "S", "fields": [
            {"key": "n", "type": "integer", "min": 1, "max": 1000},
            {"key": "amount", "type": "decimal", "scale": 2, "min": 0, "max": 10},
            {"key": "on", "type": "boolean"},
            {"key": "note", "type": "text", "maxLength": 12, "visibleWhen": "on"}]}
        ]}
        """

    @Test func jsonAndJsonlFormatsHoldTheSameRecordsAsFiles() throws {
        let project = try ScratchProject(["models/small.json": Self.smallModel, "small.seed.json": #"{"model": "small", "count": 25}"#])
        #expect(project.run(["generate", "--quiet"]).status == 0)
        var records: [NSDictionary] = []
        for record in 1...25 {
            let name = "small/small-" + String(format: "%04d", record) + ".json"
            let object = try JSONSerialization.jsonObject(with: try project.outputFile(name))
            records.append(try #require(object as? NSDictionary))
        }
        let first = try String(decoding: project.outputFile("small/small-0001.json"), as: UTF8.self)
        #expect(first.hasPrefix("{\n  \"s\": {\n    \"n\": "), "\(first)")

        #expect(project.run(["generate", "--quiet", "--format", "json"]).status == 0)
        let array = try JSONSerialization.jsonObject(with: try project.outputFile("small.json")) as? [NSDictionary]
        #expect(array == records)

        #expect(project.run(["generate", "--quiet", "--format", "jsonl"]).status == 0)
        let text = String(decoding: try project.outputFile("small.jsonl"), as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 25)
        let parsed = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary }
        #expect(parsed == records)
        // Decimals keep their two digits in every format.
        #expect(!text.contains(#""amount":"#) || text.range(of: #""amount":[0-9]+\.[0-9]{2}[,}]"#, options: .regularExpression) != nil)
        for line in lines {
            #expect(line.range(of: #""amount":[0-9]+\.[0-9]{2}[,}]"#, options: .regularExpression) != nil, "\(line)")
        }
    }

    @Test func fileNamesArePaddedToTheCountsWidth() throws {
        let project = try ScratchProject([
            "models/t.json": #"{"model": "t", "sections": [{"key": "b", "type": "boolean"}]}"#,
            "t.seed.json": #"{"model": "t", "count": 12345}"#,
        ])
        #expect(project.run(["generate", "--quiet"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: project.output + "/t").sorted()
        #expect(names.count == 12345)
        #expect(names.first == "t-00001.json")
        #expect(names.last == "t-12345.json")
        #expect(names.allSatisfy { $0.count == "t-00001.json".count })

        // Fewer records still get four digits.
        let small = try ScratchProject([
            "models/t.json": #"{"model": "t", "sections": [{"key": "b", "type": "boolean"}]}"#,
            "t.seed.json": #"{"model": "t", "count": 7}"#,
        ])
        #expect(small.run(["generate", "--quiet"]).status == 0)
        let few = try FileManager.default.contentsOfDirectory(atPath: small.output + "/t").sorted()
        #expect(few == (1...7).map { "t-000\($0).json" })
    }
}
