import Foundation
import Testing

@testable import SeedfillCore

/// `int`, `decimal` and `normal`: every drawn number inside its bounds, on its grid, written
/// with the right digits; distributions roughly right.
@Suite struct NumberGeneratorTests {
    static let model = sectionModel(
        #"""
        { "key": "base", "type": "integer" },
        { "key": "n", "type": "integer" },
        { "key": "m", "type": "integer" },
        { "key": "price", "type": "decimal", "scale": 2 },
        { "key": "rate", "type": "decimal", "scale": 3 },
        { "key": "score", "type": "decimal", "scale": 1 },
        { "key": "whole", "type": "integer" }
        """#)

    @Test func intArrayFormIsUniformAndInclusive() throws {
        let run = try generate(model: Self.model, seed: seedFile(#""n": {"int": [-3, 3]}, "m": {"int": [5, 5]}"#), count: 3500)
        let values = run.values("s.n").compactMap { $0 as? Int }
        #expect(values.count == 3500)
        #expect(values.allSatisfy { (-3...3).contains($0) })
        var counts = [Int: Int]()
        for v in values { counts[v, default: 0] += 1 }
        #expect(counts.keys.sorted() == Array(-3...3))
        for (_, c) in counts { #expect(abs(Double(c) / 3500 - 1.0 / 7) < 0.03) }
        #expect(run.values("s.m").allSatisfy { $0 as? Int == 5 })
    }

    @Test func intObjectFormKeepsToTheStepGrid() throws {
        let seed = seedFile(#""n": {"int": {"min": 3, "max": 100, "step": 7}}"#)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        let values = run.values("s.n").compactMap { $0 as? Int }
        #expect(values.count == 3000)
        for v in values {
            #expect((3...100).contains(v), "\(v)")
            #expect((v - 3) % 7 == 0, "\(v) is off the grid 3 + 7k")
        }
        // 3, 10, …, 94: fourteen grid points, all reached.
        #expect(Set(values).count == 14)
    }

    @Test func intBoundsMayReadAnotherField() throws {
        let seed = seedFile(
            #"""
            "base": {"int": [0, 50]},
            "n": {"int": ["base", "base * 2 + 1"]},
            "m": {"int": {"min": "base - 10", "max": "base", "step": 5}}
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        for record in run.records {
            let base = try #require(lookUp("s.base", in: record) as? Int)
            let n = try #require(lookUp("s.n", in: record) as? Int)
            let m = try #require(lookUp("s.m", in: record) as? Int)
            #expect(n >= base && n <= base * 2 + 1, "base \(base), n \(n)")
            #expect(m >= base - 10 && m <= base && (m - (base - 10)) % 5 == 0, "base \(base), m \(m)")
        }
    }

    /// Bounds that are not whole (`amount / 2`) round inwards: `ceil(min)…floor(max)`.
    @Test func intWithFractionalBoundsStaysInside() throws {
        let seed = seedFile(#""base": {"int": [1, 40]}, "n": {"int": ["base / 4", "base / 4 + 1.5"]}"#)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        for record in run.records {
            let base = try #require(lookUp("s.base", in: record) as? Int)
            let n = try #require(lookUp("s.n", in: record) as? Int)
            let low = Double(base) / 4
            #expect(Double(n) >= low && Double(n) <= low + 1.5, "base \(base), n \(n)")
        }
    }

    @Test func decimalIsWrittenWithExactlyScaleDigitsInsideItsBounds() throws {
        let seed = seedFile(
            #"""
            "price": {"decimal": {"min": 0.5, "max": 99.99, "scale": 2}},
            "rate": {"decimal": {"min": -1, "max": 1, "scale": 3}},
            "score": {"decimal": {"min": 1, "max": 3, "scale": 0}}
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        let prices = run.rawNumbers("price")
        let rates = run.rawNumbers("rate")
        let scores = run.rawNumbers("score")
        #expect(prices.count == 3000 && rates.count == 3000 && scores.count == 3000)
        for p in prices {
            #expect(fullMatch(p, "[0-9]+\\.[0-9]{2}"), "\(p)")
            let v = try #require(Decimal(string: p))
            #expect(v >= Decimal(string: "0.5")! && v <= Decimal(string: "99.99")!, "\(p)")
        }
        for r in rates {
            #expect(fullMatch(r, "-?[0-9]\\.[0-9]{3}"), "\(r)")
            let v = try #require(Decimal(string: r))
            #expect(v >= -1 && v <= 1, "\(r)")
        }
        // A scale-0 generator on a scale-1 field: whole numbers, written as the field says.
        #expect(Set(scores) == ["1.0", "2.0", "3.0"], "\(Set(scores))")
        // The draw is uniform over the grid: both halves of the price range are used.
        #expect(prices.filter { Decimal(string: $0)! < 50 }.count > 1200)
    }

    @Test func decimalScaleLargerThanTheFieldsIsACheckError() throws {
        let errors = try checkErrors(model: Self.model, seed: seedFile(#""price": {"decimal": {"min": 0, "max": 1, "scale": 4}}"#))
        #expect(errors.contains { $0.contains("scale") }, "\(errors)")
    }

    @Test func decimalRangeWithoutAGridPointIsACheckError() throws {
        let errors = try checkErrors(model: Self.model, seed: seedFile(#""price": {"decimal": {"min": 0.001, "max": 0.004, "scale": 2}}"#))
        #expect(errors.contains { $0.contains("no number with 2 digits") }, "\(errors)")
        // Bounds on the grid, or with a grid point between them, are fine.
        let fine = try checkErrors(model: Self.model, seed: seedFile(#""price": {"decimal": {"min": 0.005, "max": 0.015, "scale": 2}}"#))
        #expect(fine.isEmpty, "\(fine)")
    }

    /// A rule may raise a decimal field's scale; the written JSON must keep the digits the
    /// validated value has. QuestionnaireWriter writes with the field's base scale instead.
    @Test func ruleScaleIsKeptInTheWrittenJSON() throws {
        let model = sectionModel(
            #"""
            { "key": "currency", "type": "choice", "options": ["JPY", "EUR"] },
            { "key": "amount", "type": "decimal", "scale": 0, "min": 0, "max": 100,
              "rules": [ { "when": "currency == 'EUR'", "scale": 2 } ] }
            """#)
        let seed = seedFile(#""currency": "EUR", "amount": {"decimal": {"min": 0, "max": 100, "scale": 2}}"#)
        let run = try generate(model: model, seed: seed, count: 200)
        let amounts = run.rawNumbers("amount")
        #expect(amounts.allSatisfy { fullMatch($0, "[0-9]+\\.[0-9]{2}") }, "\(amounts.prefix(5))")
    }

    @Test func normalStaysWithinItsClampsAndCentresOnItsMean() throws {
        let seed = seedFile(
            #"""
            "score": {"normal": {"mean": 50, "sd": 10, "min": 30, "max": 90, "scale": 1}},
            "whole": {"normal": {"mean": 100, "sd": 15}},
            "price": {"normal": {"mean": 5, "sd": 20, "min": 0, "max": 10}}
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 4000)
        let scores = run.rawNumbers("score")
        #expect(scores.count == 4000)
        var sum = 0.0
        for s in scores {
            #expect(fullMatch(s, "[0-9]+\\.[0-9]"), "\(s)")
            let v = try #require(Double(s))
            #expect(v >= 30 && v <= 90, "\(s)")
            sum += v
        }
        // The clamps cut 2 sd below and 4 sd above: the mean moves only slightly.
        #expect(abs(sum / 4000 - 50) < 1.0, "\(sum / 4000)")
        let wholes = run.values("s.whole").compactMap { $0 as? Int }
        #expect(wholes.count == 4000)
        let mean = Double(wholes.reduce(0, +)) / 4000
        let sd = (wholes.map { pow(Double($0) - mean, 2) }.reduce(0, +) / 4000).squareRoot()
        #expect(abs(mean - 100) < 1.5 && abs(sd - 15) < 1.5, "mean \(mean), sd \(sd)")
        // A wide sd against tight clamps piles values on the clamps, never past them.
        let prices = run.rawNumbers("price").compactMap(Double.init)
        #expect(prices.count == 4000 && prices.allSatisfy { $0 >= 0 && $0 <= 10 })
        #expect(prices.filter { $0 == 0 }.count > 600 && prices.filter { $0 == 10 }.count > 600)
    }

    /// Clamps that are not on the scale's grid: rounding must not carry the value past them.
    @Test func normalRoundingStaysInsideOffGridClamps() throws {
        let seed = seedFile(#""score": {"normal": {"mean": 0, "sd": 5, "min": 0.05, "max": 0.95, "scale": 1}}"#)
        let run = try generate(model: Self.model, seed: seed, count: 2000)
        let values = run.rawNumbers("score").compactMap(Double.init)
        #expect(values.count == 2000)
        #expect(values.allSatisfy { $0 >= 0.05 && $0 <= 0.95 }, "\(Set(values).sorted())")
    }
}
