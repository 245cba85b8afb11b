/// One slice of a run spread over several machines: shard `index` (from 1) of `count`.
package struct Shard: Sendable, Hashable {
    /// Which slice, from 1.
    var index: Int
    /// How many slices.
    var count: Int

    /// Creates a shard; `index` must be in `1...count`.
    init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    /// The records (from 1) of this slice out of `total`: contiguous, so the slices' outputs
    /// concatenated in order are the whole run's.
    func records(of total: Int) -> ClosedRange<Int>? {
        let start = (index - 1) * total / count + 1
        let end = index * total / count
        return start <= end ? start...end : nil
    }
}
