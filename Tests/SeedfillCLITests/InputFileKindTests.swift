import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Issue 14, item 21: a named pipe or a device where a model, seed file or table should be is named
// as what it is, with its path, and a named pipe is never opened (that would wait for a writer
// forever). Git cannot hold these, so the test makes them; folders in their place are golden
// cases (Golden/check/directory-where-a-model-should-be, models-folder-missing, …).
@Suite struct InputFileKindTests {
    @Test func aPipeADeviceAndADanglingLinkAreNamedAndNeverOpened() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": #"{ "model": "m", "sections": [ { "key": "s", "fields": [ { "key": "x", "type": "text" } ]}]}"#,
            "m.seed.json": #"{ "model": "m" }"#,
        ])
        let seeds = project.seeds
        try #require(mkfifo(seeds + "/pipe.seed.json", 0o600) == 0)
        try #require(mkfifo(seeds + "/models/fifo.json", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: seeds + "/data", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: seeds + "/data/null.csv", withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: seeds + "/data/gone.csv", withDestinationPath: seeds + "/nowhere.csv")
        for command in [["check"], ["generate", "--out", project.output]] {
            let result = seedfill(command + ["--seeds", seeds])
            #expect(result.status == 1)
            #expect(
                result.err.replacingOccurrences(of: seeds + "/", with: "") == """
                    error: cannot read 'data/gone.csv': No such file or directory
                      hint: it is a symbolic link to something that does not exist
                    error: 'data/null.csv' is a character device, not a file
                      hint: seedfill reads every data/*.csv and data/*.json as a table; move it away or rename it
                    error: 'models/fifo.json' is a named pipe (FIFO), not a file
                      hint: seedfill reads every models/*.json as a model; move it away or rename it
                    error: 'pipe.seed.json' is a named pipe (FIFO), not a file
                      hint: seedfill reads every *.seed.json as a seed file; move it away or rename it
                    4 errors

                    """)
        }
    }

    @Test func aProjectDirectoryThatIsAFileIsSaidToBeOne() throws {
        let project = try TemporaryProject(files: ["notes.txt": "not a project"])
        let file = project.seeds + "/notes.txt"
        let result = seedfill(["check", "--seeds", file])
        #expect(result.status == 1)
        #expect(
            result.err == """
                error: '\(file)' is a file, not a project directory
                  hint: run seedfill from a directory that has Seeds/, or pass --seeds DIR
                1 error

                """)
    }
}
