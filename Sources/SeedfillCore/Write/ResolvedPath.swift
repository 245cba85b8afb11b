import Foundation

/// A path made absolute, with `.` and `..` removed and every symbolic link of its existing part
/// resolved, so that two spellings of one directory compare equal (`Seeds`, `./Seeds/`,
/// `/abs/Seeds`, a link to it).
///
/// Only string operations and `realpath` are used: Foundation's `NSString` path methods trap on
/// some short relative paths on Linux (`deletingLastPathComponent` of `o`).
struct ResolvedPath: Equatable {
    /// The components after the root, e.g. `["home", "me", "Seeds"]`; empty for `/`.
    let components: [String]

    /// Resolves `path` against the current directory.
    init(_ path: String) {
        let absolute = path.hasPrefix("/") ? path : ResolvedPath.currentDirectory() + "/" + path
        components = ResolvedPath.resolve(ResolvedPath.split(absolute))
    }

    /// The path as text, `/` for the root.
    var text: String { "/" + components.joined(separator: "/") }

    /// Whether `self` is `other` or lies inside it.
    func isWithin(_ other: ResolvedPath) -> Bool {
        components.count >= other.components.count && Array(components.prefix(other.components.count)) == other.components
    }

    /// `self` extended by one relative name (`models`).
    func appending(_ name: String) -> ResolvedPath { ResolvedPath(components: components + [name]) }

    private init(components: [String]) { self.components = components }

    /// Non-empty components of an absolute path, `.` dropped (`..` is kept for ``resolve(_:)``).
    private static func split(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// The real path of the longest existing prefix, then the rest with `..` taken lexically
    /// (a component that does not exist yet cannot be a link).
    private static func resolve(_ parts: [String]) -> [String] {
        var cut = parts.count
        while cut > 0 {
            if let real = realPath("/" + parts.prefix(cut).joined(separator: "/")) {
                return lexical(split(real), then: parts.dropFirst(cut))
            }
            cut -= 1
        }
        return lexical([], then: parts[...])
    }

    /// `base` followed by `rest`, where `..` removes the component before it (never above `/`).
    private static func lexical(_ base: [String], then rest: ArraySlice<String>) -> [String] {
        var result = base
        for part in rest {
            if part == ".." {
                if !result.isEmpty { result.removeLast() }
            } else {
                result.append(part)
            }
        }
        return result
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
