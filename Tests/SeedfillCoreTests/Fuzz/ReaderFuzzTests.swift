import Foundation
import Testing

@testable import SeedfillCore

/// The short fuzz run of `swift test`: a seeded mutation harness over the committed corpus
/// (`Fuzz/corpus/READER`), the same targets and checks as the libFuzzer build of Fuzz/run.sh.
/// Deterministic: the same inputs on every run, a few thousand per reader. Inputs are capped at
/// ``FuzzTargets/maxInputBytes``, which bounds the time any one of them can take.
@Suite struct ReaderFuzzTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let targets = FuzzTargets(modelDirectory: repository.appendingPathComponent("Fuzz/models").path)

    /// Mutated inputs per reader.
    static let rounds = 4000

    /// The committed corpus of `reader`, by file name.
    static func corpus(_ reader: FuzzReader) -> [[UInt8]] {
        let directory = repository.appendingPathComponent("Fuzz/corpus/\(reader.rawValue)").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted().map {
            [UInt8](FileManager.default.contents(atPath: directory + "/" + $0) ?? Data())
        }
    }

    /// Bytes that steer mutations towards each reader's syntax.
    static func dictionary(_ reader: FuzzReader) -> [[UInt8]] {
        let shared = ["\"", "\\", "\n", " ", "0", "-1", "1e999", "\u{0}", "Ю"]
        let specific: [String]
        switch reader {
        case .json, .model, .seed:
            specific = [
                "{", "}", "[", "]", ",", ":", "null", "true", "//", "/*", "*/", "\\u0000", "\\ud800", "\"type\"", "\"key\"",
                "\"fields\"", "\"options\"", "\"min\"", "\"max\"", "\"when\"", "\"oneOf\"", "\"int\"", "\"expr\"", "\"mask\"",
                "\"list\"", "\"count\"", "\"let\"", "99999999999999999999999", "\"today - 18y\"",
            ]
        case .table, .csv:
            specific = [",", "\r\n", "\"\"", "\u{FEFF}", "a,b", "\r", ";"]
        case .expression:
            specific = [
                "(", ")", "[", "]", "'", "{{", "}}", "and", "or", "not", "==", "+", "-", "*", "/", "%", ".", "18y", "today",
                "age(", "count(", "in", "contains", "matches", "if(",
            ]
        case .regex:
            specific = ["(", ")", "[", "]", "{", "}", "{2,", "*", "+", "?", "|", "^", "$", ".", "\\d", "\\p{L}", "[^", "(?:", "(?=", "-"]
        case .mask:
            specific = ["#", "?", "*", "\\", "A", "-", "\n"]
        }
        return (shared + specific).map { Array($0.utf8) }
    }

    @Test(arguments: FuzzReader.allCases)
    func corpusInputsKeepTheirInvariants(_ reader: FuzzReader) {
        let corpus = Self.corpus(reader)
        #expect(corpus.count >= 10, "Fuzz/corpus/\(reader.rawValue) is missing or small")
        for (index, input) in corpus.enumerated() {
            let problem = Self.targets.run(reader, input)
            #expect(problem == nil, "corpus file \(index): \(problem ?? "")")
        }
    }

    @Test(arguments: FuzzReader.allCases)
    func mutatedInputsNeverBreakTheReader(_ reader: FuzzReader) {
        let corpus = Self.corpus(reader)
        let dictionary = Self.dictionary(reader)
        var rng = SplitMix64(seed: 0xF022_0000 ^ UInt64(reader.rawValue.utf8.count * 7919))
        var failures = 0
        for round in 0..<Self.rounds where !corpus.isEmpty {
            var bytes = corpus[Int(rng.below(UInt64(corpus.count)))]
            for _ in 0..<(1 + Int(rng.below(4))) {
                Self.mutate(&bytes, corpus: corpus, dictionary: dictionary, rng: &rng)
            }
            if let problem = Self.targets.run(reader, bytes) {
                failures += 1
                if failures <= 5 {
                    Issue.record("round \(round): \(problem)\ninput: \(String(decoding: bytes.prefix(400), as: UTF8.self))")
                }
            }
        }
        #expect(failures == 0)
    }

    /// One random edit: flip a bit, delete a run, insert a dictionary token, overwrite a byte,
    /// duplicate a chunk, splice in part of another corpus file, or truncate.
    static func mutate(_ bytes: inout [UInt8], corpus: [[UInt8]], dictionary: [[UInt8]], rng: inout SplitMix64) {
        let at = bytes.isEmpty ? 0 : Int(rng.below(UInt64(bytes.count)))
        switch rng.below(7) {
        case 0 where !bytes.isEmpty:
            bytes[at] ^= UInt8(truncatingIfNeeded: 1 << rng.below(8))
        case 1 where !bytes.isEmpty:
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(rng.below(16))))
        case 2:
            bytes.insert(contentsOf: dictionary[Int(rng.below(UInt64(dictionary.count)))], at: at)
        case 3 where !bytes.isEmpty:
            bytes[at] = UInt8(truncatingIfNeeded: rng.next())
        case 4 where !bytes.isEmpty:
            let end = min(bytes.count, at + 1 + Int(rng.below(64)))
            let chunk = Array(bytes[at..<end])
            if bytes.count + chunk.count <= FuzzTargets.maxInputBytes { bytes.insert(contentsOf: chunk, at: at) }
        case 5:
            let other = corpus[Int(rng.below(UInt64(corpus.count)))]
            guard !other.isEmpty else { return }
            let from = Int(rng.below(UInt64(other.count)))
            let piece = other[from..<min(other.count, from + 1 + Int(rng.below(128)))]
            bytes.replaceSubrange(at..<min(bytes.count, at + Int(rng.below(32))), with: piece)
        default:
            bytes.removeSubrange(at..<bytes.count)
        }
    }

    /// The seed reader checks seeds against real models, so mutations reach the field checks.
    @Test func theSeedReaderHasItsModels() {
        #expect(Self.targets.models.keys.sorted() == ["policy", "policyholder", "vehicle"])
    }
}
