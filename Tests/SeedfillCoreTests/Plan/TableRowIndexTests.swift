import Testing

@testable import SeedfillCore

/// Issue 15, item 4 (`table` with `match`): the rows a draw chooses among are looked up in an
/// index built when planning. They must be exactly the rows a scan comparing every cell with
/// `==` finds, in row order, so that the same row is drawn.
@Suite struct TableRowIndexTests {
    /// The rows whose `columns` cells equal `key`, by a scan of the table (what the draw did
    /// before the index).
    static func scan(_ table: Table, columns: [Int], key: [Value]) -> [Int] {
        table.rows.indices.filter { row in columns.indices.allSatisfy { table.rows[row][columns[$0]] == key[$0] } }
    }

    static let composed = "Йошкар-Ола"
    static let decomposed = "И\u{0306}ошкар-Ола"

    /// Keys spread over the table, repeated apart; a number cell and its digits as text; the
    /// same text spelt two ways; a `null` cell (JSON tables have them).
    static let table = Table(
        name: "t", columns: ["a", "b", "v"],
        rows: [
            [.string("x"), .number(Number(1)), .string("r0")],
            [.string(composed), .number(Number(1)), .string("r1")],
            [.string("x"), .string("1"), .string("r2")],
            [.string(decomposed), .number(Number(mantissa: 10, scale: 1)), .string("r3")],
            [.null, .number(Number(2)), .string("r4")],
            [.string("x"), .number(Number(1)), .string("r5")],
            [.string(composed), .number(Number(2)), .string("r6")],
            [.string(decomposed), .number(Number(1)), .string("r7")],
        ],
        file: "t.json", rowLines: Array(1...8), cellsAreText: false)

    static let keys: [Value] = [
        .string("x"), .string(composed), .string(decomposed), .null, .number(Number(1)), .number(Number(mantissa: 100, scale: 2)),
        .string("1"), .number(Number(2)), .string("y"), .bool(true),
    ]

    @Test func oneColumnFindsTheRowsAScanFinds() {
        for columns in [[0], [1]] {
            let index = TableRowIndex(table: Self.table, columns: columns)
            for key in Self.keys {
                #expect(
                    index.rows(matching: ExactKey(first: key)) == Self.scan(Self.table, columns: columns, key: [key]), "\(columns) \(key)")
            }
        }
    }

    @Test func twoColumnsFindTheRowsAScanFinds() {
        for columns in [[0, 1], [1, 0]] {
            let index = TableRowIndex(table: Self.table, columns: columns)
            var found = 0
            for first in Self.keys {
                for second in Self.keys {
                    let rows = index.rows(matching: ExactKey(first: first, rest: [second]))
                    #expect(rows == Self.scan(Self.table, columns: columns, key: [first, second]), "\(columns) \(first) \(second)")
                    found += rows.count
                }
            }
            // Both spellings and both number scales find rows: the comparison is not vacuous.
            #expect(found > Self.table.rows.count)
        }
    }
}
