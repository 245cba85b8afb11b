import Foundation
import Testing

@testable import SeedfillCore

/// An embedded record is the questionnaire exactly as the writer writes it: same members, same
/// order, same omissions, same decimal digits.
@Suite struct QuestionnaireObjectTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["Seeds", "Tests/SeedfillCLITests/Fixtures/refs"])
    func itsBytesAreTheWritersBytes(_ directory: String) throws {
        let (loaded, _) = Project.load(directory: Self.repository.appendingPathComponent(directory).path)
        let project = try #require(loaded)
        let (plans, diagnostics) = project.check()
        #expect(!diagnostics.contains { $0.severity == .error })
        let run = RunParameters(runSeed: 3, count: nil, today: nil, currentDate: LocalDate(iso: "2026-01-01")!)
        var compared = 0
        for seed in project.seeds {
            let plan = try #require(plans[seed.name])
            let filler = RecordFiller(plan: plan, seedKey: run.seedKey(of: seed), today: run.today(of: seed).date, run: run)
            for record in 1...300 {
                let filled = try filler.fill(record: record)
                for pretty in [false, true] {
                    var written = JSONWriter(pretty: pretty)
                    QuestionnaireWriter(plan: plan).write(filled, into: &written)
                    var built = JSONWriter(pretty: pretty)
                    built.value(.object(QuestionnaireObject(plan: plan).object(filled)))
                    #expect(built.buffer == written.buffer, "\(seed.name) record \(record)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 1800)
    }

    @Test func withScaleWritesAsTheWriterDoes() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let digits = Int64(bitPattern: rng.next()) >> Int(rng.below(62))
            let number = Number(mantissa: digits, scale: Int8(rng.below(19)))
            let target = Int(rng.below(8))
            var expected: [UInt8] = []
            number.write(into: &expected, scale: target)
            var actual: [UInt8] = []
            let scaled = QuestionnaireObject.withScale(number, target)
            scaled.write(into: &actual)
            // Padding past 18 digits cannot be carried in the mantissa: then only the zeros differ.
            if Int(scaled.scale) == target || expected.count == actual.count {
                #expect(actual == expected, "\(number) at scale \(target)")
            } else {
                #expect(expected.starts(with: actual), "\(number) at scale \(target)")
            }
        }
        #expect(QuestionnaireObject.withScale(Number(2000), 2).description == "2000.00")
        #expect(QuestionnaireObject.withScale(Number(mantissa: 1005, scale: 3), 2).description == "1.01")
        #expect(QuestionnaireObject.withScale(Number(mantissa: -15, scale: 1), 0).description == "-2")
    }
}
