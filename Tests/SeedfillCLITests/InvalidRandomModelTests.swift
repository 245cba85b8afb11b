import Foundation
import Testing

/// `generate --invalid` on hundreds of small random models (conditions, options, lists,
/// `uniqueBy`, rules, bounds, lengths, patterns, masks, `validWhen`, `requiredWhen`): every
/// fixture is reported by `seedfill validate` alone, at its label, and the independent check
/// agrees; every rule of a field that no other field reads is broken (only rules of fields
/// others read may be listed as unbreakable).
// Issue 20, item 2 (tests paragraph: property-style random models).
@Suite struct InvalidRandomModelTests {
    /// A random model's fields (JSON texts) and the keys of the fields other fields read.
    static func fields(_ random: inout TestRandom) -> (fields: [String], read: Set<String>) {
        var fields: [String] = []
        var read: Set<String> = []
        let conditioned = random.chance(60)
        if conditioned {
            fields.append(#"{ "key": "kind", "type": "choice", "options": ["a", "b", "c"] }"#)
            read.insert("kind")
        }
        func shown() -> String { conditioned && random.chance(40) ? #", "visibleWhen": "kind != 'c'""# : "" }
        for index in 0..<random.int(2...5) {
            let key = "f\(index)"
            switch random.int(0...20) {
            case 0:
                let low = random.int(-50...50)
                fields.append(#"{ "key": "\#(key)", "type": "integer", "min": \#(low), "max": \#(low + random.int(1...90))\#(shown()) }"#)
            case 1:
                fields.append(
                    #"{ "key": "\#(key)", "type": "decimal", "scale": \#(random.int(1...2)), "min": 1.5, "max": \#(random.int(2...900))\#(shown()) }"#
                )
            case 2:
                let least = random.int(1...3)
                fields.append(
                    #"{ "key": "\#(key)", "type": "text", "minLength": \#(least), "maxLength": \#(least + random.int(2...8))\#(shown()) }"#)
            case 3:
                fields.append(#"{ "key": "\#(key)", "type": "text", "pattern": "^[A-Z]{2}[0-9]{3}$"\#(shown()) }"#)
            case 4:
                fields.append("{ \"key\": \"\(key)\", \"type\": \"text\", \"mask\": \"##-??\"" + shown() + " }")
            case 5:
                let bounds = random.chance(50) ? #""min": "today - 80y", "max": "today - 18y""# : #""min": "2000-01-01", "max": "today""#
                fields.append(#"{ "key": "\#(key)", "type": "date", \#(bounds)\#(shown()) }"#)
            case 6:
                let optional = random.chance(50) ? #", "optional": true"# : ""
                fields.append(#"{ "key": "\#(key)", "type": "choice", "options": ["x", "y", "z"]\#(optional)\#(shown()) }"#)
            case 7:
                let none = random.chance(50) ? #", { "value": "none", "exclusive": true }"# : ""
                fields.append(
                    #"{ "key": "\#(key)", "type": "multichoice", "options": ["p", "q", "r", "s"\#(none)], "minItems": 1, "maxItems": \#(random.int(2...3))\#(shown()) }"#
                )
            case 8:
                let unique = random.chance(60) ? #", "uniqueBy": ["code"]"# : ""
                fields.append(
                    #"{ "key": "\#(key)", "type": "list", "minItems": 1, "maxItems": \#(random.int(2...3))\#(unique)\#(shown()), "fields": [ { "key": "code", "type": "text", "pattern": "^[0-9]{3}$" }, { "key": "qty", "type": "integer", "min": 1, "max": 9 } ] }"#
                )
            case 9 where conditioned:
                fields.append(
                    #"{ "key": "\#(key)", "type": "text", "maxLength": 12, "rules": [ { "when": "kind == 'a'", "maxLength": 4 }, { "when": "kind == 'b'", "minLength": 6, "maxLength": 8 } ] }"#
                )
            case 10 where conditioned:
                fields.append(#"{ "key": "\#(key)", "type": "text", "requiredWhen": "kind == 'b'", "maxLength": 20 }"#)
            case 11:
                fields.append(#"{ "key": "lo\#(index)", "type": "integer", "min": 0, "max": 20 }"#)
                fields.append(#"{ "key": "\#(key)", "type": "integer", "min": 0, "max": 40, "validWhen": "\#(key) >= lo\#(index)" }"#)
                read.insert("lo\(index)")
            case 12:
                fields.append(#"{ "key": "\#(key)", "type": "text", "format": "email"\#(shown()) }"#)
            case 13:
                fields.append(#"{ "key": "\#(key)", "type": "integer", "multipleOf": 5, "min": 0, "max": 100\#(shown()) }"#)
            case 14:
                fields.append(#"{ "key": "\#(key)", "type": "time", "min": "09:30", "max": "17:45"\#(shown()) }"#)
            case 15:
                fields.append(
                    #"{ "key": "\#(key)", "type": "datetime", "min": "2026-01-01T08:00:00+03:00", "max": "2026-01-01T20:00:00+03:00"\#(shown()) }"#
                )
            case 16 where conditioned:
                fields.append(
                    #"{ "key": "\#(key)", "type": "group", "visibleWhen": "kind != 'b'", "fields": [ { "key": "inner", "type": "integer", "min": 1, "max": 5 } ] }"#
                )
            case 17:
                fields.append(#"{ "key": "n\#(index)", "type": "integer", "min": 1, "max": 3 }"#)
                fields.append(
                    #"{ "key": "\#(key)", "type": "list", "count": "n\#(index)", "fields": [ { "key": "v", "type": "integer", "min": 0, "max": 9 } ] }"#
                )
                read.insert("n\(index)")
            case 18 where conditioned:
                fields.append(#"{ "key": "\#(key)", "type": "text", "maxLength": 8, "enabledWhen": "kind == 'a'" }"#)
            case 19:
                fields.append(
                    #"{ "key": "\#(key)", "type": "attachment", "accept": ["image/jpeg", "image/png"], "maxSize": 100000, "minItems": 1, "maxItems": 3 }"#
                )
            case 20:
                fields.append(#"{ "key": "\#(key)", "type": "geopoint", "bounds": { "latitude": [51.28, 51.69] } }"#)
            default:
                fields.append(#"{ "key": "\#(key)", "type": "boolean"\#(shown()) }"#)
            }
        }
        return (fields, read)
    }

    @Test(arguments: 0..<8)
    func everyFixtureOfRandomModelsBreaksItsLabelledRuleAlone(batch: Int) throws {
        var random = TestRandom(state: 0x5EED_F111 &+ UInt64(batch))
        var broken = 0
        var kinds: Set<String> = []
        var stated: Set<String> = ["required", "type"]
        for index in 0..<25 {
            let (fields, read) = Self.fields(&random)
            let name = "m\(batch)x\(index)"
            let model = #"{ "model": "\#(name)", "sections": [ { "key": "s", "fields": [ \#(fields.joined(separator: ",\n")) ] } ] }"#
            let seed = #"{ "model": "\#(name)", "today": "2026-01-01" }"#
            for key in [
                "min", "max", "minLength", "maxLength", "pattern", "mask", "format", "multipleOf", "scale", "options", "minItems",
                "maxItems", "uniqueBy", "visibleWhen", "validWhen",
            ]
            where model.contains("\"\(key)\":") {
                stated.insert(key)
            }
            let project = try TemporaryProject(files: ["models/\(name).json": model, "\(name).seed.json": seed])
            let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--invalid", "--format", "jsonl", "--quiet"])
            try #require(run.status == 0, "\(model)\n\(run.err)")
            let labels = try InvalidCommandTests.checkFixtures(
                project: project.seeds, output: project.output, seed: name, model: name, modelText: model)
            broken += labels.count
            kinds.formUnion(labels.map { InvalidFixtureCheck.split($0.rule).0 })
            let (_, invalid) = try InvalidCommandTests.labels(project.output, seed: name)
            for line in invalid["unbreakable"] as? [String] ?? [] {
                let field = line.split(separator: ":").first.map { $0.split(separator: ".").last.map(String.init) ?? "" } ?? ""
                #expect(read.contains(field), "\(name): \(line)\n\(model)")
            }
        }
        #expect(broken > 25 * 5)
        // Every kind of rule the models state is broken somewhere.
        #expect(stated.isSubset(of: kinds), "batch \(batch) breaks no \(stated.subtracting(kinds).sorted())")
        #expect(stated.count > 12)
    }
}
