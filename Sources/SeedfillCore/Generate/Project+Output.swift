/// Opening the output directory for a run: where it may be, what in it the run may replace,
/// and the locked staging directory the run writes into.
extension Project {
    /// What a run writes into the output directory, worked out before its first record.
    struct OutputRun {
        /// The locked staging directory.
        let staging: OutputStaging
        /// What the earlier manifest says seedfill wrote.
        let ownership: OutputOwnership
        /// Entries this run writes: one per seed (two with `--report`), and `manifest.json`.
        let installing: [String]
        /// Earlier entries of this run's seeds that it does not write again (an old format's).
        let removing: [String]
        /// Earlier manifest entries of other seeds, kept in the new manifest.
        let carried: [(name: String, value: Value)]

        /// What is in the way of this run, unless `--force`.
        func blockers(force: Bool) -> [Diagnostic] {
            force ? [] : ownership.blockers(replacing: installing, removing: removing)
        }
    }

    /// An output entry that turned out to be in the way just before the commit.
    struct OutputBlocked: Error {
        var diagnostics: [Diagnostic]
    }

    /// Problems with where the output goes, found before anything is created: `--out` at the
    /// project, inside its `models/` or `data/`, or at a system directory; a seed whose output
    /// would be `manifest.json`.
    func outputProblems(_ chosen: [SeedFile], options: GenerateOptions) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let problem = OutputLocation.problem(out: options.outputDirectory, seeds: directory) { problems.append(problem) }
        for seed in chosen where FixtureSink.entryName(seed: seed.name, format: options.format) == "manifest.json" {
            problems.append(
                .error(
                    "the output of seed \(Quoted.single(seed.name)) in format \(Quoted.single(options.format.rawValue)) would be 'manifest.json', "
                        + "where seedfill keeps its manifest",
                    at: SourceLocation(file: seed.file, line: 1, column: 1),
                    hint: "rename the seed file, or choose another --format"))
        }
        return problems
    }

    /// Locks and opens the output directory and works out what the run replaces and removes;
    /// stops (exit 1) at anything in the way that seedfill did not write, unless `--force`.
    func openOutput(_ chosen: [SeedFile], options: GenerateOptions) throws(GenerateError) -> OutputRun {
        let out = options.outputDirectory
        let staging: OutputStaging
        do {
            staging = try OutputStaging(output: out, fault: options.writeFault)
        } catch {
            switch error {
            case .cannotWrite(let error):
                throw .failed(
                    .error(
                        "cannot write the output directory \(Quoted.single(out)): \(error.reason)",
                        hint: "choose another directory with --out; earlier output is unchanged"))
            case .busy(let lock):
                throw .failed(
                    .error(
                        "another seedfill run is writing to \(Quoted.single(out)) (it holds \(Quoted.single(lock)))",
                        hint: "wait until it ends, or choose another directory with --out; earlier output is unchanged"))
            }
        }
        let ownership = OutputOwnership(directory: out)
        let seeds = Set(chosen.map(\.name))
        var installing = chosen.map { FixtureSink.entryName(seed: $0.name, format: options.format) } + ["manifest.json"]
        if options.report { installing += chosen.map { Self.reportFileName(seed: $0.name) } }
        let removing = ownership.removals(seeds: seeds, installing: Set(installing))
        let run = OutputRun(
            staging: staging, ownership: ownership, installing: installing, removing: removing,
            carried: ownership.carried(skipping: seeds, touched: Set(installing + removing)))
        let blockers = run.blockers(force: options.force)
        if !blockers.isEmpty {
            staging.discard()
            throw .inputs(blockers)
        }
        return run
    }
}
