/// Bins of a field's values (from its ``ValueSample``, or exact counts of lengths) between a
/// low and a high end that take in the field's bounds, ready to draw.
struct Histogram: Sendable {
    /// Bin `i` covers `low + i·width ..< low + (i+1)·width` (the last one includes `high`).
    var low: Double
    var width: Double
    /// How many values fell in each bin, scaled up when the values were a sample.
    var counts: [Double]
    /// One bin per whole number (lengths, item counts, small integer ranges).
    var isWhole: Bool

    var high: Double { low + width * Double(counts.count) }

    /// The most bins drawn.
    static let maxBins = 40

    /// Bins of `sample`'s values, stretched to include `bounds`; whole-number bins when `whole`
    /// and the range is small.
    init(_ sample: ValueSample, bounds: [Double], whole: Bool) {
        let positions = sample.positions
        let scale = positions.isEmpty ? 1 : Double(sample.offered) / Double(positions.count)
        let lowest = ([sample.lowest] + bounds).filter(\.isFinite).min() ?? 0
        let highest = ([sample.highest] + bounds).filter(\.isFinite).max() ?? 0
        self.init(values: positions.map { ($0, scale) }, lowest: lowest, highest: highest, whole: whole)
    }

    /// Bins of exact counts (`counts[value]` values equal to `value`), stretched to `bounds`.
    init(counts: [Int: Int], bounds: [Double]) {
        let keys = counts.keys.map(Double.init)
        let lowest = (keys + bounds).min() ?? 0
        let highest = (keys + bounds).max() ?? 0
        self.init(values: counts.map { (Double($0.key), Double($0.value)) }, lowest: lowest, highest: highest, whole: true)
    }

    private init(values: [(Double, Double)], lowest: Double, highest: Double, whole: Bool) {
        let span = highest - lowest
        if whole, span < Double(Self.maxBins) {
            // One bin per whole number, centred on it.
            low = lowest.rounded(.down) - 0.5
            width = 1
            isWhole = true
            counts = Array(repeating: 0, count: Int(highest.rounded(.up) - lowest.rounded(.down)) + 1)
        } else {
            low = lowest
            width = span > 0 ? span / Double(Self.maxBins) : 1
            isWhole = false
            counts = Array(repeating: 0, count: span > 0 ? Self.maxBins : 1)
        }
        for (position, weight) in values {
            let bin = Int(((position - low) / width).rounded(.down))
            counts[Swift.min(Swift.max(bin, 0), counts.count - 1)] += weight
        }
    }

    /// Where `position` lies as a fraction of the drawn range (0 at `low`, 1 at `high`).
    func fraction(_ position: Double) -> Double {
        let span = high - low
        return span > 0 ? (position - low) / span : 0.5
    }
}
