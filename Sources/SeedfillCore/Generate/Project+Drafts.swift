/// Which seeds of a `generate` run write drafts, and how many.
extension Project {
    /// The log of `seed`'s drafts in a run with `options`: `--drafts`, else the seed file's
    /// `"drafts"`; `nil` when the share is 0 (no record is a draft, and none is cut).
    func draftLog(for seed: SeedFile, _ options: GenerateOptions) -> DraftLog? {
        let share = options.drafts ?? seed.drafts?.probability ?? 0
        return share > 0 ? DraftLog(share: share) : nil
    }
}
