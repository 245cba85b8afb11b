/// One field of a frame as the validator's first pass reads it
/// (``RecordValidator/isValid(frameIndex:_:context:)``): its ``FieldStep`` with the check that
/// the step alone can make, read in the loop before the field is lent.
struct PassStep: Sendable {
    /// The field's step of the fill order (never a `.helper`'s: helpers are left out).
    let step: FieldStep
    /// The check made from the step alone, before the field's checks (see ``PassCheck``).
    let check: PassCheck

    var id: FieldID { step.id }
    /// The field's slot in its frame.
    var slot: Int { step.slot }
    /// The slot of the enclosing section or group in the same frame, or -1.
    var containerSlot: Int { step.containerSlot }
    /// What the pass does once the field is visible.
    var kind: FieldStep.Kind { step.kind }
    /// Whether the field has a `visibleWhen` condition.
    var hasVisibleWhen: Bool { step.hasVisibleWhen }

    /// The pass's step of `step`, whose field is `field`: its check is the field's own (see
    /// ``PassCheck``) when it is shown by its container alone and holds no computed value.
    init(_ step: FieldStep, _ field: PlannedField) {
        self.step = step
        check = step.kind == .value && !step.hasVisibleWhen && field.compute == nil ? field.passCheck : .none
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
    /// Each frame plan's sets of slots whose fields share an output name (see
    /// ``FramePlan/sharedNames``); empty for nearly every model.
    let sharedSlots: [[[Int]]]
    /// Whether ``sharedSlots`` holds any (a flag: read for every frame checked).
    let checksSharedNames: Bool

    /// The steps of `plan`'s frames (see ``FieldStep/steps(of:)``), in fill order, without the
    /// seed's helpers (which are never shown or checked).
    init(_ plan: ModelPlan, steps frameSteps: [[FieldStep]]) {
        let fields = plan.fields
        var steps: [PassStep] = []
        var frames: [Range<Int>] = []
        for frame in frameSteps {
            let start = steps.count
            for step in frame where step.kind != .helper {
                steps.append(PassStep(step, fields[step.id]))
            }
            frames.append(start..<steps.count)
        }
        self.steps = steps
        self.frames = frames
        slotCounts = plan.frames.map(\.slotCount)
        let hasShared = plan.frames.contains { !$0.sharedNames.isEmpty }
        checksSharedNames = hasShared
        sharedSlots = hasShared ? plan.frames.map { $0.sharedNames.map { $0.map { fields[$0].slot.index } } } : []
    }
}
