import Foundation
import SeedfillCore
import Testing

/// The interactive questionnaire (issue 16): values set one at a time, dependants cleared,
/// the rest filled from a seed file.
@Suite struct QuestionnaireTests {
    /// A chain a ← b ← c ← d (b is shown by a, c's minimum reads b, d's `requiredWhen` reads
    /// c), f reading e, and g on its own.
    static let chain = try! SeedfillProject(
        models: [
            "chain": """
            {"model": "chain", "sections": [{"key": "s", "fields": [
              {"key": "a", "type": "choice", "options": ["x", "y"]},
              {"key": "b", "type": "integer", "visibleWhen": "a == 'x'", "min": 0, "max": 100},
              {"key": "c", "type": "integer", "min": "b", "max": 1000},
              {"key": "d", "type": "text", "requiredWhen": "c > 10"},
              {"key": "e", "type": "text"},
              {"key": "f", "type": "integer", "parents": ["e"]},
              {"key": "g", "type": "boolean"}
            ]}]}
            """
        ])

    /// A trip whose end lies after its start and within 30 days of today, and a pet.
    static let trips = try! SeedfillProject(
        models: [
            "trip": """
            {"model": "trip", "sections": [{"key": "trip", "fields": [
              {"key": "start", "type": "date", "min": "today", "max": "today + 90d"},
              {"key": "end", "type": "date", "min": "start + 1d", "max": "today + 30d"},
              {"key": "nights", "type": "integer", "min": 1, "max": 30}
            ]}]}
            """,
            "pet": #"{"model": "pet", "sections": [{"key": "pet", "fields": [{"key": "name", "type": "text"}]}]}"#,
        ],
        seeds: [
            "trip": #"{"model": "trip", "count": 5, "today": "2026-01-01"}"#,
            "pet": #"{"model": "pet", "count": 5}"#,
        ])

    // Issue 16: `set` clears a chain of three dependants and nothing else.
    @Test func setClearsAChainOfDependantsAndNothingElse() throws {
        var q = try Self.chain.questionnaire(model: "chain", today: "2026-01-01")
        let values: [(String, QuestionnaireValue)] = [
            ("s.a", "x"), ("s.b", 5), ("s.c", 20), ("s.d", "yes"), ("s.e", "e"), ("s.f", 3), ("s.g", true),
        ]
        for (path, value) in values { try q.set(path, to: value) }
        for (path, value) in values { #expect(q.value(at: path) == value, "\(path)") }
        #expect(q.isComplete)
        // The value a field holds already: nothing is cleared.
        try q.set("s.a", to: "x")
        for (path, value) in values { #expect(q.value(at: path) == value, "\(path)") }
        try q.set("s.a", to: "y")
        #expect(q.value(at: "s.a") == "y")
        for path in ["s.b", "s.c", "s.d"] { #expect(q.value(at: path) == nil, "\(path)") }
        #expect(q.value(at: "s.e") == "e")
        #expect(q.value(at: "s.f") == 3)
        #expect(q.value(at: "s.g") == true)
        #expect(!q.isVisible("s.b"))
        #expect(q.violations.map(\.path) == ["s.c"])
        // From the middle: c clears d only.
        try q.set("s.c", to: 7)
        try q.set("s.d", to: "no")
        try q.set("s.c", to: 8)
        #expect(q.value(at: "s.d") == nil)
        #expect(q.value(at: "s.a") == "y")
    }

    /// A field inside list items clears what depends on it in its own item, and what reads the
    /// list; other items keep their values.
    @Test func setInAListItemClearsWithinTheItem() throws {
        let project = try SeedfillProject(directory: examplesURL)
        var q = try project.questionnaire(model: "policy")
        try q.fillRest(seed: "policy", record: 3)
        let before = q.value(at: "drivers[1].licenseIssueDate")
        #expect(before != nil)
        try q.set("drivers[0].birthDate", to: "1990-01-01")
        #expect(q.value(at: "drivers[0].birthDate") == "1990-01-01")
        #expect(q.value(at: "drivers[0].ageYears") == 36)  // computed again
        #expect(q.value(at: "drivers[0].licenseIssueDate") == nil)  // validWhen reads birthDate
        #expect(q.value(at: "drivers[1].licenseIssueDate") == before)
        #expect(q.value(at: "drivers[0].licenseNumber") != nil)
        #expect(q.violations.map(\.path) == ["drivers[0].licenseIssueDate", "drivers[0].experienceYears"])
        try q.fillRest(seed: "policy", record: 3)
        #expect(q.isComplete)
        #expect(q.value(at: "drivers[0].birthDate") == "1990-01-01")
    }

    // Issue 16: `fillRest` after setting a field whose dependants have masks and bounds gives a
    // valid questionnaire 1,000 times out of 1,000.
    @Test func fillRestAfterASetValueIsAlwaysValid() throws {
        var texts = try InMemoryProjectTests.exampleTexts()
        texts.seeds["many"] = #"{"model": "vehicle", "count": 1000, "today": "2026-01-01"}"#
        let project = try SeedfillProject(models: texts.models, seeds: texts.seeds, tables: texts.tables)
        let empty = try project.questionnaire(model: "vehicle")
        let types: [QuestionnaireValue] = ["pts", "epts", "sts"]
        var valid = 0
        for record in 0..<1000 {
            var q = empty
            // car.documentNumber's mask and car.documentDate's minimum follow the type.
            try q.set("car.documentType", to: types[record % 3])
            try q.fillRest(seed: "many", record: record)
            if q.violations.isEmpty, q.isComplete, q.value(at: "car.documentType") == types[record % 3] { valid += 1 }
        }
        #expect(valid == 1000)
    }

    // Issue 16: with nothing set, fillRest gives the record `compile` gives, byte for byte.
    @Test func fillRestWithNothingSetIsTheCompiledRecord() throws {
        let project = try SeedfillProject(directory: examplesURL)
        for seed in ["policy", "vehicle", "vehicle-defaults", "policyholder"] {
            let compiled = try project.compile(seed: seed)
            let model = seed.hasPrefix("vehicle") ? "vehicle" : seed
            for record in 0..<compiled.count {
                var q = try project.questionnaire(model: model)
                try q.fillRest(seed: seed, record: record)
                #expect(q.json() == (try compiled.json(record)), "\(seed) record \(record)")
            }
        }
    }

    // Issue 16: the error texts of an unknown path, a value of the wrong type, a seed of
    // another model, and a value set that leaves a dependant nothing valid.
    @Test func errorTexts() throws {
        var q = try Self.trips.questionnaire(model: "trip")
        #expect(q.today == "2026-01-01")
        func message(_ body: (inout Questionnaire) throws(SeedfillError) -> Void) -> String {
            var copy = q
            do throws(SeedfillError) {
                try body(&copy)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(
            message { q throws(SeedfillError) in try q.set("trip.strat", to: "2026-01-02") } == """
                models/trip.json:1:32: error: the model 'trip' has no field 'trip.strat'
                  at: trip.strat
                  hint: did you mean 'trip.start'?
                1 error

                """)
        #expect(
            message { q throws(SeedfillError) in try q.set("trip.nights", to: "two") } == """
                models/trip.json:4:3: error: 'trip.nights' is a field of type integer, which takes a whole number, not "two"
                  at: trip.nights
                  hint: give a number, e.g. 42
                1 error

                """)
        #expect(
            message { q throws(SeedfillError) in try q.set("trip.start", to: "2nd of January") } == """
                models/trip.json:2:3: error: 'trip.start' is a field of type date, which takes a date, not "2nd of January"
                  at: trip.start
                  hint: give a string YYYY-MM-DD, e.g. "2026-01-31"
                1 error

                """)
        #expect(
            message { q throws(SeedfillError) in try q.fillRest(seed: "pet", record: 0) } == """
                pet.seed.json:1:11: error: the seed file 'pet' fills the model 'pet', not 'trip'
                  hint: the seed files of 'trip': 'trip'
                1 error

                """)
        try q.set("trip.start", to: "2026-03-02")
        #expect(
            message { q throws(SeedfillError) in try q.fillRest(seed: "trip", record: 2) } == """
                models/trip.json:3:3: error: the value set at 'trip.start' = "2026-03-02" leaves 'trip.end' no valid value: no value of 'trip.end' lies between its bounds: the lower bound 'start + 1d' = "2026-03-03" is above the upper bound 'today + 30d' = "2026-01-31"
                  at: trip.end
                  hint: set 'trip.start' to another value, or unset it for fillRest to draw
                1 error

                """)
        // The questionnaire is left as it was, and fills once the value set allows it.
        #expect(q.value(at: "trip.end") == nil)
        try q.set("trip.start", to: "2026-01-10")
        try q.fillRest(seed: "trip", record: 2)
        #expect(q.isComplete)
        #expect(q.value(at: "trip.start") == "2026-01-10")
    }

    // Issue 16: isVisible and isComplete on a field hidden and shown.
    @Test func visibilityAndCompleteness() throws {
        let project = try SeedfillProject(directory: examplesURL)
        var q = try project.questionnaire(model: "vehicle")
        #expect(!q.isComplete)
        #expect(q.violations.contains { $0.path == "car.make" && $0.rule == "required" })
        #expect(!q.isVisible("car.regNumber"))
        #expect(!q.isVisible("car.regNumbr"))
        try q.set("car.hasRegNumber", to: true)
        #expect(q.isVisible("car.regNumber"))
        try q.set("car.regNumber", to: "A123BC77")
        try q.fillRest(seed: "vehicle", record: 0)
        #expect(q.isComplete)
        #expect(q.value(at: "car.regNumber") == "A123BC77")
        // Hidden: cleared, left out of the JSON, and not required.
        try q.set("car.hasRegNumber", to: false)
        #expect(!q.isVisible("car.regNumber"))
        #expect(q.value(at: "car.regNumber") == nil)
        #expect(!String(decoding: q.json(), as: UTF8.self).contains("regNumber"))
        #expect(q.isComplete)
        // Shown again, and empty: required.
        try q.set("car.hasRegNumber", to: true)
        #expect(q.isVisible("car.regNumber"))
        #expect(!q.isComplete)
        #expect(q.violations.map(\.description) == ["12:18: car.regNumber: the field is required but empty (rule: required), value null"])
    }
}

/// Issue 17, item 6: a computed number in the interactive questionnaire is rounded to its
/// field's scale as `generate` rounds it, so the questionnaire it completes is valid.
@Suite struct QuestionnaireComputedScaleTests {
    static let body = try! SeedfillProject(
        models: [
            "body": """
            {"model": "body", "sections": [{"key": "b", "fields": [
              {"key": "heightCm", "type": "integer", "min": 100, "max": 250},
              {"key": "weightKg", "type": "decimal", "scale": 1, "min": 20, "max": 300},
              {"key": "bmi", "type": "decimal", "scale": 1, "compute": "weightKg / pow(heightCm / 100, 2)"},
              {"key": "surface", "type": "integer", "compute": "sqrt(heightCm * weightKg / 3600) * 100"}
            ]}]}
            """
        ])

    @Test func computedNumbersAreRoundedToTheirScale() throws {
        var q = try Self.body.questionnaire(model: "body", today: "2026-01-01")
        try q.set("b.heightCm", to: 180)
        try q.set("b.weightKg", to: 75.5)
        // 75.5 / 3.24 = 23.302…; sqrt(180 × 75.5 / 3600) × 100 = 194.29…
        #expect(q.value(at: "b.bmi") == .number(Decimal(string: "23.3")!))
        #expect(q.value(at: "b.surface") == 194)
        #expect(q.isComplete, "\(q.violations)")
    }
}
