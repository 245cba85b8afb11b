/// A ``GenerationProgram`` without alternation and with ASCII classes only, laid out as one
/// cell per byte written: what masks and patterns such as `[A-HJ-NPR-Z0-9]{17}` or
/// `[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}` compile to.
///
/// The general program switches on a multi-payload step and recurses into repetitions; here a
/// cell is a plain 16-byte value and a repetition repeats the one cell after it, so a drawn
/// character costs its draw, one table read and one store. (Cells for whole runs, `##` as
/// one cell, measured slower: the loop around a run costs more than the cell reads it saves.)
/// The draws are the general program's, in the same order: a class draws `below(count)`, a
/// repetition `below(spread)` (even when the spread is 1), a literal nothing.
///
/// Cells and characters live in memory of their own, walked with pointers, and the
/// generator's state in a local: through arrays (`withUnsafeBufferPointer` closures) the
/// state went to memory and back for every draw. Nothing changes after `init`, which is what
/// makes the class `Sendable`.
final class StraightProgram: @unchecked Sendable {
    /// What a cell does.
    enum Kind: UInt8, Sendable {
        /// Writes the byte `operand`.
        case literal
        /// Writes `table[operand + below(bound)]`.
        case draw
        /// Runs the next cell `operand + below(bound)` times (and then goes on after it).
        case repetition
    }

    /// One step; see ``Kind``.
    struct Cell: Sendable {
        let bound: UInt64
        let operand: UInt32
        let kind: Kind
    }

    /// The cells, in order.
    private let cells: UnsafeMutableBufferPointer<Cell>
    /// The characters of every class, one byte each (the general program's `tables`).
    private let table: UnsafeMutableBufferPointer<UInt8>

    /// The straight form of `steps`, or `nil` when they hold an alternation, a non-ASCII class,
    /// or a repetition of anything but one byte or one class.
    init?(steps: [GenerationProgram.Step], literals: [UInt8], tables: [UInt8]) {
        var cells: [Cell] = []
        var index = 0
        while index < steps.count {
            switch steps[index] {
            case .bytes(let start, let count):
                for offset in Int(start)..<Int(start + count) {
                    cells.append(Cell(bound: 0, operand: UInt32(literals[offset]), kind: .literal))
                }
            case .ascii(let start, let count):
                cells.append(Cell(bound: UInt64(count), operand: UInt32(start), kind: .draw))
            case .repetition(let min, let spread, let end):
                // The body must be the one step after this one, writing one byte.
                guard Int(end) == index + 2, min >= 0, min <= Int(UInt32.max) else { return nil }
                switch steps[index + 1] {
                case .bytes(let start, 1):
                    cells.append(Cell(bound: spread, operand: UInt32(min), kind: .repetition))
                    cells.append(Cell(bound: 0, operand: UInt32(literals[Int(start)]), kind: .literal))
                case .ascii(let start, let count):
                    cells.append(Cell(bound: spread, operand: UInt32(min), kind: .repetition))
                    cells.append(Cell(bound: UInt64(count), operand: UInt32(start), kind: .draw))
                default:
                    return nil
                }
                index += 1
            case .scalar, .choice:
                return nil
            }
            index += 1
        }
        // At least one element each, so that both base addresses exist.
        self.cells = .allocate(capacity: Swift.max(cells.count, 1))
        _ = self.cells.initialize(from: cells)
        self.table = .allocate(capacity: Swift.max(tables.count, 1))
        _ = self.table.initialize(from: tables)
        count = cells.count
    }

    /// How many cells there are (``cells`` may have room for one more).
    private let count: Int

    deinit {
        cells.deallocate()
        table.deallocate()
    }

    /// One generated value as a string; `capacity` is the program's most bytes (at least 1).
    func string(capacity: Int, using rng: inout SplitMix64) -> String {
        String(unsafeUninitializedCapacity: capacity) { memory in
            // Capacity is at least 1, so the base address is never nil.
            guard let base = memory.baseAddress else { return 0 }
            return write(to: base, using: &rng)
        }
    }

    /// Writes one generated value from `out` on (which has room for the program's most
    /// bytes); returns how many bytes it wrote.
    func write(to out: UnsafeMutablePointer<UInt8>, using rng: inout SplitMix64) -> Int {
        guard var cell = cells.baseAddress, let table = table.baseAddress else { return 0 }
        let end = cell + count
        var random = rng
        var at = out
        while cell < end {
            let current = cell.pointee
            cell += 1
            switch current.kind {
            case .draw:
                at.pointee = table[Int(current.operand) &+ Int(truncatingIfNeeded: random.below(current.bound))]
                at += 1
            case .literal:
                at.pointee = UInt8(truncatingIfNeeded: current.operand)
                at += 1
            case .repetition:
                let times = Int(current.operand) &+ Int(truncatingIfNeeded: random.below(current.bound))
                let body = cell.pointee
                cell += 1
                if body.kind == .literal {
                    let byte = UInt8(truncatingIfNeeded: body.operand)
                    for _ in 0..<times {
                        at.pointee = byte
                        at += 1
                    }
                } else {
                    let start = table + Int(body.operand)
                    for _ in 0..<times {
                        at.pointee = start[Int(truncatingIfNeeded: random.below(body.bound))]
                        at += 1
                    }
                }
            }
        }
        rng = random
        return at - out
    }
}
