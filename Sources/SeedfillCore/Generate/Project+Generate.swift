/// `seedfill generate`: check everything, fill every record of every chosen seed (on as many
/// threads as asked), validate each, write through a staging directory, and only then replace
/// earlier output.
extension Project {
    /// Runs a generation.
    package func generate(_ options: GenerateOptions) throws(GenerateError) -> GenerateSummary {
        guard let stop = options.stop else { return try generateListening(options) }
        return try stop.listening { () throws(GenerateError) -> GenerateSummary in try generateListening(options) }
    }

    private func generateListening(_ options: GenerateOptions) throws(GenerateError) -> GenerateSummary {
        var diagnostics = unknownSeeds(options.seedNames)
        let (plans, problems) = check()
        diagnostics += problems
        if diagnostics.contains(where: { $0.severity == .error }) { throw .inputs(diagnostics) }

        let chosen = seedsInReferenceOrder.filter { options.seedNames.isEmpty || options.seedNames.contains($0.name) }
        let labelProblems = labelFieldProblems(chosen, plans: plans, options: options)
        if !labelProblems.isEmpty { throw .inputs(labelProblems) }
        try checkUniqueSpaces(chosen, plans: plans, options: options)
        if options.toStandardOutput {
            return try writeToStandardOutput(chosen, plans: plans, options: options)
        }
        let placement = outputProblems(chosen, options: options)
        if !placement.isEmpty { throw .inputs(placement) }
        let run = try openOutput(chosen, options: options)
        let staging = run.staging
        var manifest = Manifest(runSeed: options.runSeed)
        var summary = GenerateSummary()
        summary.notes = shardUniquenessNotes(chosen, plans: plans, options: options)
        // `--cover --count N` where a cover set needs more: every such seed is named, then nothing is kept.
        var shortfalls: [Diagnostic] = []
        do {
            for seed in chosen {
                guard let plan = plans[seed.name] else { continue }
                let (today, todaySource) = resolveToday(seed, options)
                let covered = try options.cover ? cover(seed, plan: plan, today: today, options: options) : nil
                if let covered, let shortfall = coverShortfall(seed, needs: covered.records.count, options: options) {
                    shortfalls.append(shortfall)
                    continue
                }
                guard shortfalls.isEmpty else { continue }
                let draftLog = options.cover || options.invalid ? nil : draftLog(for: seed, options)
                let negative = try options.invalid ? invalidFixtures(seed, plan: plan, today: today, options: options) : nil
                let written = covered?.records ?? negative?.records
                let count = (covered?.fill != nil ? options.count : written?.count) ?? options.runParameters.count(of: seed)
                let records = options.shard.map { $0.records(of: count) } ?? (count > 0 ? 1...count : nil)
                let writer = FixtureSink(format: options.format, seedName: seed.name, count: count, staging: staging)
                try writer.open(header: options.format == .csv ? CSVRowWriter(plan: plan).header : [])
                if let written {
                    for (index, bytes) in written.enumerated() {
                        try options.stop?.throwIfRequested()
                        try bytes.withUnsafeBufferPointer { bytes throws(ByteFile.WriteError) in try writer.append(bytes, record: index + 1)
                        }
                    }
                    if var fill = covered?.fill {
                        try writeFill(&fill, first: written.count + 1, count: count, to: writer, seed: seed.name, options: options)
                    }
                    if let covered { summary.cover.append((seed.name, covered.report)) }
                    if let negative { summary.invalid.append((seed.name, negative.report)) }
                } else if let records {
                    let workers = makeProducers(
                        seed, plan: plan, today: today, options: options, depth: writer.recordDepth, drafts: draftLog)
                    try RecordProducer.run(records: records, workers: workers) { record, bytes in
                        try options.stop?.throwIfRequested()
                        try writer.append(bytes, record: record)
                        report(seed.name, done: record - records.lowerBound + 1, total: records.count, options)
                    }
                }
                let files = try writer.close()
                var reportFile: String?
                if options.report {
                    let name = Self.reportFileName(seed: seed.name)
                    let file = try ByteFile(creating: staging.path(name), fault: options.writeFault)
                    try file.write(try reportPage(seed, plan: plan, options: options))
                    try file.close()
                    reportFile = name
                }
                manifest.add(
                    seed: seed, model: plan.model, count: count, format: options.format, files: files,
                    today: today, todaySource: todaySource, shard: options.shard, records: records, cover: covered?.report.manifestValue,
                    drafts: draftLog?.manifestValue, invalid: negative?.report.manifestValue, report: reportFile)
                summary.seeds.append((seed.name, records?.count ?? 0, writer.displayOutput(in: options.outputDirectory)))
                if let draftLog { summary.drafts.append((seed.name, draftLog.count)) }
            }
            if !shortfalls.isEmpty { throw CoverShortfall(diagnostics: shortfalls) }
            try manifest.write(to: staging.path("manifest.json"), carrying: run.carried, fault: options.writeFault)
            try options.stop?.throwIfRequested()
            // Looked at again: something may have been put in the way while the records were written.
            let blockers = run.blockers(force: options.force)
            if !blockers.isEmpty { throw OutputBlocked(diagnostics: blockers) }
            try staging.commit(removing: run.removing)
        } catch let error as OutputBlocked {
            staging.discard()
            throw .inputs(error.diagnostics)
        } catch let error as CoverShortfall {
            staging.discard()
            throw .usage(error.diagnostics)
        } catch let error as GenerateError {
            staging.discard()
            throw error
        } catch let error as Interrupted {
            staging.discard()
            throw .failed(Self.interrupted(error))
        } catch let error as FillError {
            staging.discard()
            throw .failed(error.diagnostic)
        } catch let error as ByteFile.WriteError {
            staging.discard()
            throw .failed(
                .error(
                    "cannot write \(Quoted.single(staging.finalPath(of: error.path))): \(error.reason)",
                    hint: "check free disk space and permissions; earlier output is unchanged"))
        } catch {
            staging.discard()
            throw .failed(.error("generation failed: \(error)"))
        }
        return summary
    }

    /// `--stdout`: every chosen seed's records as JSON Lines on standard output, in seed order.
    private func writeToStandardOutput(_ chosen: [SeedFile], plans: [String: ModelPlan], options: GenerateOptions) throws(GenerateError)
        -> GenerateSummary
    {
        var summary = GenerateSummary()
        summary.notes = shardUniquenessNotes(chosen, plans: plans, options: options)
        do {
            let out = LineSink(try ByteFile(standardOutput: ()))
            for seed in chosen {
                guard let plan = plans[seed.name] else { continue }
                let (today, _) = resolveToday(seed, options)
                let count = options.runParameters.count(of: seed)
                guard let records = options.shard.map({ $0.records(of: count) }) ?? (count > 0 ? 1...count : nil) else { continue }
                var jsonl = options
                jsonl.format = .jsonl
                let workers = makeProducers(seed, plan: plan, today: today, options: jsonl, depth: 0, drafts: draftLog(for: seed, options))
                let (stop, progress, name) = (options.stop, options.progress, seed.name)
                try RecordProducer.run(records: records, workers: workers) { record, bytes in
                    let done = record - records.lowerBound + 1
                    // A stop request is a lock away: looked at every 64 records (the first
                    // included), which is still well under a millisecond at full speed.
                    if done % 64 == 1 { try stop?.throwIfRequested() }
                    try out.appendLine(bytes)
                    if let progress { Self.report(progress, seed: name, done: done, total: records.count) }
                }
                summary.seeds.append((seed.name, records.count, "standard output"))
            }
            try out.close()
        } catch let error as Interrupted {
            throw .failed(.error("interrupted by \(StopRequest.name(of: error.signal)); the output stops part-way"))
        } catch let error as FillError {
            throw .failed(error.diagnostic)
        } catch let error as ByteFile.WriteError {
            // The reader went away (`seedfill generate --stdout | head`): the run ends there,
            // and that is the reader's choice, not an error.
            if error.isBrokenPipe {
                summary.standardOutputClosed = true
                return summary
            }
            throw .failed(.error("cannot write to standard output: \(error.reason)"))
        } catch {
            throw .failed(.error("generation failed: \(error)"))
        }
        return summary
    }

    /// An error for each of `names` that names no seed file of the project.
    func unknownSeeds(_ names: [String]) -> [Diagnostic] {
        names.filter { seed(named: $0) == nil }.map { name in
            .error(
                "there is no seed file '\(name).seed.json' in \(Quoted.single(directory))",
                hint: Suggestions.hint(for: name, in: seeds.map(\.name)))
        }
    }

    /// The error of a run stopped by a signal.
    private static func interrupted(_ error: Interrupted) -> Diagnostic {
        .error(
            "interrupted by \(StopRequest.name(of: error.signal)); earlier output is unchanged",
            hint: "no file of this run was kept; run it again to write the output")
    }

    /// One producer per job. Each extra one compiles the plan again, so that no two threads
    /// touch the same objects (shared reference counts cost more than the compile).
    private func makeProducers(
        _ seed: SeedFile, plan: ModelPlan, today: LocalDate, options: GenerateOptions, depth: Int, drafts: DraftLog? = nil
    ) -> [RecordProducer] {
        var plans = [plan]
        while plans.count < max(1, options.jobs) {
            guard let copy = freshPlan(of: seed) else { break }
            plans.append(copy)
        }
        let run = options.runParameters
        return plans.map {
            var producer = RecordProducer(seed: seed, plan: $0, today: today, run: run, format: options.format, depth: depth)
            if let drafts { producer.drafts = DraftMaker(share: drafts.share, plan: $0, seedKey: run.seedKey(of: seed), log: drafts) }
            return producer
        }
    }

    /// Reports progress every 4096 records and at the end.
    func report(_ seed: String, done: Int, total: Int, _ options: GenerateOptions) {
        guard let progress = options.progress else { return }
        Self.report(progress, seed: seed, done: done, total: total)
    }

    /// ``report(_:done:total:_:)`` with the callback at hand.
    private static func report(_ progress: @Sendable (Progress) -> Void, seed: String, done: Int, total: Int) {
        guard done % 4096 == 0 || done == total else { return }
        progress(Progress(seed: seed, done: done, total: total))
    }

    /// The date relative dates are anchored to: `--today`, else the seed's `today`, else the clock.
    func resolveToday(_ seed: SeedFile, _ options: GenerateOptions) -> (LocalDate, String) {
        options.runParameters.today(of: seed)
    }

    /// Fills record `record` (from 1) of seed `name` and returns it as pretty-printed JSON bytes,
    /// exactly as `generate` would write it (`today` acts as `--today`, for referenced seeds too).
    func fixture(seed name: String, record: Int, runSeed: UInt64 = 0, today: LocalDate) throws(GenerateError) -> [UInt8] {
        guard let seed = seed(named: name), models[seed.model] != nil else {
            throw .inputs([.error("there is no seed file '\(name).seed.json' in \(Quoted.single(directory))")])
        }
        let order = seedOrder
        let (plans, diagnostics) = planSeeds(order, only: [name])
        guard let plan = plans[name] else { throw .inputs(diagnostics + order.diagnostics) }
        let filler = RecordFiller(
            plan: plan, seedKey: RandomStream.seedKey(runSeed: runSeed, seedName: name), today: today,
            run: RunParameters(runSeed: runSeed, count: nil, today: today, currentDate: today))
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
