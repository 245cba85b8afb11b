/// The seedfill version, recorded in manifests.
package enum SeedfillVersion {
    /// Semantic version of this build.
    package static let current = "0.1.0"
}
