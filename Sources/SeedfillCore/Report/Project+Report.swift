import Foundation

/// `seedfill report` (and `generate --report`): fills the records a `generate` run with the
/// same options writes and tallies them field by field (see ``RunTally``), without writing or
/// keeping them.
extension Project {
    /// The tallies of every chosen seed. The records are those `generate` writes with
    /// `options` (the same bytes: `unique` repeats are drawn again in record order here too),
    /// or with `options.cover` the cover set.
    package func report(_ options: GenerateOptions) throws(GenerateError) -> [SeedReport] {
        var diagnostics = unknownSeeds(options.seedNames)
        let (plans, problems) = check()
        diagnostics += problems
        if diagnostics.contains(where: { $0.severity == .error }) { throw .inputs(diagnostics) }
        try checkUniqueSpaces(seedsInReferenceOrder, plans: plans, options: options)

        var reports: [SeedReport] = []
        var shortfalls: [Diagnostic] = []
        for seed in seedsInReferenceOrder where options.seedNames.isEmpty || options.seedNames.contains(seed.name) {
            guard let plan = plans[seed.name] else { continue }
            do throws(GenerateError) {
                reports.append(try reportSeed(seed, plan: plan, options: options))
            } catch {
                // Every seed whose cover set needs more than `--count` is named.
                guard case .usage(let problems) = error else { throw error }
                shortfalls += problems
            }
        }
        if !shortfalls.isEmpty { throw .usage(shortfalls) }
        return reports
    }

    /// The file `generate --report` writes for seed `seed` beside its output.
    static func reportFileName(seed: String) -> String { seed + ".report.html" }

    /// The page `generate --report` writes for `seed`, as bytes.
    func reportPage(_ seed: SeedFile, plan: ModelPlan, options: GenerateOptions) throws(GenerateError) -> [UInt8] {
        Array(ReportPage(reports: [try reportSeed(seed, plan: plan, options: options)], directory: directory).html.utf8)
    }

    /// The report of one seed whose plan is `plan`; ``GenerateError/usage(_:)`` when its cover
    /// set needs more records than `--count`.
    func reportSeed(_ seed: SeedFile, plan: ModelPlan, options: GenerateOptions) throws(GenerateError) -> SeedReport {
        let tallied: Result<SeedReport, CoverShortfall>
        do throws(FillError) {
            tallied = try tally(seed, plan: plan, options: options)
        } catch {
            throw .failed(error.diagnostic)
        }
        switch tallied {
        case .success(let report): return report
        case .failure(let shortfall): throw .usage(shortfall.diagnostics)
        }
    }

    /// ``reportSeed(_:plan:options:)``, filling.
    private func tally(_ seed: SeedFile, plan: ModelPlan, options: GenerateOptions) throws(FillError) -> Result<SeedReport, CoverShortfall>
    {
        let (today, _) = resolveToday(seed, options)
        let started = DispatchTime.now().uptimeNanoseconds
        var tally = RunTally(plan: plan)
        var cover: CoverReport?
        var invalid: InvalidReport?
        // Records made as JSON are read back: never as CSV rows.
        var json = options
        if json.format == .csv { json.format = .files }
        if options.cover {
            let covered: (records: [[UInt8]], report: CoverReport, fill: CoverFill?)
            do {
                covered = try self.cover(seed, plan: plan, today: today, options: json)
            } catch let error as Interrupted {
                throw FillError(diagnostic: Self.stopped(error.signal))
            } catch let error as FillError {
                throw error
            } catch {
                throw FillError(diagnostic: .error("the cover search failed: \(error)"))
            }
            if let shortfall = coverShortfall(seed, needs: covered.records.count, options: options) {
                return .failure(CoverShortfall(diagnostics: [shortfall]))
            }
            try tallyWritten(covered.records, seed: seed, plan: plan, labelField: nil, into: &tally)
            if var fill = covered.fill, let count = options.count {
                try tallyFill(&fill, first: covered.records.count + 1, count: count, into: &tally, options: options)
            }
            cover = covered.report
        } else if options.invalid {
            let negative = try invalidFixtures(seed, plan: plan, today: today, options: json)
            try tallyWritten(negative.records, seed: seed, plan: plan, labelField: options.labelField, into: &tally)
            invalid = negative.report
        } else {
            try tallyRecords(seed, plan: plan, today: today, options: options, into: &tally)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        // Shown with the run's constants folded, so that `today - 18y` is drawn as the date it is.
        let shown = plan.specialized(today: today, now: RunConstantFolder.now(on: today))
        return .success(
            SeedReport(
                seed: seed, plan: shown, today: today, runSeed: options.runSeed, seconds: seconds, tally: tally, cover: cover,
                invalid: invalid))
    }

    /// Fills records 1…count as a one-job `generate` does and tallies each.
    private func tallyRecords(
        _ seed: SeedFile, plan: ModelPlan, today: LocalDate, options: GenerateOptions, into tally: inout RunTally
    ) throws(FillError) {
        let count = options.runParameters.count(of: seed)
        guard count > 0 else { return }
        let producer = RecordProducer(seed: seed, plan: plan, today: today, run: options.runParameters, format: .jsonl, depth: 0)
        var ledger = UniqueLedger(producer.unique)
        var storage = producer.makeStorage()
        // Drafts are counted as written: cut where generate cuts them.
        let drafts = draftLog(for: seed, options).map {
            DraftMaker(share: $0.share, plan: plan, seedKey: options.runParameters.seedKey(of: seed), log: $0)
        }
        func add(_ frame: FilledFrame, _ record: Int) {
            if let drafts, let draft = drafts.draft(of: frame, record: record) {
                tally.add(draft, record: record)
                tally.drafts += 1
            } else {
                tally.add(frame, record: record)
            }
        }
        for record in 1...count {
            if let signal = options.stop?.signal { throw FillError(diagnostic: Self.stopped(signal)) }
            let keys = try producer.produce(record, storage: &storage)
            if let redrawn = try ledger.admit(record, keys: keys, producer: producer) {
                // The record `generate` writes is the one filled again with these salts.
                var again = producer.makeStorage()
                _ = try producer.produce(record, storage: &again, redrawAttempts: redrawn.salts)
                add(again.fill.record, record)
            } else {
                add(storage.fill.record, record)
            }
            if let progress = options.progress, record % 4096 == 0 || record == count {
                progress(Progress(seed: seed.name, done: record, total: count))
            }
        }
    }

    /// Tallies the records of `fill` (`--cover --count`) into `tally` as records
    /// `first`…`count` of the report.
    private func tallyFill(_ fill: inout CoverFill, first: Int, count: Int, into tally: inout RunTally, options: GenerateOptions)
        throws(FillError)
    {
        guard first <= count else { return }
        var storage = fill.producer.makeStorage()
        for record in first...count {
            if let signal = options.stop?.signal { throw FillError(diagnostic: Self.stopped(signal)) }
            _ = try fill.next(storage: &storage)
            tally.add(storage.fill.record, record: record)
        }
    }

    /// Reads back each record written as JSON (a cover set, negative fixtures) and tallies it.
    private func tallyWritten(
        _ records: [[UInt8]], seed: SeedFile, plan: ModelPlan, labelField: String?, into tally: inout RunTally
    ) throws(FillError) {
        for (index, bytes) in records.enumerated() {
            var reader = QuestionnaireReader(plan: plan)
            reader.labelField = labelField
            guard let node = JSONReader.parse(bytes, file: "\(seed.name) record \(index + 1)").node, let frame = reader.read(node)
            else {
                throw FillError(
                    diagnostic: .error("record \(index + 1) of \(Quoted.single(seed.name)) cannot be read back", hint: CompiledSeed.bug))
            }
            tally.add(frame, record: index + 1)
        }
    }

    private static func stopped(_ signal: Int32) -> Diagnostic {
        .error("interrupted by \(StopRequest.name(of: signal)); no report was written")
    }
}

/// What a report shows of one seed file: where its records came from and their tallies.
package struct SeedReport: Sendable {
    let seed: SeedFile
    let plan: ModelPlan
    let today: LocalDate
    let runSeed: UInt64
    /// Seconds spent filling and tallying.
    let seconds: Double
    let tally: RunTally
    /// With `--cover`, what the cover set covers.
    let cover: CoverReport?
    /// With `--invalid`, what each negative fixture breaks.
    let invalid: InvalidReport?

    /// The seed file's name.
    package var name: String { seed.name }
    /// Records tallied.
    package var records: Int { tally.records }
}
