import Foundation
import Testing

@testable import SeedfillCore

/// Thousands of seeded mutations of the policy seed, at the byte level and at the JSON level:
/// the loader must never crash, and every diagnostic must say where it is.
@Suite struct SeedFuzzTests {
    static let seedBytes: [UInt8] = {
        let url = SeedTestModels.testsDirectory().appendingPathComponent("Fixtures/policy.seed.json")
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }()

    /// Replacement values that stress type checks, number parsing and nesting.
    static let odd: [JSONNode.Kind] = [
        .null, .bool(true), .bool(false), .number("0"), .number("-1"), .number("1e999"), .number("2.5"),
        .number("123456789012345678901234567890"), .string(""), .string("x"), .string("a.b.c"), .array([]),
        .object([]), .array([JSONNode(.number("1"), at: SourceLocation(file: "f", line: 1, column: 1))]),
    ]

    @Test func byteMutationsNeverCrash() {
        #expect(!Self.seedBytes.isEmpty)
        var rng = SplitMix64(seed: 1)
        let alphabet = Array("{}[]\",:0123456789-.eE ntfaxl\\/*".utf8)
        for _ in 0..<3000 {
            var bytes = Self.seedBytes
            for _ in 0..<(1 + Int(rng.below(4))) where !bytes.isEmpty {
                let at = Int(rng.below(UInt64(bytes.count)))
                switch rng.below(3) {
                case 0: bytes[at] = alphabet[Int(rng.below(UInt64(alphabet.count)))]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[Int(rng.below(UInt64(alphabet.count)))], at: at)
                }
            }
            let (_, diagnostics) = SeedLoader.load(bytes: bytes, file: "seed.json", name: "seed", models: SeedTestModels.models)
            #expect(diagnostics.allSatisfy { $0.location != nil })
        }
    }

    @Test func treeMutationsNeverCrashAndAreAllLocated() throws {
        let root = try #require(JSONReader.parse(Self.seedBytes, file: "seed.json").node)
        var rng = SplitMix64(seed: 2)
        var withErrors = 0
        for _ in 0..<4000 {
            var node = root
            for _ in 0..<(1 + Int(rng.below(3))) {
                node = Self.mutate(node, &rng, depth: 0)
            }
            let (seed, diagnostics) = SeedLoader.load(node, file: "seed.json", name: "seed", models: SeedTestModels.models)
            #expect(diagnostics.allSatisfy { $0.location != nil && $0.severity == .error })
            if diagnostics.isEmpty { #expect(seed != nil) } else { withErrors += 1 }
        }
        // The mutations must reach the checks, or the test proves nothing.
        #expect(withErrors > 1000)
    }

    /// Replaces, drops, duplicates or renames one randomly chosen value somewhere in `node`.
    static func mutate(_ node: JSONNode, _ rng: inout SplitMix64, depth: Int) -> JSONNode {
        var node = node
        switch node.kind {
        case .object(var members) where !members.isEmpty:
            let i = Int(rng.below(UInt64(members.count)))
            switch rng.below(6) {
            case 0: members[i].value = JSONNode(odd[Int(rng.below(UInt64(odd.count)))], at: members[i].value.location)
            case 1: members.remove(at: i)
            case 2: members[i].key += "x"
            case 3:
                let other = members[Int(rng.below(UInt64(members.count)))]
                members[i].value = JSONNode(.object([other]), at: members[i].value.location)
            default: members[i].value = mutate(members[i].value, &rng, depth: depth + 1)
            }
            node.kind = .object(members)
        case .array(var elements) where !elements.isEmpty:
            let i = Int(rng.below(UInt64(elements.count)))
            switch rng.below(4) {
            case 0: elements[i] = JSONNode(odd[Int(rng.below(UInt64(odd.count)))], at: elements[i].location)
            case 1: elements.remove(at: i)
            case 2: elements.append(elements[i])
            default: elements[i] = mutate(elements[i], &rng, depth: depth + 1)
            }
            node.kind = .array(elements)
        default:
            node.kind = odd[Int(rng.below(UInt64(odd.count)))]
        }
        return node
    }
}
