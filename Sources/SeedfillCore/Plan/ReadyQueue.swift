/// The fields ready to be ordered, smallest key (declaration index) first: a binary heap, so
/// ordering a frame of n independent fields costs n log n, not n² (a model with 100,000
/// fields in one section would otherwise take many minutes to check).
struct ReadyQueue {
    private var heap: [(key: Int, value: Int)] = []

    var isEmpty: Bool { heap.isEmpty }

    /// Adds `value` with priority `key`.
    mutating func push(_ value: Int, key: Int) {
        heap.append((key, value))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].key < heap[parent].key else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the value with the smallest key.
    mutating func pop() -> Int? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast().value
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].key < heap[smallest].key { smallest = left }
            if right < heap.count, heap[right].key < heap[smallest].key { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
