/// Splits JSON Lines text, read in chunks, into its lines, each with its number (from 1); a
/// line split between two chunks is joined first. Only the unfinished line is kept.
struct JSONLinesSplitter {
    /// One line, without its `\n`.
    struct Line {
        var bytes: ArraySlice<UInt8>
        var number: Int
    }

    /// The start of a line whose end has not been read yet.
    private var pending: [UInt8] = []
    private var number = 1

    /// Adds `chunk` and calls `body` with each line it completes, in order.
    mutating func feed(_ chunk: ArraySlice<UInt8>, _ body: (Line) -> Void) {
        var start = chunk.startIndex
        while let end = chunk[start...].firstIndex(of: 0x0A) {
            if pending.isEmpty {
                body(Line(bytes: chunk[start..<end], number: number))
            } else {
                pending.append(contentsOf: chunk[start..<end])
                body(Line(bytes: pending[...], number: number))
                pending.removeAll(keepingCapacity: true)
            }
            number += 1
            start = end + 1
        }
        pending.append(contentsOf: chunk[start...])
    }

    /// Calls `body` with the last line (empty after a final `\n`).
    mutating func finish(_ body: (Line) -> Void) {
        body(Line(bytes: pending[...], number: number))
        pending = []
    }
}
