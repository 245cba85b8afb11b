/// The sampling primitives generators share; all draw from the field's own `SplitMix64`.
enum Sampling {
    /// An index in `0..<count`: uniform, or by cumulative weights ending in 1.
    @inline(__always)
    static func pick(count: Int, cumulative: [Double]?, rng: inout SplitMix64) -> Int {
        guard let cumulative else { return Int(rng.below(UInt64(count))) }
        let u = rng.unit()
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let mid = (low + high) / 2
            if cumulative[mid] > u { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// `size` distinct indexes of `0..<count`, in increasing order (partial Fisher–Yates).
    static func subset(of count: Int, size: Int, rng: inout SplitMix64) -> [Int] {
        var indexes = Array(0..<count)
        let size = Swift.min(size, count)
        for i in 0..<size {
            let j = i + Int(rng.below(UInt64(count - i)))
            indexes.swapAt(i, j)
        }
        return indexes[0..<size].sorted()
    }

    /// The elements of `items` at ``subset(of:size:rng:)``'s indexes, in order: the same draws
    /// and result, with the indexes on the stack, so that a multichoice's selection allocates
    /// only its own array.
    static func sample(_ items: [Value], size: Int, rng: inout SplitMix64) -> [Value] {
        let count = items.count
        let size = Swift.min(size, count)
        guard size > 0 else { return [] }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { indexes in
            for i in 0..<count { indexes.initializeElement(at: i, to: i) }
            for i in 0..<size {
                let j = i + Int(rng.below(UInt64(count - i)))
                indexes.swapAt(i, j)
            }
            var chosen = UnsafeMutableBufferPointer(rebasing: indexes[0..<size])
            chosen.sort()
            return [Value](unsafeUninitializedCapacity: size) { out, initialized in
                for i in 0..<size { out.initializeElement(at: i, to: items[chosen[i]]) }
                initialized = size
            }
        }
    }

    /// A whole number uniform on the grid `ceil(low) + k·step` inside `low…high`. Bounds that are
    /// not whole (`amount / 2`) round inwards, so the value never leaves them; an empty range is `null`.
    @inline(__always)
    static func uniformInt(_ low: Number, _ high: Number, step: Int64, rng: inout SplitMix64) -> Value {
        // Whole bounds (the usual `[1, 200]`) are their own ceiling, floor and Int64.
        if low.scale == 0, high.scale == 0 {
            return uniformInt(low.mantissa, high.mantissa, step: step, rng: &rng)
        }
        return uniformIntInside(low, high, step: step, rng: &rng)
    }

    /// A multiple of `step` uniform inside `low…high` (their inner whole numbers); `null` when
    /// none lies there.
    static func uniformMultiple(of step: Int64, _ low: Number, _ high: Number, rng: inout SplitMix64) -> Value {
        guard step > 0, let lo = low.ceil.int64Value, let hi = high.floor.int64Value else { return .null }
        // The first multiple at or above `lo` (rounding towards minus infinity for negatives).
        let (quotient, remainder) = lo.quotientAndRemainder(dividingBy: step)
        let first = remainder > 0 ? (quotient + 1) * step : quotient * step
        return uniformInt(first, hi, step: step, rng: &rng)
    }

    /// A multiple of decimal `step` inside `low…high` that floating-point validators accept too
    /// (see ``FieldCheck/isMultiple(_:of:)``), uniform among the multiples; `null` when none
    /// lies there. A multiple they reject is drawn again (a few in a hundred of a cent grid).
    static func uniformDecimalMultiple(of step: Number, _ low: Number, _ high: Number, rng: inout SplitMix64) -> Value {
        let size = step.doubleValue
        guard size > 0 else { return .null }
        let first = Int64(clamping: Int((low.doubleValue / size).rounded(.up)))
        let last = Int64(clamping: Int((high.doubleValue / size).rounded(.down)))
        guard first <= last else { return .null }
        var candidate: Number?
        for _ in 0..<64 {
            guard case .number(let k) = uniformInt(first, last, step: 1, rng: &rng),
                let value = try? step.multiplying(by: k), !(value < low), !(high < value)
            else { continue }
            candidate = value
            if FieldCheck.isMultiple(value, of: step) { return .number(value) }
        }
        return candidate.map(Value.number) ?? .null
    }

    /// ``uniformInt(_:_:step:rng:)`` for bounds with fraction digits, rounded inwards.
    private static func uniformIntInside(_ low: Number, _ high: Number, step: Int64, rng: inout SplitMix64) -> Value {
        guard let lo = low.ceil.int64Value, let hi = high.floor.int64Value else { return .null }
        return uniformInt(lo, hi, step: step, rng: &rng)
    }

    /// A whole number uniform on the grid `lo + k·step` inside `lo…hi`; `null` when empty.
    @inline(__always)
    static func uniformInt(_ lo: Int64, _ hi: Int64, step: Int64, rng: inout SplitMix64) -> Value {
        guard lo <= hi, step > 0 else { return .null }
        let steps = UInt64(bitPattern: hi &- lo) / UInt64(step)
        let k = steps == UInt64.max ? rng.next() : rng.below(steps + 1)
        return .number(Number(lo &+ Int64(bitPattern: k &* UInt64(step))))
    }

    /// A decimal with `scale` digits, uniform on the grid inside `low…high`.
    static func uniformDecimal(_ low: Number, _ high: Number, scale: Int, rng: inout SplitMix64) -> Value {
        guard let lo = scaledMantissa(low, scale: scale, roundingUp: true),
            let hi = scaledMantissa(high, scale: scale, roundingUp: false), lo <= hi
        else { return .null }
        let width = UInt64(bitPattern: hi &- lo)
        let k = width == UInt64.max ? rng.next() : rng.below(width + 1)
        return .number(Number(mantissa: lo &+ Int64(bitPattern: k), scale: Int8(scale)))
    }

    /// `number × 10^scale` as a whole number, rounded towards the inside of a range.
    static func scaledMantissa(_ number: Number, scale: Int, roundingUp: Bool) -> Int64? {
        var m = number.mantissa
        var s = Int(number.scale)
        while s < scale {
            let (product, overflow) = m.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            m = product
            s += 1
        }
        while s > scale {
            let (quotient, remainder) = m.quotientAndRemainder(dividingBy: 10)
            m = quotient
            if remainder != 0 {
                if roundingUp && remainder > 0 { m += 1 }
                if !roundingUp && remainder < 0 { m -= 1 }
            }
            s -= 1
        }
        return m
    }

    /// A double rounded to `scale` digits, as an exact decimal.
    static func decimal(fromDouble x: Double, scale: Int) -> Value {
        var factor = 1.0
        for _ in 0..<scale { factor *= 10 }
        let scaled = (x * factor).rounded()
        guard scaled.isFinite, abs(scaled) < 9.0e18 else { return .null }
        return .number(Number(mantissa: Int64(scaled), scale: Int8(scale)))
    }

    /// A rounded number moved back inside `low…high` when rounding carried it past a bound that
    /// is not on the `scale` grid (0.95 at scale 1 would round to 1.0): the nearest grid point inside.
    static func clamped(_ value: Value, _ low: Number?, _ high: Number?, scale: Int) -> Value {
        guard case .number(let n) = value else { return value }
        if let low, n < low, let m = scaledMantissa(low, scale: scale, roundingUp: true) {
            return .number(Number(mantissa: m, scale: Int8(scale)))
        }
        if let high, high < n, let m = scaledMantissa(high, scale: scale, roundingUp: false) {
            return .number(Number(mantissa: m, scale: Int8(scale)))
        }
        return value
    }

    /// A date uniform in `low…high`; a missing side is 10 years from the other, or from today.
    static func uniformDate(_ low: Value?, _ high: Value?, today: LocalDate, rng: inout SplitMix64) -> Value {
        let span: Int32 = 3653
        var lo: Int32
        var hi: Int32
        switch (low, high) {
        case (.date(let a)?, .date(let b)?): lo = a.daysSinceEpoch; hi = b.daysSinceEpoch
        case (.date(let a)?, _): lo = a.daysSinceEpoch; hi = a.daysSinceEpoch &+ span
        case (_, .date(let b)?): lo = b.daysSinceEpoch &- span; hi = b.daysSinceEpoch
        default: lo = today.daysSinceEpoch &- span; hi = today.daysSinceEpoch
        }
        guard lo <= hi else { return .null }
        return .date(LocalDate(daysSinceEpoch: lo + Int32(rng.below(UInt64(hi - lo) + 1))))
    }

    /// A date uniform in `low…high` (``uniformDate(_:_:today:rng:)`` with both sides given).
    @inline(__always)
    static func uniformDate(_ low: LocalDate, _ high: LocalDate, rng: inout SplitMix64) -> Value {
        let lo = low.daysSinceEpoch
        let hi = high.daysSinceEpoch
        guard lo <= hi else { return .null }
        return .date(LocalDate(daysSinceEpoch: lo + Int32(rng.below(UInt64(hi - lo) + 1))))
    }

    /// A date-time uniform in `low…high`, to the second; dates stand for their midnight.
    static func uniformDateTime(_ low: Value?, _ high: Value?, now: LocalDateTime, rng: inout SplitMix64) -> Value {
        func seconds(_ value: Value?) -> (Int64, Int16)? {
            switch value {
            case .dateTime(let t)?: return (t.secondsSinceEpoch, t.offsetMinutes)
            case .date(let d)?: return (Int64(d.daysSinceEpoch) * 86_400, 0)
            default: return nil
            }
        }
        let span: Int64 = 365 * 86_400
        let a = seconds(low)
        let b = seconds(high)
        let lo = a?.0 ?? ((b?.0 ?? now.secondsSinceEpoch) - span)
        let hi = b?.0 ?? (a.map { $0.0 + span } ?? now.secondsSinceEpoch)
        guard lo <= hi else { return .null }
        let offset = a?.1 ?? b?.1 ?? now.offsetMinutes
        return .dateTime(LocalDateTime(secondsSinceEpoch: lo + Int64(rng.below(UInt64(hi - lo) + 1)), offsetMinutes: offset))
    }

    /// A time uniform in `low…high` (default the whole day), to the minute.
    static func uniformTime(_ low: Value?, _ high: Value?, rng: inout SplitMix64) -> Value {
        var lo: Int16 = 0
        var hi: Int16 = 1439
        if case .time(let a)? = low { lo = a.minutes }
        if case .time(let b)? = high { hi = b.minutes }
        guard lo <= hi else { return .null }
        return .time(TimeOfDay(minutes: lo + Int16(rng.below(UInt64(hi - lo) + 1))))
    }
}
