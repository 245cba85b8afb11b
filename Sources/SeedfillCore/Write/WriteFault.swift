import Foundation

/// A full disk, simulated: the test-support hook behind `GenerateOptions.writeFault`.
///
/// A real full disk cannot be arranged in a test without privileges (a small tmpfs needs
/// `mount`), so tests hand a run this budget instead: once the run's files have taken `capacity`
/// bytes, every further write fails exactly as `fwrite` does on a full disk (`ENOSPC`). Nothing
/// outside the tests creates one; a real run's `ByteFile`s carry `nil` and skip the check.
// @unchecked: `used` is read and written only while holding `lock`.
final class WriteFault: @unchecked Sendable {
    /// Bytes that may be written in total before writes fail.
    let capacity: Int
    private var used = 0
    private let lock = NSLock()

    /// A disk with room for `capacity` bytes of output.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes `count` bytes from the budget; `false` when they do not fit (the write fails).
    func allows(_ count: Int) -> Bool {
        lock.withLock {
            guard used + count <= capacity else { return false }
            used += count
            return true
        }
    }
}
