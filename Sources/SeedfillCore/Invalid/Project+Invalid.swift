/// `generate --invalid`: negative fixtures of a seed, each breaking one rule of its model (see
/// ``InvalidSearch``).
extension Project {
    /// The negative fixtures of `seed`, serialised as `options.format` writes records (with
    /// their label as member `options.labelField` when set), and what they break.
    func invalidFixtures(_ seed: SeedFile, plan: ModelPlan, today: LocalDate, options: GenerateOptions) throws(FillError) -> (
        records: [[UInt8]], report: InvalidReport
    ) {
        let producer = RecordProducer(seed: seed, plan: plan, today: today, run: options.runParameters, format: .jsonl, depth: 0)
        // Confirmed as `seedfill validate MODEL --seed-file SEED` confirms a file: against the
        // model alone, with the seed's host values.
        let modelPlan = models[seed.model].flatMap { self.plan(ofModel: $0, seed: seed).plan } ?? plan
        let validation = QuestionnaireValidation(plan: modelPlan, today: today)
        let search = try InvalidSearch(producer: producer, validation: validation, format: options.format)
        let rules = BreakableRule.rules(of: plan)
        let outcome = search.run(rules, count: options.count)
        let records = outcome.fixtures.map { fixture -> [UInt8] in
            var tree = fixture.tree
            if let name = options.labelField, let labelled = tree.setting([.key(name)], to: InvalidReport.value(of: fixture.label)) {
                tree = labelled
            }
            return tree.bytes(format: options.format, depth: search.depth)
        }
        let unbreakable = outcome.unbreakable.map { rule, reason in
            "\(rule.described(path: search.form.path(of: rule.field, indices: []), in: plan)): \(reason)"
        }
        return (records, InvalidReport(rules: rules.count, unbreakable: unbreakable, labels: outcome.fixtures.map(\.label)))
    }
}

extension Project {
    /// A problem for each chosen seed whose model writes a member at the top of its
    /// questionnaires under `--label-field`'s name: the label would take its place.
    func labelFieldProblems(_ chosen: [SeedFile], plans: [String: ModelPlan], options: GenerateOptions) -> [Diagnostic] {
        guard let name = options.labelField else { return [] }
        var problems: [Diagnostic] = []
        for seed in chosen {
            guard let plan = plans[seed.name] else { continue }
            let members = plan.writtenMembers(plan.rootItems, includingInternal: false)
            guard let id = members.first(where: { plan.fields[$0].field.outputName == name }) else { continue }
            let field = plan.fields[id].field
            problems.append(
                .error(
                    "'--label-field \(name)': the model \(Quoted.single(plan.model.name)) writes its field \(Quoted.single(field.key)) there",
                    at: field.location, path: field.path, hint: "choose a name the model does not use, e.g. --label-field _label"))
        }
        return problems
    }
}
