import Foundation
import SeedfillCore

/// The progress line shown on a terminal during long runs: records, rate and time left,
/// redrawn in place at most a few times a second.
// @unchecked: every mutable property is read and written only while holding `lock`.
final class ProgressLine: @unchecked Sendable {
    private let console: CommandLineTool.Console
    private let lock = NSLock()
    private var started: Date?
    private var seed = ""
    private var lastDrawn = Date.distantPast

    init(console: CommandLineTool.Console) {
        self.console = console
    }

    /// How long a seed must have run before its rate means something: the first frame, drawn
    /// as the seed starts, shows records only.
    static let rateInterval = 0.25

    /// Takes a progress report, made at `now`; draws when enough time has passed.
    func update(_ progress: SeedfillCore.Progress, now: Date = Date()) {
        lock.lock()
        defer { lock.unlock() }
        if progress.seed != seed || started == nil {
            seed = progress.seed
            started = now
        }
        guard now.timeIntervalSince(lastDrawn) >= 0.25 || progress.done == progress.total else { return }
        lastDrawn = now
        console.err("\r\u{1B}[K" + Self.text(progress, elapsed: now.timeIntervalSince(started!)))
    }

    /// The line for `progress`, `elapsed` seconds after its seed started: records and
    /// percentage, then the rate and time left once there is a rate to tell.
    static func text(_ progress: SeedfillCore.Progress, elapsed: Double) -> String {
        let percent = progress.total > 0 ? 100 * progress.done / progress.total : 100
        var text = "\(progress.seed): \(progress.done)/\(progress.total) (\(percent)%)"
        guard elapsed >= rateInterval else { return text }
        let rate = Double(progress.done) / elapsed
        text += " · \(Int(rate))/s"
        if rate > 0 { text += " · ETA \(duration(Double(progress.total - progress.done) / rate))" }
        return text
    }

    private static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? "\(s / 3600)h\(s % 3600 / 60)m" : s >= 60 ? "\(s / 60)m\(s % 60)s" : "\(s)s"
    }
}
