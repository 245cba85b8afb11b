import Foundation

/// Where `--out` may point: never at the project itself, its `models/` or `data/`, a system
/// directory or the home directory, because a run replaces entries of the output directory by
/// name (`--out .` with a seed named `models` would replace the project's models).
///
/// Paths are compared resolved (absolute, symbolic links followed), so `./Seeds/`, a link to
/// the project and its absolute path are one directory. A folder beside `models/` inside the
/// project (`--seeds . --out out`) is fine.
enum OutputLocation {
    /// Why `out` cannot hold the output of the project in `seeds`, or `nil` when it can.
    static func problem(out: String, seeds: String) -> Diagnostic? {
        let target = ResolvedPath(out)
        let project = ResolvedPath(seeds)
        let named = "'--out \(out)'"
        let projectHint =
            "write the fixtures to a folder of their own, e.g. --out Output; a folder beside models/ inside the project is fine"
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/"), target == ResolvedPath(home) {
            return .error(
                "\(named) is your home directory; seedfill writes only to a folder of its own",
                hint: "choose a folder for the fixtures, e.g. --out Output")
        }
        if systemDirectories().contains(target) {
            return .error(
                "\(named) is the system directory '\(target.text)'; seedfill writes only to a folder of its own",
                hint: "choose a folder for the fixtures, e.g. --out Output")
        }
        if target == project {
            return .error("\(named) is the project directory; seedfill would replace the project's own files", hint: projectHint)
        }
        if project.isWithin(target) {
            return .error("\(named) contains the project directory '\(seeds)'; seedfill would replace its files", hint: projectHint)
        }
        for folder in ["models", "data"] where target.isWithin(project.appending(folder)) {
            let place = target == project.appending(folder) ? "is" : "lies inside"
            return .error(
                "\(named) \(place) the project's \(folder)/ folder; seedfill would replace the project's own files",
                hint: projectHint)
        }
        return nil
    }

    /// The file-system root, the top-level system folders of Linux and macOS and the usual ones
    /// under `/usr` and `/var`: never an output directory themselves (a folder inside one, such
    /// as `/tmp/fixtures`, is fine).
    private static func systemDirectories() -> [ResolvedPath] {
        let top = [
            "", "bin", "boot", "dev", "etc", "home", "lib", "lib32", "lib64", "libx32", "media", "mnt", "opt", "proc", "root",
            "run", "sbin", "srv", "sys", "tmp", "usr", "var", "Applications", "Library", "System", "Users", "Volumes", "cores",
            "private", "private/etc", "private/tmp", "private/var",
        ]
        let usr = ["bin", "include", "lib", "lib64", "libexec", "local", "local/bin", "local/lib", "sbin", "share", "src"]
        let rest = ["var/tmp", "var/lib", "var/log"]
        return (top.map { "/" + $0 } + usr.map { "/usr/" + $0 } + rest.map { "/" + $0 }).map(ResolvedPath.init)
    }
}
