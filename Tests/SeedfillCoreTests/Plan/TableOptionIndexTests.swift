import Testing

@testable import SeedfillCore

/// A table's options found by the bytes of one text key (issue 15, item 4: a fast path of
/// table options, for any choice whose options cascade from another field) are exactly what the
/// general look-up finds, for keys spelled as in the table, spelled otherwise (canonically
/// equivalent text), absent, or not text.
@Suite struct TableOptionIndexTests {
    /// Keys that include two spellings of one text (precomposed and combining é), a number and
    /// an empty text.
    static let keys: [Value] = [
        .string("Lada"), .string("Caf\u{E9}"), .string("Cafe\u{301}"), .string("BMW"), .string(""), .number(Number(7)),
    ]
    static let cells: [Value] = [.string("Vesta"), .string("Niva"), .string("X5"), .string("Latte"), .number(Number(3)), .null]

    @Test func optionsByTextKeyAreTheGeneralLookUps() {
        var rng = SplitMix64(seed: 0x7AB1_E0F7)
        for _ in 0..<300 {
            let rows = (0..<Int(rng.below(12))).map { _ in
                [Self.keys[Int(rng.below(UInt64(Self.keys.count)))], Self.cells[Int(rng.below(UInt64(Self.cells.count)))]]
            }
            let table = Table(
                name: "cars", columns: ["make", "model"], rows: rows, file: "cars.csv", rowLines: rows.indices.map { $0 + 2 })
            let index = TableOptionIndex(table: table, column: 1, matchColumns: [0])
            for probe in Self.keys + [.string("Volvo")] {
                let general = index.options(matching: ExactKey(first: probe))
                guard case .string(let text) = probe else { continue }
                var bytes = Array(text.utf8)
                let fast = bytes.withUnsafeMutableBufferPointer { index.options(matchingText: UnsafeBufferPointer($0)) }
                if let fast {
                    #expect(fast == general, "\(text) in \(rows)")
                } else {
                    // Not found by its bytes: no row's key has them.
                    #expect(!rows.contains { if case .string(let key) = $0[0] { Array(key.utf8) == bytes } else { false } })
                }
                bytes.removeAll()
            }
        }
    }
}
