import Dispatch
import Foundation
import SeedfillCore

/// Turns SIGINT and SIGTERM into a ``StopRequest`` while it lives, so that an interrupted
/// `generate` removes its staging directory and exits with status 3 instead of dying half-way.
///
/// The signals are received on a dispatch queue (no code runs in signal-handler context). When
/// no run is listening — `check`, `graph`, or a run that has not started writing — the signal
/// gets its ordinary effect: the default action is restored and the signal raised again.
// @unchecked: its only property is a `let` array of dispatch sources, which Dispatch makes
// safe to use from any thread.
package final class SignalWatcher: @unchecked Sendable {
    private let sources: [DispatchSourceSignal]

    /// Starts watching `signals` on behalf of `stop`.
    package init(stop: StopRequest, signals: [Int32] = [SIGINT, SIGTERM]) {
        let queue = DispatchQueue(label: "seedfill.signals")
        sources = signals.map { number in
            // Ignored at the process level, so only the dispatch source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if !stop.request(signal: number) {
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
