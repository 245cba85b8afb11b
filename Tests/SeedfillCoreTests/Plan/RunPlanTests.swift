import Foundation
import Testing

@testable import SeedfillCore

/// The plan specialised for a run: constants folded, and the fields whose draws need no check.
@Suite struct RunPlanTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let today = LocalDate(iso: "2026-01-01")!

    /// The planned seed `name` of the project in `folder` (relative to the repository).
    static func plan(_ folder: String, seed name: String) throws -> ModelPlan {
        let (project, problems) = Project.load(directory: repository.appendingPathComponent(folder).path)
        let loaded = try #require(project, "\(problems.map(\.message))")
        return try #require(loaded.check().plans[name])
    }

    static func filler(_ plan: ModelPlan) -> RecordFiller {
        RecordFiller(
            plan: plan, seedKey: RandomStream.seedKey(runSeed: 0, seedName: "t"), today: today,
            run: RunParameters(runSeed: 0, count: nil, today: today, currentDate: today))
    }

    static func guaranteed(_ plan: ModelPlan) -> Set<String> {
        Set(plan.fields.filter(\.drawsOnlyValid).map { $0.fullPath.joined(separator: ".") })
    }

    @Test func workloadFieldsWhoseSeedRestatesTheModel() throws {
        let plan = Self.filler(try Self.plan("Tests/SeedfillCLITests/Fixtures/workload", seed: "policy")).plan
        // Named by hand from the model and seed: the same mask, regex, table column, options,
        // constant range or bound expressions on both sides; a table choice matched on a field
        // drawn from the same table's row.
        let expected: Set<String> = [
            "insurant.gender", "insurant.birthDate", "insurant.phone", "insurant.document.type", "insurant.document.issueDate",
            "address.region", "address.city", "address.street", "address.house", "address.flat",
            "vehicle.make", "vehicle.carModel", "vehicle.year", "vehicle.vin", "vehicle.hasRegNumber", "vehicle.regNumber",
            "drivers.birthDate", "drivers.licenseNumber", "drivers.licenseIssueDate",
            "policy.startDate", "policy.periodMonths", "policy.premium",
        ]
        #expect(Self.guaranteed(plan) == expected)
    }

    @Test func guaranteedFieldsNeverBreakTheirChecksInThousandsOfRecords() throws {
        for (folder, seed) in [("Tests/SeedfillCLITests/Fixtures/workload", "policy"), ("Seeds", "policy"), ("Seeds", "policyholder")] {
            let filler = Self.filler(try Self.plan(folder, seed: seed))
            // The validator checks every field in full, whatever the filler skipped.
            let validator = RecordValidator(plan: try Self.plan(folder, seed: seed), today: Self.today, now: filler.now)
            for record in 1...1500 {
                let filled = try filler.fill(record: record)
                #expect(validator.problems(in: filled, record: record) == [], "\(folder) \(seed) record \(record)")
            }
        }
    }

    @Test func unplannedRunsKeepTheirChecks() throws {
        // The seed is wider than the model, or says something else: every draw is checked and
        // redrawn, so the output stays valid.
        let model = """
            { "model": "m", "sections": [
              { "key": "n", "type": "integer", "min": 1, "max": 200 },
              { "key": "d", "type": "date", "min": "today - 10y", "max": "today" },
              { "key": "code", "type": "text", "mask": "###" },
              { "key": "p", "type": "text", "pattern": "^[a-c]{2}$" }
            ] }
            """
        let seed = """
            { "model": "m", "count": 1, "fields": {
              "n": { "int": [1, 300] }, "d": { "date": { "from": "today - 20y", "to": "today" } },
              "code": { "mask": "####" }, "p": { "regex": "[a-d]{2}" } } }
            """
        let project = try GeneratorProject(model: model, seed: seed)
        let plan = try #require(project.plan().plan)
        let filler = Self.filler(plan)
        #expect(Self.guaranteed(filler.plan).isEmpty)
        let validator = RecordValidator(plan: plan, today: Self.today, now: filler.now)
        var broken = 0
        for record in 1...300 {
            do {
                let filled = try filler.fill(record: record)
                #expect(validator.problems(in: filled, record: record) == [])
            } catch {
                // `code` can never fit its mask: the run must say so rather than write it.
                broken += 1
                #expect(error.diagnostic.message.contains("'code'"))
            }
        }
        #expect(broken == 300)
    }

    @Test func runConstantsAreFoldedAndFieldReadsAreNot() throws {
        let model = """
            { "model": "m", "sections": [
              { "key": "born", "type": "date", "min": "today - 80y", "max": "today - 18y" },
              { "key": "issued", "type": "date", "min": "born + 14y", "max": "today" }
            ] }
            """
        let project = try GeneratorProject(model: model, seed: #"{ "model": "m", "count": 1, "fields": {} }"#)
        let plan = Self.filler(try #require(project.plan().plan)).plan
        let born = try #require(plan.fields.first { $0.field.key == "born" })
        let issued = try #require(plan.fields.first { $0.field.key == "issued" })
        func constant(_ bound: CompiledBound?) -> Value? {
            guard case .expression(let expression, _)? = bound else { return nil }
            return expression.constantValue
        }
        #expect(constant(born.constraints.min) == .date(LocalDate(iso: "1946-01-01")!))
        #expect(constant(born.constraints.max) == .date(LocalDate(iso: "2008-01-01")!))
        #expect(constant(issued.constraints.max) == .date(Self.today))
        #expect(constant(issued.constraints.min) == nil)
        // Messages still quote the bound as written.
        #expect(born.constraints.min?.text == "today - 80y")
    }

    @Test func aBoundThatFailsIsLeftToFailInItsRecord() throws {
        let model = """
            { "model": "m", "sections": [ { "key": "d", "type": "date", "min": "today - 99999y" } ] }
            """
        let project = try GeneratorProject(model: model, seed: #"{ "model": "m", "count": 1, "fields": {} }"#)
        let plan = Self.filler(try #require(project.plan().plan)).plan
        let d = try #require(plan.fields.first { $0.field.key == "d" })
        guard case .expression(let expression, _)? = d.constraints.min else {
            Issue.record("the bound should stay an expression")
            return
        }
        #expect(expression.constantValue == nil)
    }
}

/// Cases a review found where skipping or speeding up a check changed the result.
@Suite struct RunPlanRegressionTests {
    /// Fills `records` records of a one-section model and returns the validator's problems and
    /// the fill errors, in record order.
    static func run(model fields: String, seed: String, records: Int = 40) throws -> (problems: [String], errors: [String]) {
        let model = #"{ "model": "m", "sections": [ { "key": "s", "fields": [ "# + fields + #" ] } ] }"#
        let project = try GeneratorProject(model: model, seed: seed)
        let (plan, diagnostics) = project.plan()
        let planned = try #require(plan, "\(diagnostics.map(\.message))")
        let filler = RunPlanTests.filler(planned)
        let validator = RecordValidator(plan: planned, today: RunPlanTests.today, now: filler.now)
        var problems: [String] = []
        var errors: [String] = []
        for record in 1...records {
            do {
                let filled = try filler.fill(record: record)
                problems += validator.problems(in: filled, record: record).map(\.message)
            } catch {
                errors.append(error.diagnostic.message)
            }
        }
        return (problems, errors)
    }

    @Test func aSeedMaskWithOtherLettersIsStillChecked() throws {
        let (problems, errors) = try Self.run(
            model: #"{ "key": "code", "type": "text", "mask": "??" }"#,
            seed: #"{ "model": "m", "count": 1, "fields": { "s": { "code": { "mask": "??", "maskLetters": "AЯ" } } } }"#)
        #expect(problems == [] && errors == [])
    }

    @Test func everyRuleOfAFieldWithManyRulesApplies() throws {
        let never = Array(repeating: #"{ "when": "false", "max": 1000 }"#, count: 64).joined(separator: ", ")
        let (problems, errors) = try Self.run(
            model: #"{ "key": "n", "type": "integer", "min": 0, "max": 100, "rules": [ "# + never + #", { "when": "true", "max": 5 } ] }"#,
            seed: #"{ "model": "m", "count": 1, "fields": { "s": { "n": { "int": [50, 60] } } } }"#, records: 3)
        #expect(problems == [])
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0.contains("greater than the maximum 5") })
    }

    @Test func anotherSpellingOfAnOptionIsStillThatOption() throws {
        let composed = "Йошкар-Ола"
        let decomposed = "И\u{0306}ошкар-Ола"
        #expect(composed == decomposed && Array(composed.utf8) != Array(decomposed.utf8))
        let (problems, errors) = try Self.run(
            model: #"{ "key": "city", "type": "choice", "options": [""# + composed + #"", "x"] }"#,
            seed: #"{ "model": "m", "count": 1, "fields": { "s": { "city": ""# + decomposed + #"" } } }"#)
        #expect(problems == [] && errors == [])
    }

    @Test func aTableMatchOnAnotherSpellingFindsItsRows() throws {
        let model = """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "region", "type": "choice", "options": ["Йошкар-Ола"] },
              { "key": "city", "type": "choice", "options": { "table": "regions", "column": "city", "match": { "region": "region" } } }
            ] } ] }
            """
        let csv = "region,city\nИ\u{0306}ошкар-Ола,A\nИ\u{0306}ошкар-Ола,B\n"
        let project = try GeneratorProject(
            model: model, seed: #"{ "model": "m", "count": 1, "fields": {} }"#, tables: ["regions.csv": csv])
        let plan = try #require(project.plan().plan)
        let filler = RunPlanTests.filler(plan)
        for record in 1...20 {
            let filled = try filler.fill(record: record)
            #expect(RecordValidator(plan: plan, today: RunPlanTests.today, now: filler.now).problems(in: filled, record: record) == [])
        }
    }

    @Test func anEnabledWhenReadingTheFieldItselfKeepsTheRedraws() throws {
        let (problems, errors) = try Self.run(
            model: #"{ "key": "n", "type": "integer", "min": 0, "max": 100, "optional": true, "enabledWhen": "n == null or n < 50" }"#,
            seed: #"{ "model": "m", "count": 1, "fields": { "s": { "n": { "int": [0, 100] } } } }"#)
        #expect(problems == [] && errors == [])
    }
}
