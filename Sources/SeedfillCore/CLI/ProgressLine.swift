import Foundation

/// The progress line shown on a terminal during long runs: records, rate and time left,
/// redrawn in place at most a few times a second.
final class ProgressLine: @unchecked Sendable {
    private let console: CommandLineTool.Console
    private let lock = NSLock()
    private var started: Date?
    private var seed = ""
    private var lastDrawn = Date.distantPast

    init(console: CommandLineTool.Console) {
        self.console = console
    }

    /// Takes a progress report; draws when enough time has passed.
    func update(_ progress: Progress) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        if progress.seed != seed || started == nil {
            seed = progress.seed
            started = now
        }
        guard now.timeIntervalSince(lastDrawn) >= 0.25 || progress.done == progress.total else { return }
        lastDrawn = now
        let elapsed = max(now.timeIntervalSince(started!), 0.001)
        let rate = Double(progress.done) / elapsed
        let left = rate > 0 ? Double(progress.total - progress.done) / rate : 0
        let percent = progress.total > 0 ? 100 * progress.done / progress.total : 100
        console.err("\r\u{1B}[K\(seed): \(progress.done)/\(progress.total) (\(percent)%) · \(Int(rate))/s · ETA \(Self.duration(left))")
    }

    private static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? "\(s / 3600)h\(s % 3600 / 60)m" : s >= 60 ? "\(s / 60)m\(s % 60)s" : "\(s)s"
    }
}
