/// Evaluating a field's expressions, and the located errors of a field that cannot be filled.
extension RecordFiller {
    /// The value of `expression` in the record being filled; an error names field `id` and
    /// `what` was evaluated (`visibleWhen`, `compute`…).
    func evaluate(_ expression: BoundExpression, for id: FieldID, what: String, state: inout State) throws(FillError) -> Value {
        do {
            return try expression.evaluate(in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: what, state: state)
        }
    }

    /// The error of an expression of field `id` that could not be evaluated.
    ///
    /// Never inlined, like every error of this file: an error path, kept out of the code of the
    /// per-record loops that call it (inlined, its message alone was kilobytes of the fill loop).
    @inline(never)
    func evaluationFailure(_ id: FieldID, _ error: EvaluationError, what: String, state: State) -> FillError {
        let planned = plan.fields[id]
        var failure = FillError(
            diagnostic: .error(
                "record \(state.record): evaluating \(what) of '\(planned.fullPath.joined(separator: "."))' failed: \(error.message)",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path))
        failure.field = id
        return failure
    }

    /// The error of a field that got no valid value; `broken` counts the draws that broke each
    /// rule, in the order the rules were first broken. Never inlined (see
    /// ``evaluationFailure(_:_:what:state:)``).
    @inline(never)
    func failure(_ id: FieldID, _ problem: FieldViolation, value: Value?, broken: [(rule: String, draws: Int)] = [], state: State)
        -> FillError
    {
        let planned = plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        let last = broken.first { $0.rule == problem.rule }?.draws ?? maxTries
        let others = broken.filter { $0.rule != problem.rule }.map { "\($0.rule) by \($0.draws)" }
        // Checks stop at the first broken rule, so a later rule was only tried on the draws that
        // passed the earlier ones: the counts say how often each rule was the one that failed.
        let tally = "broken by \(last) of \(maxTries) draws" + (others.isEmpty ? "" : "; " + others.joined(separator: ", "))
        var message =
            "record \(state.record): no valid value for \(Quoted.single(name)) after \(maxTries) tries: \(problem.message) (rule: \(problem.rule), \(tally))"
        if value == nil { message = "record \(state.record): \(Quoted.single(name)) breaks its rule \(problem.rule): \(problem.message)" }
        let hint =
            planned.generatorPath.map {
                "the seed entry at \(Quoted.single($0)) produces values the model rejects; make it agree with the rule"
            }
            ?? "the rule leaves no value that the default generator can find; check the field's bounds and rules"
        var failure = FillError(
            diagnostic: .error(
                message, at: planned.generatorLocation ?? planned.field.location,
                path: planned.generatorPath ?? planned.field.path, hint: hint))
        failure.field = id
        return failure
    }

    /// Throws when the record shows two fields of `framePlan` that share an output name: their
    /// conditions were meant to keep them apart.
    @inline(never)
    func checkSharedNames(_ framePlan: FillFrame, visible: [Bool], state: State) throws(FillError) {
        for shared in framePlan.sharedNames {
            let shown = shared.filter { visible[$0.slot] }
            guard shown.count > 1 else { continue }
            let first = plan.fields[shown[0].id]
            let second = plan.fields[shown[1].id]
            var failure = FillError(
                diagnostic: .error(
                    "record \(state.record): \(Quoted.single(first.fullPath.joined(separator: "."))) and \(Quoted.single(second.fullPath.joined(separator: "."))) are both shown, and both are written as \(Quoted.single(first.field.outputName))",
                    at: second.field.nameLocation ?? second.field.location, path: second.field.path,
                    hint: "fields that share a name need visibleWhen conditions that never hold together"))
            failure.field = shown[1].id
            throw failure
        }
    }
}
