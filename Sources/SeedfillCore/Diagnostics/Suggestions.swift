/// "Did you mean …?" suggestions by edit distance.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    ///
    /// Case differences cost nothing extra beyond one edit, so `birthdate` suggests `birthDate`.
    static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            let limit = max(1, min(3, (target.count + 1) / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        return best?.0
    }

    /// The hint text for `word`, or `nil` when nothing is close.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        nearest(to: word, in: candidates).map { "did you mean \(Quoted.single($0))?" }
    }

    /// Edit distance between two scalar arrays, counting a swap of neighbours as one edit
    /// (optimal string alignment), so `ctiy` is one edit from `city`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
