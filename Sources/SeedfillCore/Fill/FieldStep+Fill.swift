/// How the filler's loop reaches a step's field.
extension FieldStep {
    /// Calls `body` with the step's field, lent where it is held.
    @inline(__always)
    func withField(_ body: (PlannedField) throws(FillError) -> Void) throws(FillError) {
        // Written out here and beside its twin (RecordFiller.withFrame, FieldStep.withField): one shared `Lent.lend`
        // extension stopped the optimiser inlining the fill loop (+4.8 % instructions per record).
        let failure: FillError? = field.with { field in
            do throws(FillError) {
                try body(field)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }
}
