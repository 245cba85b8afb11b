import Foundation
import Testing

@testable import SeedfillCore

/// The progress line: records, percentage, rate and time left, redrawn in place; and never
/// shown when standard error is not a terminal (as under `swift test`).
@Suite struct ProgressLineTests {
    // Issue 14, item 25: the first frame, drawn as a seed starts, has no rate to show yet.
    @Test func drawsRecordsRateAndTimeLeft() {
        let captured = CapturedConsole()
        let line = ProgressLine(console: captured.console)
        let start = Date(timeIntervalSinceReferenceDate: 0)
        line.update(Progress(seed: "policy", done: 0, total: 8192), now: start)
        line.update(Progress(seed: "policy", done: 4096, total: 8192), now: start.addingTimeInterval(2))
        line.update(Progress(seed: "policy", done: 8192, total: 8192), now: start.addingTimeInterval(4))
        #expect(
            captured.err == "\r\u{1B}[Kpolicy: 0/8192 (0%)" + "\r\u{1B}[Kpolicy: 4096/8192 (50%) · 2048/s · ETA 2s"
                + "\r\u{1B}[Kpolicy: 8192/8192 (100%) · 2048/s · ETA 0s")
        // A seed that finishes before a rate can be measured shows none either.
        #expect(ProgressLine.text(Progress(seed: "v", done: 10, total: 10), elapsed: 0.01) == "v: 10/10 (100%)")
        #expect(ProgressLine.text(Progress(seed: "v", done: 0, total: 10), elapsed: 1) == "v: 0/10 (0%) · 0/s")
    }

    @Test func drawnOnATerminalOnlyAndNeverWithQuietOrNoProgress() throws {
        let scratch = try TemporaryProject()
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let base = ["generate", "vehicle-defaults", "--seeds", seeds, "--out", scratch.output, "--count", "4100", "--format", "jsonl"]
        let onTerminal = seedfill(base, terminal: true)
        #expect(onTerminal.status == 0)
        #expect(onTerminal.err.contains("\r\u{1B}[Kvehicle-defaults: 4096/4100 (99%)"))
        #expect(onTerminal.err.hasSuffix("\r\u{1B}[K"), "the line is cleared at the end")
        for extra in [[], ["--no-progress"], ["--quiet"]] {
            let result = seedfill(base + extra, terminal: extra.isEmpty ? false : true)
            #expect(result.status == 0)
            #expect(!result.err.contains("\r"), "\(extra)")
        }
    }
}
