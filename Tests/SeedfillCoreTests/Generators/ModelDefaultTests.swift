import Foundation
import Testing

@testable import SeedfillCore

/// Model-derived defaults: an empty seed file `{"model": "m"}` fills every field type validly.
/// Each value is checked here by hand against the model, independently of `FieldCheck`.
@Suite struct ModelDefaultTests {
    static let emptySeed = #"{"model": "m"}"#

    @Test func textDefaultsKeepLengthsMasksPatternsAndRules() throws {
        let model = sectionModel(
            #"""
            { "key": "free", "type": "text" },
            { "key": "short", "type": "text", "minLength": 2, "maxLength": 5 },
            { "key": "long", "type": "text", "minLength": 60 },
            { "key": "exact", "type": "text", "minLength": 7, "maxLength": 7 },
            { "key": "upTo", "type": "text", "maxLength": 1 },
            { "key": "masked", "type": "text", "mask": "?###??##", "maskLetters": "ABEKMHOPCTYX" },
            { "key": "patterned", "type": "text", "pattern": "^[A-Z]{2}-\\d{4}(-[a-z]+)?$" },
            { "key": "cappedPattern", "type": "text", "pattern": "^[a-z]+$", "maxLength": 4 },
            { "key": "docType", "type": "choice", "options": ["pts", "epts"] },
            { "key": "docNumber", "type": "text", "rules": [
              { "when": "docType == 'pts'", "mask": "##?? ######", "maskLetters": "ABEKMHOPCTYX" },
              { "when": "docType == 'epts'", "pattern": "^[0-9]{15}$" } ] }
            """#)
        let run = try generate(model: model, seed: Self.emptySeed, count: 2000)
        var docTypes = Set<String>()
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            func text(_ key: String) throws -> String { try need(s[key] as? String, key) }
            let free = try text("free")
            #expect((1...40).contains(free.count) && fullMatch(free, "[A-Za-z][a-z ]*[a-z]|[A-Za-z]"), "\(free)")
            let short = try text("short"), long = try text("long"), exact = try text("exact"), upTo = try text("upTo")
            #expect((2...5).contains(short.count), "\(short)")
            #expect(long.count >= 60, "\(long)")
            #expect(exact.count == 7, "\(exact)")
            #expect(upTo.count == 1, "\(upTo)")
            let masked = try text("masked"), patterned = try text("patterned")
            #expect(fullMatch(masked, "[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2}"), "\(masked)")
            #expect(fullMatch(patterned, "[A-Z]{2}-[0-9]{4}(-[a-z]+)?"), "\(patterned)")
            let capped = try text("cappedPattern")
            #expect((1...4).contains(capped.count) && fullMatch(capped, "[a-z]+"), "\(capped)")
            let type = try text("docType")
            docTypes.insert(type)
            let number = try text("docNumber")
            if type == "pts" {
                #expect(fullMatch(number, "[0-9]{2}[ABEKMHOPCTYX]{2} [0-9]{6}"), "\(number)")
            } else {
                #expect(fullMatch(number, "[0-9]{15}"), "\(number)")
            }
        }
        #expect(docTypes == ["pts", "epts"])
    }

    @Test func numberDefaultsKeepTheirBounds() throws {
        let model = sectionModel(
            #"""
            { "key": "base", "type": "integer", "min": 10, "max": 20 },
            { "key": "free", "type": "integer" },
            { "key": "bounded", "type": "integer", "min": -5, "max": 5 },
            { "key": "onlyMin", "type": "integer", "min": 5000 },
            { "key": "onlyMax", "type": "integer", "max": -5 },
            { "key": "derived", "type": "integer", "min": "base * 2", "max": "base * 2 + 3" },
            { "key": "amount", "type": "decimal" },
            { "key": "price", "type": "decimal", "min": 0.5, "max": 2.5, "scale": 3 },
            { "key": "decMin", "type": "decimal", "min": 100, "scale": 1 },
            { "key": "decDerived", "type": "decimal", "min": "base / 4", "max": "base / 4 + 1", "scale": 2 }
            """#)
        let run = try generate(model: model, seed: Self.emptySeed, count: 2000)
        var bounded = Set<Int>()
        for (record, text) in zip(run.records, run.texts) {
            let s = try #require(record["s"] as? [String: Any])
            func int(_ key: String) throws -> Int { try need(s[key] as? Int, "\(key) in \(text)") }
            func raw(_ key: String) throws -> String { try need(GeneratedRun(texts: [text], records: []).rawNumbers(key).first, key) }
            let base = try int("base")
            #expect((10...20).contains(base))
            let free = try int("free"), onlyMin = try int("onlyMin"), onlyMax = try int("onlyMax"), derivedInt = try int("derived")
            #expect((0...1000).contains(free))
            bounded.insert(try int("bounded"))
            #expect(onlyMin >= 5000, "\(onlyMin)")
            #expect(onlyMax <= -5, "\(onlyMax)")
            #expect((base * 2...base * 2 + 3).contains(derivedInt))
            let amount = try need(Double(try raw("amount")))
            #expect(amount >= 0 && amount <= 1000)
            let price = try raw("price")
            #expect(fullMatch(price, "[0-9]\\.[0-9]{3}"), "\(price)")
            #expect(Double(price)! >= 0.5 && Double(price)! <= 2.5)
            let decMin = try raw("decMin")
            #expect(fullMatch(decMin, "[0-9]+\\.[0-9]"), "\(decMin)")
            #expect(Double(decMin)! >= 100)
            let derived = try need(Double(try raw("decDerived")))
            #expect(derived >= Double(base) / 4 && derived <= Double(base) / 4 + 1)
        }
        #expect(bounded == Set(-5...5))
        #expect(run.rawNumbers("amount").allSatisfy { fullMatch($0, "[0-9]+\\.[0-9]{2}") })
    }

    @Test func temporalDefaultsKeepTheirBounds() throws {
        let model = sectionModel(
            #"""
            { "key": "birthDate", "type": "date", "min": "today - 80y", "max": "today - 18y" },
            { "key": "licenseDate", "type": "date", "min": "birthDate + 18y", "max": "today" },
            { "key": "anyDate", "type": "date" },
            { "key": "afterDate", "type": "date", "min": "2030-01-01" },
            { "key": "at", "type": "datetime", "min": "2026-01-01T08:00:00+03:00", "max": "2026-01-01T20:00:00+03:00" },
            { "key": "anyAt", "type": "datetime" },
            { "key": "slot", "type": "time", "min": "09:30", "max": "17:45" },
            { "key": "anyTime", "type": "time" }
            """#)
        let run = try generate(model: model, seed: Self.emptySeed, count: 2000, today: "2026-01-01")
        let today = TestCalendar.date("2026-01-01")!
        let atLow = TestCalendar.instant("2026-01-01T08:00:00+03:00")!
        let atHigh = TestCalendar.instant("2026-01-01T20:00:00+03:00")!
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            let birth = try need(TestCalendar.date(try need(s["birthDate"] as? String)))
            #expect(birth >= TestCalendar.adding(years: -80, to: today) && birth <= TestCalendar.adding(years: -18, to: today))
            let license = try need(TestCalendar.date(try need(s["licenseDate"] as? String)))
            #expect(license >= TestCalendar.adding(years: 18, to: birth) && license <= today)
            let any = try need(TestCalendar.date(try need(s["anyDate"] as? String)))
            #expect(any <= today && any >= TestCalendar.adding(years: -11, to: today))
            let after = try need(TestCalendar.date(try need(s["afterDate"] as? String)))
            #expect(after >= TestCalendar.date("2030-01-01")! && after <= TestCalendar.date("2041-01-01")!)
            let at = try need(TestCalendar.instant(try need(s["at"] as? String)))
            #expect(at >= atLow && at <= atHigh)
            let anyAt = try need(s["anyAt"] as? String)
            #expect(TestCalendar.instant(anyAt) != nil, "\(anyAt)")
            let slot = try need(TestCalendar.minutes(try need(s["slot"] as? String)))
            #expect(slot >= 9 * 60 + 30 && slot <= 17 * 60 + 45)
            let anyTime = try need(s["anyTime"] as? String)
            #expect(TestCalendar.minutes(anyTime) != nil, "\(anyTime)")
        }
    }

    @Test func choiceDefaultsHonourOptionVisibilityAndTableCascades() throws {
        let model = sectionModel(
            #"""
            { "key": "flag", "type": "boolean" },
            { "key": "role", "type": "choice", "options": ["agent", "client"] },
            { "key": "product", "type": "choice", "options": [
              { "value": "basic", "title": "Basic" },
              { "value": "pro", "title": "Pro", "visibleWhen": "role == 'agent'" },
              { "value": "trial", "title": "Trial", "visibleWhen": "role == 'client'" } ] },
            { "key": "region", "type": "choice", "options": { "table": "cities", "column": "region" } },
            { "key": "city", "type": "choice", "options": { "table": "cities", "column": "city", "match": { "region": "region" } } },
            { "key": "street", "type": "choice", "options": { "table": "cities", "column": "street", "match": { "region": "region", "city": "city" } } }
            """#)
        let cities = """
            region,city,street
            North,Arkhangelsk,Lenina
            North,Arkhangelsk,Pomorskaya
            North,Murmansk,Kolskiy
            South,Sochi,Kurortny
            South,Krasnodar,Krasnaya
            South,Krasnodar,Severnaya
            East,Vladivostok,Svetlanskaya
            """
        let rows = cities.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        let run = try generate(model: model, seed: Self.emptySeed, tables: ["cities.csv": cities], count: 3000)
        var flags = Set<Bool>()
        var products = Set<String>()
        var streets = Set<String>()
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            flags.insert(try #require(s["flag"] as? Bool))
            let role = try #require(s["role"] as? String)
            let product = try #require(s["product"] as? String)
            #expect(product == "basic" || product == (role == "agent" ? "pro" : "trial"), "\(role): \(product)")
            products.insert(product)
            let row = [s["region"] as? String ?? "?", s["city"] as? String ?? "?", s["street"] as? String ?? "?"]
            #expect(rows.contains(row), "\(row)")
            streets.insert(row[2])
        }
        #expect(flags == [true, false])
        #expect(products == ["basic", "pro", "trial"])
        #expect(streets.count == rows.count)
    }

    @Test func multichoiceDefaultsKeepTheirSizeAndExclusiveOptions() throws {
        let model = sectionModel(
            #"""
            { "key": "plain", "type": "multichoice", "options": ["a", "b", "c", "d"] },
            { "key": "sized", "type": "multichoice", "minItems": 2, "maxItems": 3, "options": ["a", "b", "c", "d", "e"] },
            { "key": "symptoms", "type": "multichoice", "options": [
              { "value": "cough" }, { "value": "fever" }, { "value": "rash" },
              { "value": "none", "title": "None of these", "exclusive": true } ] }
            """#)
        let run = try generate(model: model, seed: Self.emptySeed, count: 3000)
        var noneAlone = 0
        var symptomSizes = Set<Int>()
        var sizedSizes = Set<Int>()
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            let plain = try #require(s["plain"] as? [String])
            #expect(!plain.isEmpty && Set(plain).count == plain.count && plain.allSatisfy { ["a", "b", "c", "d"].contains($0) })
            let sized = try #require(s["sized"] as? [String])
            #expect((2...3).contains(sized.count) && Set(sized).count == sized.count)
            sizedSizes.insert(sized.count)
            let symptoms = try #require(s["symptoms"] as? [String])
            #expect(!symptoms.isEmpty && Set(symptoms).count == symptoms.count)
            #expect(symptoms.allSatisfy { ["cough", "fever", "rash", "none"].contains($0) })
            if symptoms.contains("none") {
                #expect(symptoms == ["none"], "'none' combined: \(symptoms)")
                noneAlone += 1
            }
            symptomSizes.insert(symptoms.count)
        }
        #expect(noneAlone > 100)
        #expect(symptomSizes == [1, 2, 3])
        #expect(sizedSizes == [2, 3])
    }

    @Test func attachmentDefaultsKeepAcceptSizeAndCount() throws {
        let model = sectionModel(
            #"""
            { "key": "scan", "type": "attachment", "accept": ["application/pdf"], "maxSize": 1000 },
            { "key": "photos", "type": "attachment", "accept": ["image/jpeg", "image/png"], "maxSize": 5000000, "maxItems": 4 },
            { "key": "docs", "type": "attachment", "minItems": 2, "maxItems": 3 },
            { "key": "tiny", "type": "attachment", "maxSize": 1 }
            """#)
        let run = try generate(model: model, seed: Self.emptySeed, count: 2000)
        var counts = Set<Int>()
        var mimes = Set<String>()
        func checkFile(_ any: Any?, accept: [String]?, maxSize: Int) throws {
            let file = try #require(any as? [String: Any])
            #expect(Set(file.keys) == ["fileName", "mimeType", "size"])
            let name = try #require(file["fileName"] as? String)
            let mime = try #require(file["mimeType"] as? String)
            let size = try #require(file["size"] as? Int)
            #expect(!name.isEmpty && name.contains("."))
            if let accept { #expect(accept.contains(mime), "\(mime)") }
            #expect(size >= 0 && size <= maxSize, "\(size)")
            mimes.insert(mime)
        }
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            try checkFile(s["scan"], accept: ["application/pdf"], maxSize: 1000)
            try checkFile(s["tiny"], accept: nil, maxSize: 1)
            let photos = try #require(s["photos"] as? [Any])
            #expect((1...4).contains(photos.count))
            counts.insert(photos.count)
            for photo in photos { try checkFile(photo, accept: ["image/jpeg", "image/png"], maxSize: 5_000_000) }
            let docs = try #require(s["docs"] as? [Any])
            #expect((2...3).contains(docs.count))
            for doc in docs { try checkFile(doc, accept: nil, maxSize: Int.max) }
        }
        #expect(counts == [1, 2, 3, 4])
        #expect(mimes.isSuperset(of: ["application/pdf", "image/jpeg", "image/png"]))
    }

    @Test func listsAndGroupsAreFilledWithinTheirCounts() throws {
        let model = #"""
            { "model": "m", "sections": [
              { "key": "s", "fields": [
                { "key": "name", "type": "group", "fields": [
                  { "key": "first", "type": "text", "maxLength": 10 },
                  { "key": "last", "type": "text", "mask": "??????" } ] } ] },
              { "key": "drivers", "type": "list", "minItems": 1, "maxItems": 4, "fields": [
                { "key": "age", "type": "integer", "min": 18, "max": 90 },
                { "key": "license", "type": "text", "mask": "## ## ######" } ] },
              { "key": "extras", "type": "list", "maxItems": 2, "fields": [ { "key": "x", "type": "boolean" } ] },
              { "key": "many", "type": "list", "minItems": 5, "fields": [ { "key": "x", "type": "boolean" } ] }
            ]}
            """#
        let run = try generate(model: model, seed: Self.emptySeed, count: 2000)
        var driverCounts = Set<Int>()
        var extraCounts = Set<Int>()
        for record in run.records {
            let name = try #require(lookUp("s.name", in: record) as? [String: Any])
            #expect((1...10).contains((name["first"] as? String)?.count ?? 0))
            #expect(fullMatch(name["last"] as? String ?? "", "[A-Z]{6}"))
            let drivers = try #require(record["drivers"] as? [[String: Any]])
            #expect((1...4).contains(drivers.count))
            driverCounts.insert(drivers.count)
            for driver in drivers {
                #expect((18...90).contains(driver["age"] as? Int ?? -1))
                #expect(fullMatch(driver["license"] as? String ?? "", "[0-9]{2} [0-9]{2} [0-9]{6}"))
            }
            let extras = try #require(record["extras"] as? [[String: Any]])
            #expect((0...2).contains(extras.count))
            extraCounts.insert(extras.count)
            #expect(((record["many"] as? [Any])?.count ?? 0) >= 5)
        }
        #expect(driverCounts == [1, 2, 3, 4])
        #expect(extraCounts.isSuperset(of: [1, 2]))
    }

    @Test func initialValueIsUsedWhenTheSeedDoesNotMapTheField() throws {
        let model = sectionModel(
            #"""
            { "key": "country", "type": "text", "initialValue": "RU" },
            { "key": "qty", "type": "integer", "min": 0, "max": 9, "initialValue": 3 },
            { "key": "kind", "type": "choice", "options": ["a", "b"], "initialValue": "b" },
            { "key": "on", "type": "date", "initialValue": "2020-05-05" },
            { "key": "mapped", "type": "text", "initialValue": "unused" }
            """#)
        let run = try generate(model: model, seed: seedFile(#""mapped": "used""#), count: 500)
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            #expect(s["country"] as? String == "RU")
            #expect(s["qty"] as? Int == 3)
            #expect(s["kind"] as? String == "b")
            #expect(s["on"] as? String == "2020-05-05")
            #expect(s["mapped"] as? String == "used")
        }
    }
}
