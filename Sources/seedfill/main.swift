import Foundation
import SeedfillCore

// The executable only turns the command line into one library call and an exit status.
let console = CommandLineTool.Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) },
    errIsTerminal: isatty(2) == 1)
let seconds = Int64(Date().timeIntervalSince1970)
let today = LocalDate(daysSinceEpoch: Int32(seconds / 86_400))
// SIGINT and SIGTERM stop a run between records; it removes its staging directory and exits 3.
let stop = StopRequest()
let watcher = SignalWatcher(stop: stop)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: console, currentDate: today, stop: stop))
