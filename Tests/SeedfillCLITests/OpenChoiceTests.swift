import Foundation
import Testing

@testable import SeedfillCore

/// Open choices and options taken from other answers (issue 17, item 7), on the example project
/// `Examples/Forms` (`household`): an open choice takes text outside its options when its text
/// constraints pass, and a choice `{"from": …}` offers the answers its source holds in the record.
@Suite struct OpenChoiceTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    /// Writes `text` as `bad.json` in `project` and validates it as a `household` fixture.
    static func validate(_ text: String, in project: TemporaryProject) throws -> RunResult {
        let bad = project.root.appendingPathComponent("bad.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: bad))
        var result = seedfill(["validate", "household", bad, "--seeds", forms])
        result.err = result.err.replacingOccurrences(of: project.root.path + "/", with: "")
        return result
    }

    // Issue 17, item 7 (a) and (b): 1,000 fixtures of an open choice and of choices whose
    // options are other answers all pass validate; the seed's values outside the open choice's
    // options are written, and each derived choice holds one of its source's answers.
    @Test func thousandFixturesPassValidate() throws {
        let project = try TemporaryProject()
        let generated = seedfill([
            "generate", "household", "--seeds", Self.forms, "--out", project.output, "--format", "json", "--count", "1000",
        ])
        #expect(generated.status == 0, "\(generated.err)")
        let file = project.output + "/household.json"
        let result = seedfill(["validate", "household", file, "--seeds", Self.forms])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("1000 questionnaires: all valid"), "\(result.out)")

        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var other = 0
        var eldest = 0
        var favourite = 0
        for record in records {
            let survey = try #require(record["survey"] as? [String: Any])
            let heardFrom = try #require(survey["heardFrom"] as? String)
            if !["friend", "search engine", "advertisement"].contains(heardFrom) {
                other += 1
                #expect(["podcast", "local newspaper"].contains(heardFrom))
            }
            let pets = try #require(survey["pets"] as? [String])
            if let pet = survey["favouritePet"] as? String {
                favourite += 1
                #expect(pets.contains(pet))
            } else {
                #expect(pets.isEmpty && survey["favouritePet"] == nil)
            }
            if let walked = survey["walkedPets"] as? [String] { #expect(Set(walked).isSubset(of: pets)) }
            let names = try #require(survey["children"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            if let name = survey["eldest"] as? String {
                eldest += 1
                #expect(names.contains(name))
            } else {
                #expect(names.isEmpty && survey["eldest"] is NSNull)
            }
        }
        #expect(other > 0 && other < records.count)
        #expect(favourite > 0 && favourite < records.count)
        #expect(eldest > 0 && eldest < records.count)
    }

    // Issue 17, item 7 (a): a value outside an open choice's options is rejected by its text
    // constraints (the pattern in the field's own words); (b): a value its source does not hold.
    @Test func brokenFixturesAreRejected() throws {
        let project = try TemporaryProject()
        let result = try Self.validate(
            """
            [{"survey": {"heardFrom": "Radio!", "pets": ["dog"], "favouritePet": "hamster",
              "children": [{"name": "Ann", "age": 3}], "eldest": "Zed", "walkedPets": ["cat"]}},
             {"survey": {"heardFrom": "a very long answer that goes on", "pets": [], "children": [], "eldest": null, "walkedPets": null}},
             {"survey": {"heardFrom": "radio", "pets": [], "children": [], "eldest": "Ann", "walkedPets": null}}]
            """, in: project)
        #expect(result.status == 1)
        #expect(
            result.err == """
                bad.json:1:27: error: lower-case words, please (rule: pattern '^[a-z][a-z ]*$'), value "Radio!"
                  at: [0].survey.heardFrom
                bad.json:1:70: error: "hamster" is not one of the options offered ("dog") (rule: options)
                  at: [0].survey.favouritePet
                bad.json:2:54: error: "Zed" is not one of the options offered ("Ann") (rule: options)
                  at: [0].survey.eldest
                bad.json:2:75: error: "cat" is not one of the options offered ("dog") (rule: options), value ["cat"]
                  at: [0].survey.walkedPets
                bad.json:3:27: error: "a very long answer that goes on" is longer than 30 characters (rule: maxLength 30)
                  at: [1].survey.heardFrom
                bad.json:4:74: error: "Ann" is not one of the options offered: 'children.name' holds no answers (rule: options)
                  at: [2].survey.eldest
                6 errors

                """, "\(result.err)")

        // The same values inside the options, or passing the text constraints, are valid.
        let valid = try Self.validate(
            """
            {"survey": {"heardFrom": "radio", "pets": ["dog", "cat"], "favouritePet": "cat",
              "children": [{"name": "Ann", "age": 3}, {"name": "Bob", "age": 5}], "eldest": "Bob", "walkedPets": ["cat"]}}
            """, in: project)
        #expect(valid.status == 0, "\(valid.err)")
    }

    // Issue 17, item 7 (b): a required choice whose source holds no answers cannot be filled:
    // a located error that says how to make it optional or hide it.
    @Test func requiredChoiceWithoutAnswersIsReported() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "pets", "type": "multichoice", "options": ["dog", "cat"], "minItems": 0 },
              { "key": "favourite", "type": "choice", "options": { "from": "pets" } }
            ]}]}
            """,
            "m.seed.json": #"{ "model": "m", "fields": { "pets": { "const": [] } } }"#,
        ])
        let result = seedfill(["generate", "m", "--seeds", project.seeds, "--count", "3", "--out", project.output])
        #expect(result.status == 3)
        #expect(
            result.err.replacingOccurrences(of: project.seeds + "/", with: "") == """
                models/m.json:3:3: error: record 1: 's.favourite' has no options: 'pets' holds no answers
                  at: sections[0].fields[1]
                  hint: make 's.favourite' optional, or show it only while 'pets' has answers: "visibleWhen": "count(pets) > 0"
                1 error

                """, "\(result.err)")

        // Optional, it stays empty.
        try project.write(
            "models/m.json",
            try String(contentsOfFile: project.seeds + "/models/m.json", encoding: .utf8)
                .replacingOccurrences(of: #""from": "pets" }"#, with: #""from": "pets" }, "optional": true"#))
        let optional = seedfill(["generate", "m", "--seeds", project.seeds, "--count", "2", "--format", "jsonl", "--out", project.output])
        #expect(optional.status == 0, "\(optional.err)")
        let written = try String(contentsOfFile: project.output + "/m.jsonl", encoding: .utf8)
        #expect(written == "{\"s\":{\"pets\":[],\"favourite\":null}}\n{\"s\":{\"pets\":[],\"favourite\":null}}\n")
    }
}
