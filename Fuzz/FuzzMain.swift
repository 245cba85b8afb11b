// libFuzzer entry point, compiled only by Fuzz/run.sh (never by SwiftPM): one binary for every
// reader, chosen with SEEDFILL_FUZZ_READER.
import Foundation

private let reader: FuzzReader? = ProcessInfo.processInfo.environment["SEEDFILL_FUZZ_READER"].flatMap(FuzzReader.init(rawValue:))
private let targets = FuzzTargets(modelDirectory: "Fuzz/models")

@_cdecl("LLVMFuzzerTestOneInput")
public func seedfillFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let reader else {
        FileHandle.standardError.write(Data("set SEEDFILL_FUZZ_READER to one of: \(FuzzReader.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let problem = targets.run(reader, bytes) {
        // A broken invariant is a finding, like a crash: abort so libFuzzer saves the input.
        FileHandle.standardError.write(Data("invariant broken: \(problem)\n".utf8))
        abort()
    }
    return 0
}
