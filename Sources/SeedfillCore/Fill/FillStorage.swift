/// The arrays of a job's last record, kept so that its next record is filled into them.
///
/// A record otherwise allocates, and frees once written, a value array, a visibility array and
/// an items array per frame, an array per list value and the evaluation stack: about a dozen
/// allocations a record, each costing more than filling several fields. Records stay
/// independent: every array is reset before it is filled, so a record is the same whatever was
/// filled into the storage before (or whether anything was).
///
/// A storage belongs to one job (thread); ``RecordFiller/fill(record:into:)`` fills into it.
struct FillStorage {
    /// The last record filled; the next fill overwrites it.
    var record = FilledFrame.empty
    /// The evaluation stack's array (``EvaluationContext/frames``), empty between records.
    var stack: [[Value]] = []
    /// Emptied arrays of earlier records' list values, taken by the next lists' values.
    var spareLists: [[Value]] = []
    /// Items that earlier records had and later ones did not, by frame plan: a list with more
    /// items than the last record's takes them before making new ones.
    var spareItems: [[FilledFrame]] = []
    /// The records that this job's `ref`s filled last (see ``ReferenceCache``).
    var referencedRecords = ReferenceCache()
}

extension FilledFrame {
    /// A frame with no slots: what a frame is before anything is filled into it.
    static var empty: FilledFrame { FilledFrame(values: [], visible: [], items: []) }

    /// Makes the frame ready to be filled as a frame of `slotCount` slots, every value `null`,
    /// every slot hidden, and returns its buffers to fill it through (see ``OpenFrame``). The
    /// items of list slots stay, so that the next items are filled into them
    /// (``RecordFiller/fillList(_:_:into:itemKey:given:state:)`` trims or extends them); the
    /// arrays of list values in `listSlots` are emptied into `spare` for the next lists.
    ///
    /// Not inlined: inside the filler's loop, which keeps most registers busy, its closures
    /// were called rather than inlined and each array's count asked of a function.
    @inline(never)
    mutating func open(slotCount: Int, hasLists: Bool, listSlots: [Int], spare: inout [[Value]]) -> OpenFrame {
        if hasLists, items.count != slotCount { items = Array(repeating: [], count: slotCount) }
        guard values.count == slotCount, visible.count == slotCount else {
            // A new frame (or one a failed fill left incomplete).
            values = [Value](repeating: .null, count: slotCount)
            visible = [Bool](repeating: false, count: slotCount)
            return OpenFrame(values: values.withUnsafeMutableBufferPointer { $0 }, visible: visible.withUnsafeMutableBufferPointer { $0 })
        }
        let openValues = values.withUnsafeMutableBufferPointer { values in
            for slot in listSlots {
                // Taken out before it is emptied: the array is then only referenced here, and
                // emptying it keeps its buffer (and frees the items' references to theirs).
                var old = Value.null
                swap(&old, &values[slot])
                if case .array(var elements) = consume old {
                    elements.removeAll(keepingCapacity: true)
                    spare.append(elements)
                }
            }
            values.clear()
            return values
        }
        let openVisible = visible.withUnsafeMutableBufferPointer { visible in
            visible.update(repeating: false)
            return visible
        }
        return OpenFrame(values: openValues, visible: openVisible)
    }

    /// Empties the items of the list slots that this fill left hidden.
    mutating func dropHiddenItems(listSlots: [Int]) {
        for slot in listSlots where !visible[slot] && !items[slot].isEmpty { items[slot] = [] }
    }
}

extension Array {
    /// The array's contents, leaving it empty; the contents keep their buffer and, when nothing
    /// else shares it, stay uniquely referenced (so writing to them copies nothing).
    @inline(__always)
    mutating func take() -> [Element] {
        // `Array()`, not the literal `[]`, which the optimiser left as a call that allocates
        // an array of no elements (the shared empty one) for every frame.
        var out = [Element]()
        swap(&out, &self)
        return out
    }
}
