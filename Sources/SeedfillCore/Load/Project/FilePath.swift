/// Paths as the project and the output directory spell them: plain strings joined with `/`.
enum FilePath {
    /// `name` inside `directory`, with one `/` between them.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
