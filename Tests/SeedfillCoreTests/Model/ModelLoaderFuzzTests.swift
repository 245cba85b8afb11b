import Foundation
import Testing

@testable import SeedfillCore

/// Randomly damaged models must never crash the reader or the loader, and what comes back must
/// stay coherent: a model exactly when there is no error, every diagnostic located in the file.
@Suite struct ModelLoaderFuzzTests {
    static let policy: [UInt8] = {
        let url = ModelLoaderTests.fixtures.appendingPathComponent("policy.json")
        return [UInt8](FileManager.default.contents(atPath: url.path) ?? Data())
    }()

    /// Bytes that steer mutations towards interesting JSON: structure, quotes, digits, UTF-8 lead bytes.
    static let alphabet = Array("{}[]\",:'0123456789-.eE \n/*tfnaxz\\".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xFF]

    @Test func byteMutationsNeverCrash() throws {
        let original = Self.policy
        try #require(!original.isEmpty)
        var rng = SplitMix64(seed: 0x5EED_F111)
        for round in 0..<3000 {
            var bytes = original
            let edits = 1 + Int(rng.below(6))
            for _ in 0..<edits where !bytes.isEmpty {
                let at = Int(rng.below(UInt64(bytes.count)))
                switch rng.below(4) {
                case 0: bytes[at] ^= UInt8(truncatingIfNeeded: 1 << rng.below(8))
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(rng.below(8))))
                case 2: bytes.insert(Self.alphabet[Int(rng.below(UInt64(Self.alphabet.count)))], at: at)
                default: bytes[at] = Self.alphabet[Int(rng.below(UInt64(Self.alphabet.count)))]
                }
            }
            check(bytes, round: round)
        }
    }

    @Test func mutatedGoldenInputsNeverCrash() throws {
        let root = ModelLoaderGoldenTests.root
        var rng = SplitMix64(seed: 99)
        var round = 0
        for name in ModelLoaderGoldenTests.caseNames {
            let url = root.appendingPathComponent(name).appendingPathComponent("model.json")
            let original = [UInt8](FileManager.default.contents(atPath: url.path) ?? Data())
            for _ in 0..<150 {
                var bytes = original
                if !bytes.isEmpty {
                    let at = Int(rng.below(UInt64(bytes.count)))
                    if rng.below(2) == 0 {
                        bytes.remove(at: at)
                    } else {
                        bytes.insert(Self.alphabet[Int(rng.below(UInt64(Self.alphabet.count)))], at: at)
                    }
                }
                check(bytes, round: round)
                round += 1
            }
        }
        #expect(round >= 20 * 150)
    }

    @Test func valueMutationsNeverCrash() throws {
        let (parsed, _) = JSONReader.parse(Self.policy, file: "policy.json")
        let root = try #require(parsed)
        var rng = SplitMix64(seed: 42)
        var sawModel = false
        var sawErrors = false
        for round in 0..<3000 {
            var node = root
            for _ in 0..<(1 + Int(rng.below(3))) { node = mutate(node, rng: &rng, depth: 0) }
            let (model, diagnostics) = ModelLoader.load(node, file: "policy.json")
            let hasErrors = diagnostics.contains { $0.severity == .error }
            #expect((model == nil) == hasErrors, "round \(round)")
            #expect(diagnostics.allSatisfy { $0.location != nil }, "round \(round)")
            sawModel = sawModel || model != nil
            sawErrors = sawErrors || hasErrors
        }
        // Both outcomes occur, so the mutations neither always break nor never touch the model.
        #expect(sawModel && sawErrors)
    }

    /// Loads `bytes` and checks the result is coherent.
    private func check(_ bytes: [UInt8], round: Int) {
        let (model, diagnostics) = ModelLoader.load(bytes: bytes, file: "policy.json")
        let hasErrors = diagnostics.contains { $0.severity == .error }
        #expect((model == nil) == hasErrors, "round \(round)")
        for diagnostic in diagnostics {
            #expect(diagnostic.location?.file == "policy.json", "round \(round)")
            #expect((diagnostic.location?.line ?? 0) >= 1 && (diagnostic.location?.column ?? 0) >= 1, "round \(round)")
            #expect(!diagnostic.rendered.isEmpty)
        }
    }

    /// Replaces one randomly chosen value somewhere in `node` with a random value, drops or
    /// renames a member, or duplicates an element.
    private func mutate(_ node: JSONNode, rng: inout SplitMix64, depth: Int) -> JSONNode {
        var node = node
        switch node.kind {
        case .object(var members) where !members.isEmpty && rng.below(3) != 0:
            let i = Int(rng.below(UInt64(members.count)))
            switch rng.below(5) {
            case 0: members.remove(at: i)
            case 1: members[i].key = ["type", "key", "fields", "options", "min", "mask", "rules", "count", "x"][Int(rng.below(9))]
            default: members[i].value = mutate(members[i].value, rng: &rng, depth: depth + 1)
            }
            // Keys stay unique, as the reader guarantees.
            var seen: Set<String> = []
            node.kind = .object(members.filter { seen.insert($0.key).inserted })
        case .array(var elements) where !elements.isEmpty && rng.below(3) != 0:
            let i = Int(rng.below(UInt64(elements.count)))
            if rng.below(4) == 0 { elements.append(elements[i]) } else { elements[i] = mutate(elements[i], rng: &rng, depth: depth + 1) }
            node.kind = .array(elements)
        default:
            node.kind = randomValue(rng: &rng)
        }
        return node
    }

    private func randomValue(rng: inout SplitMix64) -> JSONNode.Kind {
        let at = SourceLocation(file: "policy.json", line: 1, column: 1)
        switch rng.below(9) {
        case 0: return .null
        case 1: return .bool(rng.below(2) == 0)
        case 2: return .number(["0", "-1", "2.5", "1e400", "99999999999999999999", "3"][Int(rng.below(6))])
        case 3: return .string(["", "text", "choice", "list", "a b", "today - 18y", "section"][Int(rng.below(7))])
        case 4: return .array([])
        case 5: return .object([])
        case 6: return .array([JSONNode(.string("x"), at: at), JSONNode(.null, at: at)])
        case 7: return .object([JSONMember(key: "key", keyLocation: at, value: JSONNode(.string("k"), at: at))])
        default: return .object([JSONMember(key: "when", keyLocation: at, value: JSONNode(.number("1"), at: at))])
        }
    }
}
