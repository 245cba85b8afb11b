/// A ``GenerationProgram`` without alternation and with ASCII classes only, laid out as runs
/// of fixed length: what masks and patterns such as `[A-HJ-NPR-Z0-9]{17}` or
/// `[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}` compile to.
///
/// The draws are the general program's, in the same order: a class draws `below(count)`, a
/// repetition `below(spread)` (even when the spread is 1), a literal nothing. A repetition of
/// spread 1 (`{3}`) always draws 0 and only moves the generator on by one step, so it is not a
/// step here: it is unrolled into its run, and the step it takes is added to the next draw's
/// (``Draw/advance``). A run is then its literal bytes, written at once from a template, and
/// a list of draws, each to its own offset: no per-byte dispatch on the kind of a cell. Only a
/// repetition of variable count (`{2,3}`) ends a run (see ``Block``).
///
/// Blocks, draws and characters live in memory of their own, walked with pointers, and the
/// generator's state in a local. Nothing changes after `init`, which is what makes the class
/// `Sendable`. Values are written through ``runs``, the memory's addresses as a value.
// @unchecked: its memory is written only by `init` (see above) and freed by `deinit`.
final class StraightProgram: @unchecked Sendable {
    /// One drawn byte of a run: `table[table + below(bound)]` written at `offset`.
    struct Draw {
        /// How far the generator's state moves before the draw: one step, plus one for each
        /// repetition of spread 1 since the previous draw.
        let advance: UInt64
        let bound: UInt64
        /// Where the class's characters start in ``StraightProgram/table``.
        let table: UInt32
        /// The byte's offset in its run.
        let offset: UInt32
    }

    /// A run of fixed length (literals and draws), then possibly a repetition of variable count
    /// whose body is one byte or one class.
    struct Block {
        /// The run's bytes in ``StraightProgram/template``: its literals, zero where it draws.
        let templateStart: UInt32
        let length: UInt32
        /// The offset and count of the run's bytes that must be copied: from its first literal
        /// to its last (none when it has no literal).
        let copyOffset: UInt32
        let copyCount: UInt32
        /// The run's draws, `draws[firstDraw ..< endDraw]`.
        let firstDraw: UInt32
        let endDraw: UInt32
        /// The repetition after the run: `max - min + 1`, or 0 when there is none.
        let spread: UInt64
        /// How far the state moves before the repetition's count is drawn (see ``Draw/advance``).
        let repetitionAdvance: UInt64
        let minimum: UInt32
        /// The body's class as in ``Draw``, or its byte in `bodyTable` when `bodyBound` is 0.
        let bodyTable: UInt32
        let bodyBound: UInt64
    }

    /// The program's memory by address, and everything writing a value reads: what the owner
    /// of a program (a mask's or a pattern's compiled form) reads before it writes a value.
    let runs: Runs

    /// The step of ``SplitMix64/next()``.
    static let golden: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The most bytes a run may unroll to; longer programs are left to the general one.
    static let maxUnrolled = 4_096

    /// The straight form of `steps`, or `nil` when they hold an alternation, a non-ASCII class,
    /// a repetition of anything but one byte or one class (or a literal run, for spread 1),
    /// unroll to more than ``maxUnrolled`` bytes, or write more than
    /// ``GenerationProgram/inPlaceLimit`` (`maxBytes`, the most they write).
    init?(steps: [GenerationProgram.Step], literals: [UInt8], tables: [UInt8], maxBytes: Int) {
        guard maxBytes <= GenerationProgram.inPlaceLimit, let layout = Layout(steps: steps, literals: literals) else { return nil }
        let table = Self.copy(tables)
        runs = Runs(
            blocks: Self.copy(layout.blocks),
            blockCount: layout.blocks.count,
            draws: Self.copy(
                layout.draws.map {
                    Runs.Cell(
                        advance: $0.advance, bound: $0.bound, characters: UnsafePointer(table + Int($0.table)), offset: Int($0.offset))
                }),
            template: Self.copy(layout.template),
            table: table,
            tailAdvance: layout.pendingSkips &* Self.golden,
            single: layout.blocks.count == 1 && layout.blocks[0].spread == 0 ? layout.blocks[0] : nil,
            capacity: Swift.max(maxBytes, 1))
    }

    /// `elements` in memory of their own (room for one element at least).
    private static func copy<T>(_ elements: [T]) -> UnsafeMutablePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: Swift.max(elements.count, 1))
        elements.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { memory.initialize(from: base, count: source.count) }
        }
        return memory
    }

    deinit {
        runs.blocks.deallocate()
        runs.draws.deallocate()
        runs.template.deallocate()
        runs.table.deallocate()
    }

    /// One generated value as a string.
    func string(using rng: inout SplitMix64) -> String {
        runs.string(using: &rng)
    }

    /// `SplitMix64.below(bound)` after moving the state by `advance` instead of one step: the
    /// same number and state as `advance / golden - 1` calls of `next()` and then `below`.
    @inline(__always)
    static func draw(below bound: UInt64, advance: UInt64, state: inout UInt64) -> UInt64 {
        state &+= advance
        let product = SplitMix64.mix(state).multipliedFullWidth(by: bound)
        // Lemire's method: only a low part under the bound may need another draw (rarely).
        guard product.low < bound else { return product.high }
        let redrawn = redraw(product, bound: bound, state: state)
        state = redrawn.state
        return redrawn.value
    }

    /// The end of ``draw(below:advance:state:)`` when the first product may be biased. The
    /// state goes in and out by value: taken `inout`, it would live in memory in the loops.
    @inline(never)
    static func redraw(_ first: (high: UInt64, low: UInt64), bound: UInt64, state: UInt64) -> (value: UInt64, state: UInt64) {
        let threshold = (0 &- bound) % bound
        var product = first
        var state = state
        while product.low < threshold {
            state &+= golden
            product = SplitMix64.mix(state).multipliedFullWidth(by: bound)
        }
        return (product.high, state)
    }
}

extension StraightProgram {
    /// A ``StraightProgram``'s memory by address: a value of pointers and numbers, so that
    /// writing a value retains nothing. A caller that read the program out of an object to call
    /// it (an optional `let`) retained and released it around the call, two atomic operations
    /// per value.
    ///
    /// The addresses are the program's: valid while the program lives. Its owners (a mask's
    /// and a pattern's compiled forms, ``GenerationProgram``) read `runs` for one value, while
    /// they themselves are in use; nothing stores it.
    struct Runs: @unchecked Sendable {
        // @unchecked: the memory it points to is never written after the program's `init`.

        /// A ``Draw`` as the loop reads it: the class's characters by address, not by offset.
        struct Cell {
            let advance: UInt64
            let bound: UInt64
            let characters: UnsafePointer<UInt8>
            let offset: Int
        }

        /// The blocks, in order.
        let blocks: UnsafeMutablePointer<Block>
        let blockCount: Int
        /// The draws of every run.
        let draws: UnsafeMutablePointer<Cell>
        /// The literal bytes of every run, laid out as the run writes them.
        let template: UnsafeMutablePointer<UInt8>
        /// The characters of every class, one byte each (the general program's `tables`).
        let table: UnsafeMutablePointer<UInt8>
        /// How far the state moves after the last draw (repetitions of spread 1 at the end).
        let tailAdvance: UInt64
        /// The one block, when there is one and it has no repetition (masks, most patterns): it
        /// is written without the loop over blocks.
        let single: Block?
        /// The most bytes a value has (at least 1): the capacity of the string it is written in.
        let capacity: Int

        /// One generated value as a string.
        @inline(__always)
        func string(using rng: inout SplitMix64) -> String {
            String(unsafeUninitializedCapacity: capacity) { memory in
                // Capacity is at least 1, so the base address is never nil.
                guard let base = memory.baseAddress else { return 0 }
                return write(to: base, using: &rng)
            }
        }

        /// Writes one generated value from `out` on (which has room for the program's most
        /// bytes); returns how many bytes it wrote.
        @inline(__always)
        func write(to out: UnsafeMutablePointer<UInt8>, using rng: inout SplitMix64) -> Int {
            var state = rng.state
            let count: Int
            if let single {
                writeRun(single, to: out, state: &state)
                count = Int(single.length)
            } else {
                count = writeBlocks(to: out, state: &state)
            }
            rng = SplitMix64(seed: state &+ tailAdvance)
            return count
        }

        /// Writes the literals and draws of the fixed run of `block` from `out` on.
        @inline(__always)
        private func writeRun(_ block: Block, to out: UnsafeMutablePointer<UInt8>, state: inout UInt64) {
            if block.copyCount > 0 {
                SmallCopy.copy(
                    from: template + (Int(block.templateStart) &+ Int(block.copyOffset)), to: out + Int(block.copyOffset),
                    count: Int(block.copyCount))
            }
            var draw = draws + Int(block.firstDraw)
            let end = draws + Int(block.endDraw)
            while draw < end {
                let index = StraightProgram.draw(below: draw.pointee.bound, advance: draw.pointee.advance, state: &state)
                out[draw.pointee.offset] = draw.pointee.characters[Int(truncatingIfNeeded: index)]
                draw += 1
            }
        }

        /// Writes every block from `out` on; returns how many bytes that was.
        private func writeBlocks(to out: UnsafeMutablePointer<UInt8>, state: inout UInt64) -> Int {
            var at = out
            for index in 0..<blockCount {
                let block = blocks[index]
                writeRun(block, to: at, state: &state)
                at += Int(block.length)
                guard block.spread != 0 else { continue }
                let times =
                    Int(block.minimum)
                    &+ Int(truncatingIfNeeded: StraightProgram.draw(below: block.spread, advance: block.repetitionAdvance, state: &state))
                if block.bodyBound == 0 {
                    at.initialize(repeating: UInt8(truncatingIfNeeded: block.bodyTable), count: times)
                    at += times
                } else {
                    let start = table + Int(block.bodyTable)
                    for _ in 0..<times {
                        let index = StraightProgram.draw(below: block.bodyBound, advance: StraightProgram.golden, state: &state)
                        at.pointee = start[Int(truncatingIfNeeded: index)]
                        at += 1
                    }
                }
            }
            return at - out
        }
    }
}
