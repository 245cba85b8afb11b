import Foundation
import SeedfillCore

// The executable only turns the command line into one library call and an exit status.
// Standard output and standard error are written with checked calls: a failed write ends the
// run with status 3 (or quietly, when the reader of a pipe went away), never with a trap.
let streams = StandardStreams()
let seconds = Int64(Date().timeIntervalSince1970)
let today = LocalDate(daysSinceEpoch: Int32(seconds / 86_400))
// SIGINT and SIGTERM stop a run between records; it removes its staging directory and exits 3.
let stop = StopRequest()
let watcher = SignalWatcher(stop: stop)
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: streams.console, currentDate: today, stop: stop)
exit(streams.exitStatus(after: status))
