/// The seedfill version, recorded in manifests.
public enum SeedfillVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
