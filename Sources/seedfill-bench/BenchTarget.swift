import Foundation
import SeedfillCore

/// One seed of one project that the benchmark fills, and the label its figures are printed under.
struct BenchTarget: Sendable {
    /// `workload`, or `PROJECT/SEED` (`Seeds/policy`, `clinic/patient`).
    var label: String
    var directory: String
    var seed: String

    /// The fixture projects of issue 15, under `Tests/SeedfillCLITests/Fixtures`.
    static let fixtureProjects = ["loan", "clinic", "survey"]

    /// Every seed the benchmark knows: the reference workload, each seed of `Seeds/`, and each
    /// seed of the fixture projects.
    static func all(workload: String, root: URL) -> [BenchTarget] {
        var targets = [BenchTarget(label: "workload", directory: workload, seed: firstSeed(of: workload) ?? "policy")]
        targets += seeds(of: root.appendingPathComponent("Seeds").path, named: "Seeds")
        let fixtures = root.appendingPathComponent("Tests/SeedfillCLITests/Fixtures")
        for name in fixtureProjects {
            targets += seeds(of: fixtures.appendingPathComponent(name).path, named: name)
        }
        return targets
    }

    /// One target per seed of the project in `directory`, in name order.
    static func seeds(of directory: String, named name: String) -> [BenchTarget] {
        let (project, _) = Project.load(directory: directory)
        return (project?.seeds ?? []).map(\.name).sorted().map {
            BenchTarget(label: "\(name)/\($0)", directory: directory, seed: $0)
        }
    }

    private static func firstSeed(of directory: String) -> String? {
        Project.load(directory: directory).project?.seeds.first?.name
    }

    /// Whether the project in `directory` fills validly with this build: a short run into a
    /// scratch directory, and the report when it does not.
    static func fillsValidly(_ directory: String) -> (ok: Bool, problem: String) {
        let (project, problems) = Project.load(directory: directory)
        guard let project, !problems.contains(where: { $0.severity == .error }) else { return (false, problems.renderedReport()) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
        options.count = 200
        options.format = .jsonl
        options.outputDirectory = scratch
        do {
            _ = try project.generate(options)
            return (true, "")
        } catch {
            switch error {
            case .inputs(let problems), .usage(let problems): return (false, problems.renderedReport())
            case .failed(let problem): return (false, problem.rendered + "\n")
            }
        }
    }
}
