import Foundation
import Testing

@testable import SeedfillCore

// Issue 19, item 6: damaged workbooks never crash or hang the reader; each is read or refused
// with a located error. Seeded, so every run tries the same inputs.
@Suite struct XLSXFuzzTests {
    static let workbook = XLSXRealFormTests.directory + "/ucl-biomass-plot-form.xlsx"

    /// `bytes` with a few random changes: bytes flipped, set to 0 or 0xFF, removed, repeated, or cut off.
    static func mutated(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0...rng.below(4) where !bytes.isEmpty {
            let at = Int(rng.below(UInt64(bytes.count)))
            switch rng.below(6) {
            case 0: bytes[at] ^= UInt8(1 << rng.below(8))
            case 1: bytes[at] = 0
            case 2: bytes[at] = 0xFF
            case 3: bytes.remove(at: at)
            case 4: bytes.insert(contentsOf: bytes[at..<min(at + Int(rng.below(16)) + 1, bytes.count)], at: at)
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }

    /// Whether `problem` is located in `file` and says something.
    static func isLocated(_ problem: Diagnostic, in file: String) -> Bool {
        (problem.location?.file.hasPrefix(file) ?? false) && !problem.message.isEmpty
    }

    @Test func mutatedWorkbooksAreReadOrRefused() throws {
        let original = [UInt8](try #require(FileManager.default.contents(atPath: Self.workbook)))
        var rng = SplitMix64(seed: 0x5EED_F111)
        var (read, refused) = (0, 0)
        for round in 0..<300 {
            do {
                _ = try XLSXReader.read(bytes: Self.mutated(original, &rng), file: "form.xlsx")
                read += 1
            } catch {
                #expect(Self.isLocated(error, in: "form.xlsx"), "round \(round): \(error)")
                refused += 1
            }
        }
        // A change in deflated data almost always fails the inflate or the CRC; a change in
        // unused bytes (a comment, an extra field) is read.
        #expect(refused > 200 && read + refused == 300)
    }

    @Test func mutatedSheetAndStringXMLIsReadOrRefused() throws {
        let zip = try ZipArchive(bytes: [UInt8](try #require(FileManager.default.contents(atPath: Self.workbook))))
        let sheet = try zip.contents(of: try #require(zip.entry(named: "xl/worksheets/sheet2.xml")))
        let strings = try zip.contents(of: try #require(zip.entry(named: "xl/sharedStrings.xml")))
        let shared = try XLSXPackage.sharedStrings(in: XMLPart(scanner: XMLScanner(strings), name: "s"))
        var rng = SplitMix64(seed: 19)
        var outcomes = [0, 0]
        for round in 0..<400 {
            do {
                if round % 2 == 0 {
                    var reader = WorksheetReader(sheet: "choices", file: "form.xlsx", sharedStrings: shared)
                    _ = try reader.read(XMLPart(scanner: XMLScanner(Self.mutated(sheet, &rng)), name: "form.xlsx[sheet]"))
                } else {
                    _ = try XLSXPackage.sharedStrings(in: XMLPart(scanner: XMLScanner(Self.mutated(strings, &rng)), name: "form.xlsx[sst]"))
                }
                outcomes[0] += 1
            } catch {
                #expect(Self.isLocated(error, in: "form.xlsx"), "round \(round): \(error)")
                outcomes[1] += 1
            }
        }
        // Both outcomes happen: some changes land in text, others break the markup.
        #expect(outcomes[0] > 20 && outcomes[1] > 20, "\(outcomes)")
    }
}
