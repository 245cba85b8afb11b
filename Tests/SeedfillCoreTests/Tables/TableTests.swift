import Foundation
import Testing

@testable import SeedfillCore

@Suite struct TableTests {
    @Test func csvCellsBecomeStringsOrIntegers() throws {
        let (table, diagnostics) = Table.load(
            csv: Array("make,model,basePower,code\nLada,Vesta,106,007\nUAZ,\"Patriot\",-5,12.5\n".utf8), file: "Seeds/data/cars.csv")
        #expect(diagnostics.isEmpty)
        let cars = try #require(table)
        #expect(cars.name == "cars")
        #expect(cars.column(named: "basePower") == 2)
        #expect(cars.column(named: "power") == nil)
        #expect(cars.rows[0] == [.string("Lada"), .string("Vesta"), .number(Number(106)), .string("007")])
        #expect(cars.rows[1] == [.string("UAZ"), .string("Patriot"), .number(Number(-5)), .string("12.5")])
        #expect(cars.rowLines == [2, 3])
    }

    @Test(arguments: [
        ("0", Value.number(Number(0))), ("-0", .string("-0")), ("123456789012345678", .number(Number(123_456_789_012_345_678))),
        ("1234567890123456789", .string("1234567890123456789")), ("", .string("")), ("-", .string("-")),
        ("+5", .string("+5")), ("1e3", .string("1e3")), (" 5", .string(" 5")),
    ])
    func integerCells(cell: String, value: Value) {
        #expect(TableCell.value(ofCSVCell: cell) == value)
    }

    @Test func csvErrorsPassThrough() {
        let (table, diagnostics) = Table.load(csv: Array("a,b\n1\n".utf8), file: "x.csv")
        #expect(table == nil)
        #expect(diagnostics.map(\.message) == ["row 1 has 1 field, the header has 2"])
    }

    @Test func jsonTable() throws {
        let text = """
            [
              {"region": "Москва", "city": "Москва", "population": 13010112, "capital": true},
              {"city": "Зеленоград", "region": "Москва", "population": 2.5e5, "capital": false},
              {"region": "Тверская область", "city": "Тверь", "population": null, "capital": false, "area": -152.30}
            ]
            """
        let (node, _) = JSONReader.parse(text, file: "data/regions.json")
        var (table, diagnostics) = Table.load(json: try #require(node), file: "data/regions.json")
        #expect(diagnostics.map(\.message) == ["row 1 has no column 'area'", "row 2 has no column 'area'"])
        #expect(table == nil)
        let fixed = text.replacingOccurrences(of: "\"capital\": true}", with: "\"capital\": true, \"area\": null}")
            .replacingOccurrences(of: "\"capital\": false},", with: "\"capital\": false, \"area\": 0},")
        (table, diagnostics) = Table.load(json: try #require(JSONReader.parse(fixed, file: "r.json").node), file: "data/regions.json")
        #expect(diagnostics.isEmpty)
        let regions = try #require(table)
        #expect(regions.name == "regions")
        #expect(regions.columns == ["region", "city", "population", "capital", "area"])
        #expect(regions.rows[1] == [.string("Москва"), .string("Зеленоград"), .number(Number(250_000)), .bool(false), .number(Number(0))])
        #expect(regions.rows[2][2] == .null)
        #expect(regions.rows[2][4] == .number(Number(mantissa: -1523, scale: 1)))
        #expect(regions.rowLines == [2, 3, 4])
    }

    @Test func jsonTableErrors() throws {
        let text = "[\n  {\"a\": 1, \"b\": [1]},\n  \"row\",\n  {\"a\": {\"x\": 1}, \"b\": 1e40}\n]"
        let node = try #require(JSONReader.parse(text, file: "t.json").node)
        let (table, diagnostics) = Table.load(json: node, file: "t.json")
        #expect(table == nil)
        #expect(
            diagnostics.map(\.rendered) == [
                """
                t.json:2:17: error: column 'b' of row 1 holds an array; table cells must be strings, numbers, booleans or null
                  at: [0].b
                  hint: flatten it into columns of its own
                """,
                """
                t.json:3:3: error: row 2 is a string; table rows must be objects
                  at: [1]
                """,
                """
                t.json:4:9: error: column 'a' of row 3 holds an object; table cells must be strings, numbers, booleans or null
                  at: [2].a
                  hint: flatten it into columns of its own
                """,
                """
                t.json:4:24: error: number 1e40 cannot be held exactly
                  at: [2].b
                  hint: use at most 18 digits and 18 decimals, or write it as a string
                """,
            ])
        let object = try #require(JSONReader.parse("{\"a\": 1}", file: "o.json").node)
        #expect(
            Table.load(json: object, file: "o.json").diagnostics.map(\.message) == [
                "a JSON table must be an array of objects, found an object"
            ])
    }

    @Test(arguments: [
        ("12.50", Number(mantissa: 125, scale: 1)), ("-0.001", Number(mantissa: -1, scale: 3)), ("1e3", Number(1000)),
        ("1.5E-2", Number(mantissa: 15, scale: 3)), ("0", Number(0)), ("999999999999999999", Number(999_999_999_999_999_999)),
    ])
    func jsonNumbers(literal: String, number: Number) {
        #expect(TableCell.number(literal: literal) == number)
    }

    @Test func unrepresentableJSONNumbers() {
        for literal in ["1e40", "1e-30", "1234567890123456789", "1e999"] {
            #expect(TableCell.number(literal: literal) == nil, "\(literal)")
        }
    }

    @Test func benchmarkTablesLoad() throws {
        for name in ["cars", "regions", "streets"] {
            let path = "/work/shared/bench/workload/data/\(name).csv"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let (table, diagnostics) = Table.load(csv: [UInt8](data), file: path)
            #expect(diagnostics.isEmpty, "\(name)")
            #expect(table?.name == name)
            #expect((table?.rows.count ?? 0) > 0)
        }
    }
}
