import Foundation
import Testing

@testable import SeedfillCore

/// The progress line: records, percentage, rate and time left, redrawn in place; and never
/// shown when standard error is not a terminal (as under `swift test`).
@Suite struct ProgressLineTests {
    @Test func drawsRecordsRateAndTimeLeft() {
        let captured = CapturedConsole()
        let line = ProgressLine(console: captured.console)
        line.update(Progress(seed: "policy", done: 4096, total: 8192))
        line.update(Progress(seed: "policy", done: 8192, total: 8192))
        let text = captured.err
        #expect(text.hasPrefix("\r\u{1B}[Kpolicy: 4096/8192 (50%) · "))
        #expect(text.contains("policy: 8192/8192 (100%) · "))
        #expect(text.contains("/s · ETA "))
        #expect(text.hasSuffix("ETA 0s"))
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
