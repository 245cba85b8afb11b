import Foundation

/// A request, from another thread, that a run stop early: set by a signal handler, read by the
/// run between records. A run that sees it throws away its staging directory, so earlier output
/// stays exactly as it was.
// @unchecked: its mutable properties are read and written only while holding `lock`.
package final class StopRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var signalNumber: Int32 = 0
    private var runs = 0

    /// A request not yet made.
    package init() {}

    /// Asks the run to stop because of `signal`. Returns `false` when no run is listening, so the
    /// caller can fall back to the signal's ordinary effect.
    @discardableResult
    package func request(signal: Int32) -> Bool {
        lock.withLock {
            if signalNumber == 0 { signalNumber = signal }
            return runs > 0
        }
    }

    /// The signal that asked the run to stop, or `nil` while nobody has.
    var signal: Int32? {
        lock.withLock { signalNumber == 0 ? nil : signalNumber }
    }

    /// Throws ``Interrupted`` once a stop has been requested: what a run calls between records.
    func throwIfRequested() throws(Interrupted) {
        if let signal { throw Interrupted(signal: signal) }
    }

    /// Runs `body` as a listener: requests made meanwhile are honoured by the run, not by the caller.
    func listening<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.withLock { runs += 1 }
        defer { lock.withLock { runs -= 1 } }
        return try body()
    }

    /// The signal's conventional name, for messages.
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}

/// Thrown between records when a ``StopRequest`` has been made.
struct Interrupted: Error {
    var signal: Int32
}
