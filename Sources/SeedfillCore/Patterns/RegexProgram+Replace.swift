/// Finding where a regex matches, for `regexReplace`: the leftmost match, and of the matches
/// starting there the one a backtracking engine (JavaScript's, say) would pick.
///
/// The program's `split`s list the preferred branch first (the left alternative, another turn
/// of a greedy loop), and the states alive at a position are kept in that order, each once
/// (a Pike VM): the first thread to reach `match` is the backtracking engine's match, and the
/// threads after it can be dropped. Each start position is tried in turn, so finding every
/// match of a value of `n` scalars costs at most `n²` × the program's size.
extension RegexProgram {
    /// The first match in `scalars` starting at `from` or later, as a range of offsets; a match
    /// may be empty.
    func firstMatch(in scalars: [UInt32], from: Int) -> Range<Int>? {
        var finder = MatchFinder(program: self, scalars: scalars)
        for start in from...scalars.count {
            if anchoredAtStart, start > 0 { return nil }
            if let end = finder.end(ofMatchAt: start) { return start..<end }
        }
        return nil
    }

    /// The threads of one match attempt, in priority order.
    private struct MatchFinder {
        let program: RegexProgram
        let scalars: [UInt32]
        /// `marks[state] == generation` when the state was reached at the current position.
        var marks: [UInt32]
        var generation: UInt32 = 0
        var stack: [Int32] = []

        init(program: RegexProgram, scalars: [UInt32]) {
            self.program = program
            self.scalars = scalars
            marks = [UInt32](repeating: 0, count: program.ops.count)
        }

        /// Where the preferred match starting at `start` ends, or `nil` when none starts there.
        mutating func end(ofMatchAt start: Int) -> Int? {
            var current: [Int32] = []
            var next: [Int32] = []
            generation &+= 1
            var best: Int? = closure(of: program.start, at: start, into: &current) ? start : nil
            var position = start
            while position < scalars.count, !current.isEmpty {
                let scalar = scalars[position]
                next.removeAll(keepingCapacity: true)
                generation &+= 1
                for state in current {
                    guard case .consume(let set, let target) = program.ops[Int(state)], program.sets[Int(set)].contains(scalar) else {
                        continue
                    }
                    // The threads after the first to match are less preferred: dropped.
                    if closure(of: target, at: position + 1, into: &next) {
                        best = position + 1
                        break
                    }
                }
                swap(&current, &next)
                position += 1
            }
            return best
        }

        /// Adds the `consume` states reachable from `state` without consuming, in priority
        /// order, to `list`; `true` when `match` is reached (the states after it are not added).
        private mutating func closure(of state: Int32, at position: Int, into list: inout [Int32]) -> Bool {
            stack.removeAll(keepingCapacity: true)
            stack.append(state)
            while let top = stack.popLast() {
                let index = Int(top)
                guard marks[index] != generation else { continue }
                marks[index] = generation
                switch program.ops[index] {
                case .consume: list.append(top)
                case .match: return true
                case .split(let a, let b):
                    stack.append(b)
                    stack.append(a)
                case .jump(let target): stack.append(target)
                case .assertStart(let target): if position == 0 { stack.append(target) }
                case .assertEnd(let target): if position == scalars.count { stack.append(target) }
                }
            }
            return false
        }
    }
}

extension RegexPattern {
    /// `text` with every match of the pattern, leftmost first and not overlapping, replaced by
    /// `replacement` as written (the engine keeps no groups, so `$1` is not special). After an
    /// empty match the next scalar is kept and the search goes on after it, as in JavaScript:
    /// `x*` in `abc` gives `-a-b-c-`.
    func replacingMatches(in text: String, with replacement: String) -> String {
        let scalars = text.unicodeScalars.map(\.value)
        var out = String.UnicodeScalarView()
        var position = 0
        while position <= scalars.count, let match = program.firstMatch(in: scalars, from: position) {
            Self.append(scalars[position..<match.lowerBound], to: &out)
            out.append(contentsOf: replacement.unicodeScalars)
            if match.isEmpty {
                if match.lowerBound < scalars.count { Self.append(scalars[match.lowerBound..<match.lowerBound + 1], to: &out) }
                position = match.lowerBound + 1
            } else {
                position = match.upperBound
            }
        }
        if position < scalars.count { Self.append(scalars[position...], to: &out) }
        return String(out)
    }

    private static func append(_ scalars: ArraySlice<UInt32>, to out: inout String.UnicodeScalarView) {
        for value in scalars { if let scalar = Unicode.Scalar(value) { out.append(scalar) } }
    }
}
