/// A regex compiled ahead of time to a deterministic automaton over ``ScalarClasses``, so that
/// matching reads each scalar of the value once, takes one table step per scalar and allocates
/// nothing — the NFA simulation of ``RegexProgram`` does the same work set by set, per call.
///
/// Each state stands for a set of NFA states alive between two scalars (the subset
/// construction); it is built once when the pattern is parsed and never changes, so one
/// automaton serves every thread at once.
struct RegexDFA: Sendable {
    /// The state from which nothing can match any more (reached only when the pattern is
    /// anchored at the start, as a search could otherwise begin again at any later scalar).
    static let dead = 0
    /// The state in which some part of the value has matched: a search stops there.
    static let accepted = 1

    /// The classes of scalars the automaton tells apart.
    let classes: ScalarClasses
    /// `transitions[state * classes.count + class]` is the state after a scalar of `class`.
    let transitions: [UInt16]
    /// Whether the value matches when it ends in the state (the pattern can finish there,
    /// `$` included).
    let acceptsAtEnd: [Bool]
    /// The state before the first scalar.
    let initial: Int

    /// The number of states, ``dead`` and ``accepted`` included.
    var stateCount: Int { acceptsAtEnd.count }

    /// Whether some part of `value` matches, with the semantics of ``RegexProgram/search(_:)``.
    func matches(_ value: String) -> Bool {
        if initial <= RegexDFA.accepted { return initial == RegexDFA.accepted }
        // Native strings always expose their UTF-8; the scalar walk is only for other storage.
        if let result = value.utf8.withContiguousStorageIfAvailable({ run(utf8: $0) }) { return result }
        return matches(scalars: value.unicodeScalars.lazy.map(\.value))
    }

    /// ``matches(_:)`` over a value given as its scalars.
    func matches(scalars: some Sequence<UInt32>) -> Bool {
        var state = initial
        if state <= RegexDFA.accepted { return state == RegexDFA.accepted }
        for scalar in scalars {
            state = Int(transitions[state &* classes.count &+ classes.classOf(scalar)])
            if state <= RegexDFA.accepted { return state == RegexDFA.accepted }
        }
        return acceptsAtEnd[state]
    }

    /// Runs the automaton over valid UTF-8, decoding scalars in place.
    private func run(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let width = classes.count
        return transitions.withUnsafeBufferPointer { table in
            classes.ascii.withUnsafeBufferPointer { ascii in
                var state = initial
                var index = 0
                let end = bytes.count
                while index < end {
                    let lead = bytes[index]
                    let scalarClass: Int
                    if lead < 0x80 {
                        scalarClass = Int(ascii[Int(lead)])
                        index &+= 1
                    } else {
                        let (scalar, length) = UTF8Decode.scalar(in: bytes, at: index, lead: lead)
                        scalarClass = classes.classOfNonASCII(scalar)
                        index &+= length
                    }
                    state = Int(table[state &* width &+ scalarClass])
                    if state <= RegexDFA.accepted { return state == RegexDFA.accepted }
                }
                return acceptsAtEnd[state]
            }
        }
    }
}
