import Testing

@testable import SeedfillCore

/// The table that lends the per-record loops their fields and frame plans (issue 15, item 5):
/// it lends object `i` as given, keeps every object alive as long as it exists, and lets go of
/// them when it goes.
@Suite struct ObjectTableTests {
    final class Box: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func lendsEachObjectByItsNumber() {
        let boxes = (0..<50).map { Box($0 * 7) }
        let table = ObjectTable(boxes)
        #expect(table.count == 50)
        for index in boxes.indices {
            #expect(table.with(index) { $0 === boxes[index] })
            #expect(table.with(index) { $0.number } == index * 7)
        }
    }

    @Test func anEmptyTableHoldsNothing() {
        #expect(ObjectTable([Box]()).count == 0)
    }

    @Test func keepsItsObjectsAliveAndReleasesThemWithItself() {
        weak var first: Box?
        weak var last: Box?
        var table: ObjectTable<Box>?
        do {
            let boxes = (0..<3).map { Box($0) }
            first = boxes[0]
            last = boxes[2]
            table = ObjectTable(boxes)
        }
        // The array is gone; the table alone holds the objects.
        #expect(first != nil && last != nil)
        #expect(table?.with(2) { $0.number } == 2)
        table = nil
        #expect(first == nil && last == nil)
    }
}
