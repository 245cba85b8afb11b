/// Drawing `unique` values (SPEC §5.7). A permuted field's value is a pure function of its
/// record (and item) number; a redrawn one is drawn as usual, and ``UniqueRedraw`` fills the
/// record again when it repeats an earlier one.
extension RecordFiller {
    /// One draw of a `unique` generator for field `id`.
    func drawUnique(
        _ how: UniqueDraw, _ inner: Generator, for id: FieldID, rng: inout SplitMix64, itemKey: UInt64,
        state: inout State
    ) throws(FillError) -> Value {
        switch how {
        case .redraw:
            return try draw(inner, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .permutation(let space, let permutation, let perRecord):
            let item = Swift.max(state.context.itemIndex, 1)
            guard item <= perRecord else {
                throw failure(
                    id,
                    FieldViolation(
                        rule: "unique",
                        message: "item \(item) is beyond the \(perRecord) items per record its unique values were numbered for"),
                    value: nil, state: state)
            }
            let index = UInt64(state.record - 1) &* UInt64(perRecord) &+ UInt64(item - 1)
            return space.value(at: permutation.apply(index, key: uniqueKey(for: id)))
        }
    }

    /// The permutation key of field `id`: (run seed, seed file name) through ``seedKey``, and the
    /// field's path, so every field walks its space in its own order.
    @inline(__always)
    func uniqueKey(for id: FieldID) -> UInt64 {
        StableHash.combine(seedKey ^ 0x756E_6971_7565_0000, plan.fields[id].pathHash)
    }

    /// The stream of field `id` in a record filled again by ``UniqueRedraw``: salted with the
    /// attempt number when the field is one of those drawn again, unchanged otherwise.
    @inline(__always)
    func redrawStream(_ rng: SplitMix64, for id: FieldID) -> SplitMix64 {
        guard !redrawAttempts.isEmpty, let attempt = redrawAttempts[id] else { return rng }
        return SplitMix64(seed: StableHash.combine(rng.state, UInt64(attempt)))
    }
}
