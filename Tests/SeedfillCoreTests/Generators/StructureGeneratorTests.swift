import Foundation
import Testing

@testable import SeedfillCore

/// `table` (the same-row rule and `match`), `when`, list `count` + `item`, `let` and `context`.
@Suite struct StructureGeneratorTests {
    static let cars = """
        make,model,basePower
        Lada,Vesta,106
        Lada,Niva,83
        Kia,Rio,123
        Kia,Ceed,128
        Kia,Sportage,150
        Toyota,Camry,181
        Toyota,Corolla,122
        BMW,X5,249
        """

    static let rows: [[String]] = cars.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }

    static let carModel = #"""
        { "model": "m", "sections": [
          { "key": "car", "fields": [
            { "key": "make", "type": "text" },
            { "key": "carModel", "type": "text" },
            { "key": "basePower", "type": "integer" },
            { "key": "brand", "type": "text" },
            { "key": "brandModel", "type": "text" }
          ]},
          { "key": "fleet", "type": "list", "fields": [
            { "key": "make", "type": "text" },
            { "key": "carModel", "type": "text" },
            { "key": "basePower", "type": "integer" }
          ]}
        ]}
        """#

    @Test func fieldsReadingOneTableShareARowInEveryRecordAndItem() throws {
        let seed = #"""
            { "model": "m", "fields": {
              "car": {
                "make": {"table": "cars", "column": "make"},
                "carModel": {"table": "cars", "column": "model"},
                "basePower": {"table": "cars", "column": "basePower"},
                "brand": {"oneOf": ["Kia", "Toyota"]},
                "brandModel": {"table": "cars", "column": "model", "match": {"make": "brand"}}
              },
              "fleet": {"count": [0, 4], "item": {
                "make": {"table": "cars", "column": "make"},
                "carModel": {"table": "cars", "column": "model"},
                "basePower": {"table": "cars", "column": "basePower"}
              }}
            }}
            """#
        let run = try generate(model: Self.carModel, seed: seed, tables: ["cars.csv": Self.cars], count: 2000)
        var rowsUsed = Set<[String]>()
        var sizes = Set<Int>()
        var itemRowsDiffer = false
        for record in run.records {
            let car = try #require(record["car"] as? [String: Any])
            let row = [
                car["make"] as? String ?? "?", car["carModel"] as? String ?? "?", (car["basePower"] as? Int).map(String.init) ?? "?",
            ]
            #expect(Self.rows.contains(row), "\(row) is not one row of the table")
            rowsUsed.insert(row)
            let brand = try #require(car["brand"] as? String)
            let brandModel = try #require(car["brandModel"] as? String)
            #expect(Self.rows.contains { $0[0] == brand && $0[1] == brandModel }, "\(brand) \(brandModel)")
            let fleet = try #require(record["fleet"] as? [[String: Any]])
            sizes.insert(fleet.count)
            var itemRows = Set<[String]>()
            for item in fleet {
                let itemRow = [
                    item["make"] as? String ?? "?", item["carModel"] as? String ?? "?", (item["basePower"] as? Int).map(String.init) ?? "?",
                ]
                #expect(Self.rows.contains(itemRow), "item \(itemRow) is not one row of the table")
                itemRows.insert(itemRow)
            }
            if itemRows.count > 1 { itemRowsDiffer = true }
        }
        #expect(rowsUsed.count == Self.rows.count)
        #expect(sizes == [0, 1, 2, 3, 4])
        // Each list item has a row of its own.
        #expect(itemRowsDiffer)
    }

    @Test func whenTakesTheFirstTrueBranchElseTheElseOrTheDefault() throws {
        let model = sectionModel(
            #"""
            { "key": "documentType", "type": "choice", "options": ["passport", "driverLicense", "foreign", "other"] },
            { "key": "documentNumber", "type": "text" },
            { "key": "series", "type": "text", "mask": "S-##" },
            { "key": "remark", "type": "text", "initialValue": "none" }
            """#)
        let seed = seedFile(
            #"""
            "documentType": {"oneOf": ["passport", "driverLicense", "foreign", "other"]},
            "documentNumber": {"when": [
              {"if": "documentType == 'passport'", "mask": "#### ######"},
              {"if": "documentType in ['passport', 'driverLicense']", "const": "never"},
              {"if": "documentType == 'driverLicense'", "mask": "## ## ######"},
              {"else": {"mask": "## #######"}}
            ]},
            "series": {"when": [{"if": "documentType == 'passport'", "const": "S-00"}]},
            "remark": {"when": [{"if": "documentType == 'foreign'", "const": "abroad"}]}
            """#)
        let run = try generate(model: model, seed: seed, count: 2000)
        var branches = [String: Int]()
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            let type = try #require(s["documentType"] as? String)
            let number = try #require(s["documentNumber"] as? String)
            let series = try #require(s["series"] as? String)
            let remark = try #require(s["remark"] as? String)
            switch type {
            case "passport":
                #expect(fullMatch(number, "[0-9]{4} [0-9]{6}"), "\(number)")
                #expect(series == "S-00")
            case "driverLicense":
                #expect(number == "never")
                #expect(fullMatch(series, "S-[0-9]{2}"), "\(series)")
            default:
                #expect(fullMatch(number, "[0-9]{2} [0-9]{7}"), "\(type): \(number)")
                // No branch holds: the field's default (its mask) is used.
                #expect(fullMatch(series, "S-[0-9]{2}"), "\(series)")
            }
            // No branch holds: the field's initialValue, as for an unmapped field.
            #expect(remark == (type == "foreign" ? "abroad" : "none"), "\(type): \(remark)")
            branches[type, default: 0] += 1
        }
        #expect(branches.count == 4)
        // The default is drawn, not fixed.
        #expect(Set(run.values("s.series").compactMap { $0 as? String }).count > 50)
    }

    @Test func listCountsAreFixedRangedOrComputed() throws {
        let model = #"""
            { "model": "m", "sections": [
              { "key": "s", "fields": [ { "key": "n", "type": "integer" } ] },
              { "key": "fixed", "type": "list", "fields": [ { "key": "x", "type": "integer" } ] },
              { "key": "ranged", "type": "list", "fields": [ { "key": "x", "type": "integer" } ] },
              { "key": "computed", "type": "list", "fields": [ { "key": "x", "type": "integer" }, { "key": "i", "type": "integer" } ] },
              { "key": "defaulted", "type": "list", "minItems": 2, "maxItems": 5, "fields": [ { "key": "x", "type": "integer" } ] }
            ]}
            """#
        let seed = #"""
            { "model": "m", "fields": {
              "n": {"int": [0, 6]},
              "fixed": {"count": 3, "item": {"x": {"int": [1, 9]}}},
              "ranged": {"count": [2, 5], "item": {"x": {"int": [10, 19]}}},
              "computed": {"count": "n", "item": {"x": {"expr": "n * 10"}, "i": {"expr": "itemIndex"}}}
            }}
            """#
        let run = try generate(model: model, seed: seed, count: 2000)
        var ranged = Set<Int>()
        var defaulted = Set<Int>()
        for record in run.records {
            let n = try #require(lookUp("s.n", in: record) as? Int)
            let fixed = try #require(record["fixed"] as? [[String: Any]])
            #expect(fixed.count == 3)
            #expect(fixed.allSatisfy { ($0["x"] as? Int).map { (1...9).contains($0) } == true })
            let r = try #require(record["ranged"] as? [[String: Any]])
            #expect((2...5).contains(r.count))
            #expect(r.allSatisfy { ($0["x"] as? Int).map { (10...19).contains($0) } == true })
            ranged.insert(r.count)
            let c = try #require(record["computed"] as? [[String: Any]])
            #expect(c.count == n)
            for (k, item) in c.enumerated() {
                #expect(item["x"] as? Int == n * 10)
                #expect(item["i"] as? Int == k + 1)
            }
            let d = try #require(record["defaulted"] as? [[String: Any]])
            #expect((2...5).contains(d.count))
            defaulted.insert(d.count)
        }
        #expect(ranged == [2, 3, 4, 5])
        #expect(defaulted == [2, 3, 4, 5])
    }

    @Test func letHelpersAreUsableButNeverWritten() throws {
        let model = sectionModel(
            #"""
            { "key": "email", "type": "text" },
            { "key": "code", "type": "integer" }
            """#)
        let seed = #"""
            { "model": "m",
              "let": { "suffix": {"int": [10, 99]}, "twice": {"expr": "suffix * 2"} },
              "fields": { "email": {"template": "user{suffix}@example.com"}, "code": {"expr": "twice + 1"} } }
            """#
        let run = try generate(model: model, seed: seed, count: 2000)
        var suffixes = Set<Int>()
        for (record, text) in zip(run.records, run.texts) {
            let email = try #require(lookUp("s.email", in: record) as? String)
            #expect(fullMatch(email, "user[1-9][0-9]@example\\.com"), "\(email)")
            let suffix = try #require(Int(email.dropFirst(4).prefix(2)))
            #expect(lookUp("s.code", in: record) as? Int == suffix * 2 + 1)
            suffixes.insert(suffix)
            #expect(!text.contains("suffix") && !text.contains("twice"), "\(text)")
            #expect(Set((record["s"] as? [String: Any])?.keys ?? [:].keys) == ["email", "code"])
        }
        #expect(suffixes.count == 90)
    }

    @Test func contextValuesAreReadByExpressions() throws {
        let model = sectionModel(
            #"""
            { "key": "channel", "type": "text" },
            { "key": "limit", "type": "integer" },
            { "key": "agentOnly", "type": "text" }
            """#)
        let seed = #"""
            { "model": "m", "context": { "role": "agent", "base": 40, "name": "web" },
              "fields": { "channel": {"template": "{name}-{role}"}, "limit": {"int": ["base", "base + 5"]},
                          "agentOnly": {"when": [{"if": "role == 'agent'", "const": "yes"}, {"else": "no"}]} } }
            """#
        let run = try generate(model: model, seed: seed, count: 1000)
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            #expect(s["channel"] as? String == "web-agent")
            #expect((s["limit"] as? Int).map { (40...45).contains($0) } == true)
            #expect(s["agentOnly"] as? String == "yes")
        }
    }

    /// SPEC §3: names that are not fields resolve to the seed's `context`, "the user's role" being
    /// the example; a model's own `visibleWhen` is where a host app's role matters most. But
    /// `Project.check` also compiles every model without a seed, where the name is unknown.
    @Test func contextValuesAreReadByModelExpressions() throws {
        let model = sectionModel(
            #"""
            { "key": "agentOnly", "type": "text", "visibleWhen": "role == 'agent'" }
            """#)
        let seed = #"{ "model": "m", "context": { "role": "agent" } }"#
        let errors = try checkErrors(model: model, seed: seed)
        #expect(errors.isEmpty, "\(errors)")
    }
}
