extension StraightProgram {
    /// Lays the general program's steps out as blocks: each run of fixed length gets its
    /// template bytes and its draws, each repetition of variable count ends a block.
    struct Layout {
        var blocks: [Block] = []
        var draws: [Draw] = []
        var template: [UInt8] = []
        /// Steps of the generator (repetitions of spread 1) not yet added to a draw.
        var pendingSkips: UInt64 = 0
        /// Where the open run starts in `template`, and its first draw.
        private var runStart = 0
        private var runFirstDraw = 0

        /// The layout of `steps`, or `nil` when they do not have the straight shape.
        init?(steps: [GenerationProgram.Step], literals: [UInt8]) {
            var index = 0
            while index < steps.count {
                switch steps[index] {
                case .bytes(let start, let count):
                    template.append(contentsOf: literals[Int(start)..<Int(start + count)])
                case .ascii(let start, let count):
                    addDraw(table: start, bound: UInt64(count))
                case .repetition(let min, let spread, let end):
                    // The body must be the one step after this one.
                    guard Int(end) == index + 2, min >= 0, min <= StraightProgram.maxUnrolled, spread > 0 else { return nil }
                    let body = steps[index + 1]
                    if spread == 1 {
                        // Always `min` times: the count's draw only moves the generator on.
                        pendingSkips &+= 1
                        for _ in 0..<min {
                            switch body {
                            case .bytes(let start, let count): template.append(contentsOf: literals[Int(start)..<Int(start + count)])
                            case .ascii(let start, let count): addDraw(table: start, bound: UInt64(count))
                            default: return nil
                            }
                            guard template.count <= StraightProgram.maxUnrolled else { return nil }
                        }
                    } else {
                        switch body {
                        case .bytes(let start, 1):
                            endBlock(repetition: (spread, min, UInt32(literals[Int(start)]), 0))
                        case .ascii(let start, let count):
                            endBlock(repetition: (spread, min, UInt32(start), UInt64(count)))
                        default:
                            return nil
                        }
                    }
                    index += 1
                case .scalar, .choice:
                    return nil
                }
                guard template.count <= StraightProgram.maxUnrolled else { return nil }
                index += 1
            }
            if template.count > runStart || blocks.isEmpty { endBlock(repetition: nil) }
        }

        /// Adds a draw from the class at `table` to the open run.
        private mutating func addDraw(table: Int32, bound: UInt64) {
            draws.append(
                Draw(
                    advance: (pendingSkips &+ 1) &* StraightProgram.golden, bound: bound, table: UInt32(table),
                    offset: UInt32(template.count - runStart)))
            pendingSkips = 0
            // The byte is the draw's; the template holds a placeholder that is never copied
            // without being overwritten.
            template.append(0)
        }

        /// Closes the open run, followed by `repetition` (spread, min, body table or byte,
        /// body bound or 0 for a byte) when there is one.
        private mutating func endBlock(repetition: (spread: UInt64, min: Int, body: UInt32, bound: UInt64)?) {
            // The literals of the run: the template bytes at offsets no draw writes.
            var isDrawn = [Bool](repeating: false, count: template.count - runStart)
            for draw in draws[runFirstDraw...] { isDrawn[Int(draw.offset)] = true }
            let literalOffsets = isDrawn.indices.filter { !isDrawn[$0] }
            let copyOffset = literalOffsets.first ?? 0
            let copyCount = literalOffsets.last.map { $0 - copyOffset + 1 } ?? 0
            var advance: UInt64 = 0
            if repetition != nil {
                advance = (pendingSkips &+ 1) &* StraightProgram.golden
                pendingSkips = 0
            }
            blocks.append(
                Block(
                    templateStart: UInt32(runStart), length: UInt32(template.count - runStart),
                    copyOffset: UInt32(copyOffset), copyCount: UInt32(copyCount),
                    firstDraw: UInt32(runFirstDraw), endDraw: UInt32(draws.count),
                    spread: repetition?.spread ?? 0, repetitionAdvance: advance, minimum: UInt32(repetition?.min ?? 0),
                    bodyTable: repetition?.body ?? 0, bodyBound: repetition?.bound ?? 0))
            runStart = template.count
            runFirstDraw = draws.count
        }
    }
}
