/// `validate --draft`: whether a questionnaire is a draft that is consistent so far.
///
/// A draft is read as it is written (see ``DraftLayout``): a field that is absent is empty, and
/// the draft's *reach* is the last position of the draft order that its present fields (and the
/// present sections and groups) need, themselves and everything they depend on. Every unit up
/// to the reach (with all it depends on) is then held to exactly what `validate` holds a
/// complete questionnaire to: it is shown or hidden as the values before it say, a required one
/// is present, every value is valid, computed fields agree. The units beyond the reach, and the
/// units that depend on them, must be absent (as they are, by the reach's definition), and a
/// section or group whose units are all beyond it may be left out. A complete questionnaire is
/// a draft that reaches the end.
extension QuestionnaireValidation {
    /// The problems of the draft read into `read` (record `record`).
    func draftProblems(_ read: FilledFrame, layout: DraftLayout, record: Int) -> [RecordValidator.Problem] {
        var reach = -1
        for unit in layout.units where read.visible[unit.slot] { reach = max(reach, unit.reach) }
        for slot in layout.containers where read.visible[slot] { reach = max(reach, layout.containerReach[slot]) }
        var frame = read
        if completes { frame = validator.completed(frame, record: record) }
        frame = validator.showingReachedContainers(frame, record: record) { layout.containerFirst[$0] <= reach }
        // Again: the `omit` and internal fields of the sections just shown.
        if completes { frame = validator.completed(frame, record: record) }
        let problems = validator.problems(in: frame, record: record)
        guard !problems.isEmpty else { return [] }
        let unreached = layout.units.filter { $0.reach > reach }.map { layout.slotPaths[$0.slot] }
        let leftOut = Set(layout.containers.filter { layout.containerFirst[$0] > reach && !read.visible[$0] }.map { layout.slotPaths[$0] })
        let explanation = Self.beyond(reach, layout: layout, read: read)
        var kept: [RecordValidator.Problem] = []
        for var problem in problems {
            if leftOut.contains(problem.path) { continue }
            if unreached.contains(where: { problem.path == $0 || problem.path.hasPrefix($0 + ".") || problem.path.hasPrefix($0 + "[") }) {
                continue
            }
            if problem.message == "the field should be shown but is missing", let explanation {
                problem.message = "the field should be shown but is missing, \(explanation)"
                problem.rule = "draft order"
            }
            kept.append(problem)
        }
        return kept
    }

    /// Why a missing field cannot be left empty in a draft reaching position `reach`: the
    /// draft goes on to the unit there, or fills one that depends on it.
    private static func beyond(_ reach: Int, layout: DraftLayout, read: FilledFrame) -> String? {
        guard reach >= 0 else { return nil }
        let last = layout.units[reach]
        if read.visible[last.slot] { return "yet the draft goes on to \(Quoted.single(layout.slotPaths[last.slot]))" }
        guard let needing = layout.units.first(where: { $0.reach == reach && read.visible[$0.slot] }) else {
            return "yet the draft goes on to \(Quoted.single(layout.slotPaths[last.slot]))"
        }
        return
            "yet \(Quoted.single(layout.slotPaths[needing.slot])) is filled, which depends on \(Quoted.single(layout.slotPaths[last.slot]))"
    }
}

extension RecordValidator {
    /// `frame` with each section or group that is absent, is not flattened, holds a unit the
    /// draft reaches (`reached` of its slot) and should be shown, shown: as an object with
    /// nothing in it yet, so that the units it holds are checked.
    func showingReachedContainers(_ frame: FilledFrame, record: Int, reached: (Int) -> Bool) -> FilledFrame {
        var frame = frame
        var context = EvaluationContext(frames: [frame.values], recordIndex: record, itemIndex: 0, today: today, now: now)
        for step in check.steps[0] where step.kind == .container {
            let slot = step.slot
            guard !frame.visible[slot], !plan.fields[step.id].field.flattens, reached(slot) else { continue }
            guard step.containerSlot < 0 || frame.visible[step.containerSlot] else { continue }
            if step.hasVisibleWhen, let condition = check.fields[step.id].visibleWhen {
                guard (try? condition.evaluate(in: &context))?.isTruthy == true else { continue }
            }
            frame.visible[slot] = true
        }
        return frame
    }
}
