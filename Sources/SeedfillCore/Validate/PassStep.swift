/// One field of a frame as the validator's first pass reads it
/// (``RecordValidator/isValid(frameIndex:_:context:)``): a ``FrameStep`` with the field's
/// checks at hand.
///
/// The pass visits every field of every record, so the field is lent without reference
/// counting (see ``Lent``); ``FieldCheck/fields`` owns it for as long as the steps exist.
struct PassStep: Sendable {
    let id: FieldID
    /// The field's slot in its frame.
    let slot: Int
    /// The slot of the enclosing section or group in the same frame, or -1.
    let containerSlot: Int
    /// What the pass does once the field is visible (never `.helper`: helpers are left out).
    let kind: FrameStep.Kind
    /// Whether the field has a `visibleWhen` condition.
    let hasVisibleWhen: Bool
    /// The check made from the step alone, before the field's checks (see ``PassCheck``).
    let check: PassCheck
    /// The field, owned by ``FieldCheck/fields``.
    let field: Lent<PlannedField>

    /// The check of `step`'s values made from the step alone: the field's own check (see
    /// ``PassCheck``) when it is shown by its container alone and holds no computed value.
    static func check(_ step: FrameStep, _ field: PlannedField) -> PassCheck {
        guard step.kind == .value, !step.hasVisibleWhen, field.compute == nil else { return .none }
        return field.passCheck
    }

    /// Calls `body` with the field, lent without a retain.
    @inline(__always)
    func withField<R>(_ body: (PlannedField) throws(EvaluationError) -> R) throws(EvaluationError) -> R {
        let result = field.with { field in Result { () throws(EvaluationError) -> R in try body(field) } }
        return try result.get()
    }
}

/// The validator's first pass's steps for every frame plan, end to end in one array.
///
/// A final class of `let`s: the pass reads a frame's steps in place, where an array of arrays
/// would retain the frame's array for each frame it checks.
final class PassPlan: Sendable {
    /// Every frame's steps, frame after frame.
    let steps: [PassStep]
    /// The steps of each frame plan, by frame plan.
    let frames: [Range<Int>]
    /// Each frame plan's slot count.
    let slotCounts: [Int]

    /// The steps of `plan`'s frames (see ``FrameStep/steps(of:)``), in fill order, without the
    /// seed's helpers (which are never shown or checked). `plan`'s fields must outlive the
    /// pass plan (``FieldCheck/fields`` holds them).
    init(_ plan: ModelPlan, steps frameSteps: [[FrameStep]]) {
        let fields = plan.fields
        var steps: [PassStep] = []
        var frames: [Range<Int>] = []
        for frame in frameSteps {
            let start = steps.count
            for step in frame where step.kind != .helper {
                steps.append(
                    PassStep(
                        id: step.id, slot: step.slot, containerSlot: step.containerSlot, kind: step.kind,
                        hasVisibleWhen: step.hasVisibleWhen, check: PassStep.check(step, fields[step.id]),
                        field: Lent(fields[step.id])))
            }
            frames.append(start..<steps.count)
        }
        self.steps = steps
        self.frames = frames
        slotCounts = plan.frames.map(\.slotCount)
    }
}
