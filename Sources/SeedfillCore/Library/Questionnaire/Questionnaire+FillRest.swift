/// Filling what is not set from a seed file, keeping what is.
extension Questionnaire {
    /// How many times the rest is drawn, each time from new streams, before the values set are
    /// found to leave it nothing valid.
    static let fillAttempts = 20

    /// Fills every field not set from the generators of seed file `seed` (`policy` for
    /// `policy.seed.json`, a seed of this model) for its record `record` (from 0), keeping
    /// every value set; afterwards every value is set.
    ///
    /// Fields are filled in dependency order, so what is drawn agrees with what is set (a
    /// document number gets the format of the document type set). The result is a function of
    /// the values set, the seed and `record`: with nothing set it is record `record` exactly as
    /// ``CompiledSeed/json(_:)`` gives it (the seed compiled with this questionnaire's
    /// ``today``). When the values set leave a field no valid value in that record, the record
    /// is drawn again from new streams, a few times.
    ///
    /// Throws a ``SeedfillError``, leaving the questionnaire as it was, for an unknown seed, a
    /// seed of another model, a record out of range, and values set that cannot all be kept in
    /// a valid questionnaire: one that breaks its own rules, one that leaves a field depending
    /// on it no valid value (named with the value set), one hidden by what the rest needs.
    public mutating func fillRest(seed: String, record: Int) throws(SeedfillError) {
        if let file = project.project.seed(named: seed), file.model != model {
            let seeds = project.project.seeds.filter { $0.model == model }.map { Quoted.single($0.name) }.sorted()
            throw SeedfillError(
                .error(
                    "the seed file \(Quoted.single(file.name)) fills the model \(Quoted.single(file.model)), not \(Quoted.single(model))",
                    at: file.modelLocation,
                    hint: seeds.isEmpty
                        ? "no seed file of the project fills \(Quoted.single(model))"
                        : "the seed files of \(Quoted.single(model)): \(seeds.joined(separator: ", "))"))
        }
        let compiled = try project.compile(seed: seed, today: today)
        try compiled.checkRecord(record)
        let preset = answers.root.keys.isEmpty ? nil : answers.root
        var firstError: SeedfillError?
        for attempt in 0..<(preset == nil ? 1 : Self.fillAttempts) {
            do throws(SeedfillError) {
                answers = try filled(compiled, record: record, preset: preset, attempt: attempt)
                recordNumber = record + 1
                return
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        throw firstError!
    }

    /// The answers of record `record` of `compiled` filled around `preset`, or why the values
    /// set cannot all be kept in it.
    private func filled(_ compiled: CompiledSeed, record: Int, preset: ObjectValue?, attempt: Int) throws(SeedfillError) -> Answers {
        let filled: FilledFrame
        let problems: [RecordValidator.Problem]
        do throws(FillError) {
            (filled, problems) = try compiled.filledRecord(record, preset: preset, attempt: attempt)
        } catch {
            throw explained(error, plan: compiled.runPlan, record: record)
        }
        let result = QuestionnaireForm.answers(of: filled, plan: compiled.runPlan)
        for (address, value) in setValues() where !result.holds(value, at: form.segments(of: address.id), indices: address.indices) {
            let name = form.path(of: address.id, indices: address.indices)
            let sources = form.visibilitySources(of: address.id).map { Quoted.single(form.path(of: $0, indices: address.indices)) }
            throw SeedfillError(
                .error(
                    "the value set at \(Quoted.single(name)) = \(value.quoted) is hidden by the values filled for the fields that decide whether it is shown",
                    at: form.plan.fields[address.id].field.location, path: name,
                    hint: "set \(sources.isEmpty ? "those fields" : RecordFiller.list(sources)) too, so that fillRest keeps them"))
        }
        if let problem = problems.first {
            throw SeedfillError(
                .error(
                    "the values set break a rule at \(Quoted.single(problem.path)): \(problem.message) (rule: \(problem.rule))",
                    path: problem.path, hint: "change the values set so that they agree with each other and with the model"))
        }
        return result
    }

    /// The error of a record that could not be filled around the values set: named with the
    /// values set that the failing field reads (or its own), when there are any.
    private func explained(_ error: FillError, plan: ModelPlan, record: Int) -> SeedfillError {
        guard let failing = error.field, plan.fields[failing].kind == .field,
            let id = form.plan.fields.indices.first(where: { form.plan.fields[$0].fullPath == plan.fields[failing].fullPath })
        else { return SeedfillError(error.diagnostic) }
        var reason = error.diagnostic.message
        if reason.hasPrefix("record \(record + 1): ") { reason.removeFirst("record \(record + 1): ".count) }
        // The values set are kept in every attempt: the count of attempts says nothing here.
        if let attempts = reason.range(of: " (the record was drawn ") { reason = String(reason[..<attempts.lowerBound]) }
        let name = plan.fields[failing].fullPath.joined(separator: ".")
        let set = setValues()
        func described(_ values: [(FieldAddress, Value)]) -> String {
            RecordFiller.list(values.map { "\(Quoted.single(form.path(of: $0.0.id, indices: $0.0.indices))) = \($0.1.quoted)" })
        }
        let own = set.filter { $0.0.id == id }
        if !own.isEmpty {
            return SeedfillError(
                .error(
                    "the value set at \(described(own)) cannot be kept: \(reason)", at: form.plan.fields[id].field.location, path: name,
                    hint: "set a value its rules allow with the other values set, or unset it"))
        }
        let sources = form.dependencies(of: id)
        let read = set.filter { sources.contains($0.0.id) }
        guard !read.isEmpty else { return SeedfillError(error.diagnostic) }
        let names = RecordFiller.list(read.map { Quoted.single(form.path(of: $0.0.id, indices: $0.0.indices)) })
        return SeedfillError(
            .error(
                "the value\(read.count == 1 ? "" : "s") set at \(described(read)) leave\(read.count == 1 ? "s" : "") \(Quoted.single(name)) no valid value: \(reason)",
                at: form.plan.fields[id].field.location, path: name,
                hint:
                    "set \(names) to \(read.count == 1 ? "another value" : "other values"), or unset \(read.count == 1 ? "it" : "them") for fillRest to draw"
            ))
    }

    /// Every value set, with its address, frame by frame (a list before its items' values).
    func setValues() -> [(FieldAddress, Value)] {
        setValues(in: answers.root, frame: 0, indices: [])
    }

    private func setValues(in object: ObjectValue, frame: Int, indices: [Int]) -> [(FieldAddress, Value)] {
        var found: [(FieldAddress, Value)] = []
        let framePlan = form.plan.frames[frame]
        for (slot, id) in framePlan.slotFields.enumerated() {
            let field = form.plan.fields[id]
            guard field.kind == .field, field.field.type != .section, field.field.type != .group,
                let value = RecordFiller.presetValue(object, at: framePlan.slotKeys[slot])
            else { continue }
            found.append((FieldAddress(id: id, indices: indices), value))
            if let itemFrame = field.itemFrame, case .array(let items) = value {
                for (index, item) in items.enumerated() {
                    if case .object(let members) = item { found += setValues(in: members, frame: itemFrame, indices: indices + [index]) }
                }
            }
        }
        return found
    }
}
