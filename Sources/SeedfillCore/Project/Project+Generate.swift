/// `seedfill generate`: check everything, fill every record of every chosen seed, validate
/// each, write through a staging directory, and only then replace earlier output.
extension Project {
    /// Runs a generation.
    public func generate(_ options: GenerateOptions) throws(GenerateError) -> GenerateSummary {
        var diagnostics: [Diagnostic] = []
        for name in options.seedNames where seed(named: name) == nil {
            diagnostics.append(.error("there is no seed file '\(name).seed.json' in '\(directory)'",
                                      hint: Suggestions.hint(for: name, in: seeds.map(\.name))))
        }
        if options.format == .csv {
            diagnostics.append(.error("the csv format is not supported yet", hint: "use --format files, json or jsonl"))
        }
        let (plans, problems) = check()
        diagnostics += problems
        if diagnostics.contains(where: { $0.severity == .error }) { throw .inputs(diagnostics) }

        let chosen = options.seedNames.isEmpty ? seeds : seeds.filter { options.seedNames.contains($0.name) }
        let staging: OutputStaging
        do {
            staging = try OutputStaging(output: options.outputDirectory)
        } catch {
            throw .failed(.error("cannot write output: \(error.path): \(error.reason)"))
        }
        var manifest = Manifest(runSeed: options.runSeed)
        var summary = GenerateSummary()
        do {
            for seed in chosen {
                guard let plan = plans[seed.name] else { continue }
                let (today, todaySource) = resolveToday(seed, options)
                let count = options.count ?? seed.count ?? 10
                let writer = FixtureSink(format: options.format, seedName: seed.name, count: count, staging: staging)
                let filler = RecordFiller(plan: plan, seedKey: RandomStream.seedKey(runSeed: options.runSeed, seedName: seed.name), today: today)
                let validator = RecordValidator(plan: plan, today: today, now: filler.now)
                let questionnaire = QuestionnaireWriter(plan: plan)
                try writer.open()
                for record in 1...max(count, 1) where count > 0 {
                    let filled = try filler.fill(record: record)
                    let problems = validator.problems(in: filled, record: record)
                    if let problem = problems.first {
                        throw FillError(diagnostic: .error(
                            "record \(record) of '\(seed.name)' failed validation at \(problem.path): \(problem.message) (rule: \(problem.rule))",
                            at: seed.modelLocation, hint: "this is a bug in seedfill if the seed file maps no value to it; please report it"))
                    }
                    var json = JSONWriter(pretty: options.format != .jsonl, depth: writer.recordDepth)
                    questionnaire.write(filled, into: &json)
                    try writer.append(json.buffer, record: record)
                }
                let files = try writer.close()
                manifest.add(seed: seed, model: plan.model, count: count, format: options.format, files: files,
                             today: today, todaySource: todaySource)
                summary.seeds.append((seed.name, count, writer.displayOutput(in: options.outputDirectory)))
            }
            try manifest.write(to: staging.path("manifest.json"), previous: Project.join(options.outputDirectory, "manifest.json"))
            try staging.commit()
        } catch let error as FillError {
            staging.discard()
            throw .failed(error.diagnostic)
        } catch let error as ByteFile.WriteError {
            staging.discard()
            throw .failed(.error("cannot write '\(error.path)': \(error.reason)", hint: "check free disk space and permissions; earlier output is unchanged"))
        } catch {
            staging.discard()
            throw .failed(.error("generation failed: \(error)"))
        }
        return summary
    }

    /// The date relative dates are anchored to: `--today`, else the seed's `today`, else the clock.
    func resolveToday(_ seed: SeedFile, _ options: GenerateOptions) -> (LocalDate, String) {
        if let today = options.today { return (today, "--today") }
        if let text = seed.today?.text, let today = LocalDate(iso: text) { return (today, "seed file") }
        return (options.currentDate, "current date")
    }

    /// Fills record `record` (from 1) of seed `name` and returns it as pretty-printed JSON bytes,
    /// exactly as `generate` would write it.
    public func fixture(seed name: String, record: Int, runSeed: UInt64 = 0, today: LocalDate) throws(GenerateError) -> [UInt8] {
        guard let seed = seed(named: name), let model = models[seed.model] else {
            throw .inputs([.error("there is no seed file '\(name).seed.json' in '\(directory)'")])
        }
        let (plan, diagnostics) = PlanBuilder.plan(model: model, seed: seed, tables: tables)
        guard let plan else { throw .inputs(diagnostics) }
        let filler = RecordFiller(plan: plan, seedKey: RandomStream.seedKey(runSeed: runSeed, seedName: name), today: today)
        do {
            let filled = try filler.fill(record: record)
            var json = JSONWriter(pretty: true)
            QuestionnaireWriter(plan: plan).write(filled, into: &json)
            return json.buffer
        } catch {
            throw .failed(error.diagnostic)
        }
    }
}
