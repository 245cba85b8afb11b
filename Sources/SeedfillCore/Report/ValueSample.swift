/// A bounded sample of a field's values on one numeric axis, the same whatever order the
/// values come in: each value is kept or not by a hash of where it was drawn (record, item),
/// and the sample holds the `capacity` smallest hashes (a "bottom-k" sample).
///
/// With at most `capacity` values it holds them all, so a histogram of a short run is exact;
/// beyond that it is an unbiased sample, scaled to the count by the chart.
struct ValueSample: Sendable {
    /// How many values it keeps at most.
    let capacity: Int
    /// The values kept, with their hashes; a max-heap on the hash once full.
    private(set) var kept: [(hash: UInt64, position: Double)] = []
    /// How many values were offered.
    private(set) var offered = 0
    /// The smallest and largest position offered (exact, not sampled).
    private(set) var lowest = Double.infinity
    private(set) var highest = -Double.infinity

    /// A sample of at most `capacity` values.
    init(capacity: Int = 4096) {
        precondition(capacity > 0, "a sample keeps at least one value")
        self.capacity = capacity
    }

    /// Offers the value at `position`, drawn where `hash` says.
    mutating func offer(_ position: Double, hash: UInt64) {
        offered += 1
        lowest = min(lowest, position)
        highest = max(highest, position)
        if kept.count < capacity {
            kept.append((hash, position))
            if kept.count == capacity { heapify() }
            return
        }
        guard hash < kept[0].hash else { return }
        kept[0] = (hash, position)
        siftDown(0)
    }

    /// The positions kept.
    var positions: [Double] { kept.map(\.position) }

    private mutating func heapify() {
        for i in stride(from: kept.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let (left, right) = (2 * i + 1, 2 * i + 2)
            var largest = i
            if left < kept.count, kept[left].hash > kept[largest].hash { largest = left }
            if right < kept.count, kept[right].hash > kept[largest].hash { largest = right }
            if largest == i { return }
            kept.swapAt(i, largest)
            i = largest
        }
    }
}
