import Testing

@testable import SeedfillCore

/// Writing a frame in place (``OpenFrame``): values stored, shared with a check and cleared
/// keep exactly one reference each, so none is freed early or kept alive.
@Suite struct OpenFrameTests {
    /// A frame of `count` null slots; freed by `release`.
    static func frame(_ count: Int) -> OpenFrame {
        let values = UnsafeMutableBufferPointer<Value>.allocate(capacity: count)
        values.initialize(repeating: .null)
        let visible = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
        visible.initialize(repeating: false)
        return OpenFrame(values: values, visible: visible)
    }

    static func release(_ frame: OpenFrame) {
        frame.values.deinitialize().deallocate()
        frame.visible.deinitialize().deallocate()
    }

    /// A list value whose array nothing else references, with room for one more element: it
    /// is still alone when appending to it keeps its buffer.
    static func lonelyList(_ text: String) -> Value {
        var elements: [Value] = []
        elements.reserveCapacity(4)
        elements.append(.string(text))
        return .array(elements)
    }

    /// Whether `value` is a list whose array is referenced once (from `value` alone).
    static func isAlone(_ value: consuming Value) -> Bool {
        guard case .array(var elements) = consume value else { return false }
        let before = elements.withUnsafeBufferPointer { $0.baseAddress }
        elements.append(.null)
        return elements.withUnsafeBufferPointer { $0.baseAddress } == before
    }

    @Test func aLonelyListIsToldFromASharedOne() {
        let alone = Self.isAlone(Self.lonelyList("a"))
        #expect(alone)
        let shared = Self.lonelyList("b")
        let other = shared
        let sharedIsAlone = Self.isAlone(shared)
        #expect(!sharedIsAlone)
        #expect(other == Self.lonelyList("b"))
    }

    @Test func aCheckedValueEndsInItsSlotWithOneReference() {
        for round in 0..<2_000 {
            let frame = Self.frame(3)
            defer { Self.release(frame) }
            let text = String(repeating: "long text \(round) ", count: 3)
            var seen: Value?
            let problem = try? frame.initialize(1, to: Self.lonelyList(text)) { value throws(FillError) in
                // The check sees the value as its argument and in its slot.
                seen = frame.values[1]
                #expect(frame.values[1] == value)
                if round % 3 == 0 { throw FillError(diagnostic: .error("failing on purpose")) }
                return round % 3 == 1 ? FieldViolation(rule: "r", message: "m") : nil
            }
            if round % 3 == 0 { #expect(problem == nil) } else { #expect((problem ?? nil)?.rule == (round % 3 == 1 ? "r" : nil)) }
            #expect(seen == Self.lonelyList(text))
            seen = nil
            // Thrown or not, the slot holds the value, and holds the only reference to it.
            #expect(frame.values[1] == Self.lonelyList(text))
            #expect(frame.values[0] == .null && frame.values[2] == .null)
            let taken = (frame.values.baseAddress! + 1).move()
            (frame.values.baseAddress! + 1).initialize(to: .null)
            // (Outside `#expect`, which would keep a copy to describe a failure.)
            let alone = Self.isAlone(consume taken)
            #expect(alone, "round \(round)")
        }
    }

    @Test func clearingReleasesTextListsAndObjectsAndWritesOverTheRest() {
        let values: [Value] = [
            .null, .bool(true), .number(Number(42)), .date(LocalDate(iso: "2024-02-29")!),
            .dateTime(LocalDateTime(secondsSinceEpoch: 1_700_000_000, offsetMinutes: 60)), .time(TimeOfDay(minutes: 750)),
            .duration(Duration(months: 1, days: 2, seconds: 3)), .string(String(repeating: "x", count: 40)),
            .object(ObjectValue(keys: ["a"], values: [.number(Number(1))])),
        ]
        for round in 0..<500 {
            let frame = Self.frame(values.count + 1)
            defer { Self.release(frame) }
            for (index, value) in values.enumerated() { frame.values[index] = value }
            // A list that the test keeps too: clearing must drop the frame's reference.
            var kept: [Value] = [.number(Number(Int64(round)))]
            kept.reserveCapacity(4)
            frame.values[values.count] = .array(kept)
            frame.values.clear()
            #expect(frame.values.allSatisfy { $0 == .null })
            let before = kept.withUnsafeBufferPointer { $0.baseAddress }
            kept.append(.null)
            #expect(kept.withUnsafeBufferPointer { $0.baseAddress } == before, "round \(round)")
        }
    }

    /// The payloads that ``UnsafeMutableBufferPointer/clear()`` writes over without destroying
    /// must hold no references.
    @Test func valuesWrittenOverHoldNoReferences() {
        #expect(_isPOD(Bool.self))
        #expect(_isPOD(Number.self))
        #expect(_isPOD(LocalDate.self))
        #expect(_isPOD(LocalDateTime.self))
        #expect(_isPOD(TimeOfDay.self))
        #expect(_isPOD(Duration.self))
    }
}
