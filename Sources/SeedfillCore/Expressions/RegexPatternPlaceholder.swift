import Foundation

// PLACEHOLDER, replaced at merge: the real `RegexPattern` (the SPEC §2 regex subset, which can
// also generate matching strings) lives in Sources/SeedfillCore/Patterns/ on the `patterns`
// branch. This file only provides the same API, backed by NSRegularExpression, so that the
// expression language can compile and test `matches` on its own. Delete it when merging.

/// A compiled regular expression (placeholder; see the comment above).
public struct RegexPattern: Sendable {
    /// NSRegularExpression is immutable and documented as thread-safe.
    private final class Box: @unchecked Sendable {
        let regex: NSRegularExpression
        init(_ regex: NSRegularExpression) { self.regex = regex }
    }

    private let box: Box

    /// Compiles `text`, or says what is wrong with it.
    public static func parse(_ text: String) -> Result<RegexPattern, PatternError> {
        do {
            return .success(RegexPattern(box: Box(try NSRegularExpression(pattern: text))))
        } catch {
            return .failure(PatternError(message: "invalid pattern", start: 0, length: text.unicodeScalars.count, hint: nil))
        }
    }

    /// Whether the pattern matches somewhere in `s` (search semantics; anchor with `^…$`).
    public func matches(_ s: String) -> Bool {
        let ns = s as NSString
        return box.regex.firstMatch(in: s, options: [], range: NSRange(location: 0, length: ns.length)) != nil
    }
}

/// Why a pattern was rejected, with the offending range in the pattern text (placeholder).
public struct PatternError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String
    /// Offset of the offending part, in Unicode scalars.
    public var start: Int
    /// Length of the offending part.
    public var length: Int
    /// What to try.
    public var hint: String?
}
