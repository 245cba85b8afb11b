import Foundation
import Testing

/// The Dockerfile builds the binary exactly as `scripts/release.sh` does, in two stages, and
/// ships only that binary (issue 22, item 2). `docker build` cannot run here; this reads the
/// files.
@Suite struct DockerfileTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The words of the first `swift build … --product seedfill` command in `text`, with
    /// line continuations joined.
    static func buildCommand(in text: String) -> [String]? {
        let joined = text.replacingOccurrences(of: "\\\n", with: " ")
        for line in joined.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let start = words.firstIndex(of: "swift"), words.dropFirst(start + 1).first == "build",
                words.contains("--product")
            else { continue }
            words = Array(words[start...])
            if let end = words.firstIndex(of: "&&") { words = Array(words[..<end]) }
            return words
        }
        return nil
    }

    // Issue 22, item 2.
    @Test func theDockerfileBuildsWithTheReleaseScriptsCommand() throws {
        let dockerfile = try Self.text("Dockerfile")
        let script = try Self.text("scripts/release.sh")
        let release = try #require(Self.buildCommand(in: script), "scripts/release.sh has no 'swift build … --product seedfill'")
        let docker = try #require(Self.buildCommand(in: dockerfile), "the Dockerfile has no 'swift build … --product seedfill'")
        #expect(docker == release)
        #expect(release.contains("--static-swift-stdlib") && release.contains("release"))

        // Two stages: the official Swift image builds, a slim Debian runs only the binary.
        let stages = dockerfile.split(separator: "\n").filter { $0.hasPrefix("FROM ") }
        #expect(stages.count == 2)
        #expect(dockerfile.contains("ARG SWIFT_IMAGE=swift:"))
        #expect(stages.first?.hasSuffix(" AS build") == true)
        #expect(stages.last == "FROM debian:bookworm-slim")
        let runStage = dockerfile.components(separatedBy: "FROM debian:bookworm-slim").last ?? ""
        let copies = runStage.split(separator: "\n").filter { $0.hasPrefix("COPY") || $0.hasPrefix("ADD") }
        #expect(copies == ["COPY --from=build /seedfill /usr/local/bin/seedfill"])
        #expect(runStage.contains("ENTRYPOINT [\"seedfill\"]"))
        // The build context leaves out build products.
        #expect(try Self.text(".dockerignore").split(separator: "\n").contains(".build"))
    }

    // Issue 22, item 2: the README's GNU parallel and Kubernetes examples run the image.
    @Test func theReadmesLargeRunExamplesUseTheImage() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("docker build -t seedfill ."))
        let parallel = readme.split(separator: "\n").filter { $0.hasPrefix("parallel ") }
        #expect(!parallel.isEmpty && parallel.allSatisfy { $0.contains("docker run --rm") && $0.contains(" seedfill generate ") })
        #expect(readme.contains("FROM seedfill"))
        #expect(readme.contains("image: registry.example.com/seedfill-project:1"))
    }
}
