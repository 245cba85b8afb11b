import Foundation

/// Writing a report page to a file the user names (`seedfill report --out FILE`): a file
/// already there is replaced only when it is an earlier report (its head carries
/// ``ReportPage/generatorMark``), or with `--force`; the page is written beside it first and
/// renamed over it, so a failed write leaves the old file as it was.
package enum ReportFile {
    /// Why `path` may not be written, or `nil` when it may.
    package static func problem(writing path: String, force: Bool) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            return .error(
                "cannot write the report to \(Quoted.single(path)): it is a directory",
                hint: "give a file name, e.g. --out \(FilePath.join(path, "report.html"))")
        }
        guard !force else { return nil }
        let head = FileHandle(forReadingAtPath: path).flatMap { handle in
            defer { try? handle.close() }
            return try? handle.read(upToCount: 4096)
        }
        if let head, String(decoding: head, as: UTF8.self).contains(ReportPage.generatorMark) { return nil }
        return .error(
            "this report would replace \(Quoted.single(path)), which seedfill did not write",
            hint: "choose another --out FILE, or add --force to replace it")
    }

    /// Writes `html` to `path` through a temporary file beside it.
    package static func write(_ html: String, to path: String) -> Diagnostic? {
        let temporary = path + ".seedfill-\(ProcessInfo.processInfo.processIdentifier).tmp"
        do {
            let file = try ByteFile(creating: temporary)
            try file.write(Array(html.utf8))
            try file.close()
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return .error("cannot write \(Quoted.single(path)): \(error.reason)", hint: "check free disk space and permissions")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return .error("cannot write \(Quoted.single(path)): \(reason)", hint: "check the directory's permissions")
        }
        return nil
    }
}
