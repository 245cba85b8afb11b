import SeedfillCore

/// What `seedfill --version` says about this build: the version, and the commit when known.
///
/// The commit (`BuildInfo.commit`) is written before each build by the `BuildCommit` plugin. It
/// is shown only here: manifests record ``SeedfillVersion`` alone, so the fixtures of one
/// version are the same whichever commit wrote them.
enum BuildInfo {
    /// `seedfill 0.1.0 (commit 1a2b3c…)`, or `seedfill 0.1.0` when the commit is not known.
    static var versionLine: String {
        commit.isEmpty ? "seedfill \(SeedfillVersion.current)" : "seedfill \(SeedfillVersion.current) (commit \(commit))"
    }
}
