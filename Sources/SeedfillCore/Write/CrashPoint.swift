import Foundation

/// Test-only: kills the process with SIGKILL just before a chosen step of a commit or of a
/// recovery, so the tests can show that every instant between the steps is recoverable.
///
/// Set `SEEDFILL_TEST_KILL_AT=commit:N` (or `recover:N`) in the environment of a spawned
/// `seedfill` to die before the N-th (from 1) file-system step of that phase. Nothing else
/// reads the variable; without it a run carries `nil` and skips every check.
final class CrashPoint {
    /// The environment variable read once per run.
    static let variable = "SEEDFILL_TEST_KILL_AT"

    /// The two phases with steps: moving a finished run into place, and undoing one that died.
    enum Phase: String {
        case commit, recover
    }

    private let phase: Phase
    private let step: Int
    private var reached = 0

    private init(phase: Phase, step: Int) {
        self.phase = phase
        self.step = step
    }

    /// The crash point the environment asks for, if any.
    static func fromEnvironment() -> CrashPoint? {
        guard let text = ProcessInfo.processInfo.environment[variable] else { return nil }
        let parts = text.split(separator: ":")
        guard parts.count == 2, let phase = Phase(rawValue: String(parts[0])), let step = Int(parts[1]), step >= 1 else {
            return nil
        }
        return CrashPoint(phase: phase, step: step)
    }

    /// Called before each step of `phase`; dies there when it is the chosen one.
    func before(_ phase: Phase) {
        guard phase == self.phase else { return }
        reached += 1
        if reached == step { kill(getpid(), SIGKILL) }
    }
}

extension Optional where Wrapped == CrashPoint {
    /// ``CrashPoint/before(_:)`` when a crash point is set.
    func before(_ phase: CrashPoint.Phase) { self?.before(phase) }
}
