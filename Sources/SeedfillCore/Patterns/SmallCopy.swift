/// Copies of a few bytes (literal runs, spellings, template text) without calling `memmove`:
/// for the 1 to 16 bytes these usually are, the call and its dispatch on the length cost more
/// than the copy.
enum SmallCopy {
    /// Copies `count` bytes; up to 16 with two overlapping loads and then two stores, not a
    /// call. Like `memmove`, it allows the two ranges to overlap.
    @inline(__always)
    static func copy(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 8...16:
            let (first, last) = (from.loadUnaligned(as: UInt64.self), (from + (count - 8)).loadUnaligned(as: UInt64.self))
            to.storeBytes(of: first, as: UInt64.self)
            (to + (count - 8)).storeBytes(of: last, as: UInt64.self)
        case 4..<8:
            let (first, last) = (from.loadUnaligned(as: UInt32.self), (from + (count - 4)).loadUnaligned(as: UInt32.self))
            to.storeBytes(of: first, as: UInt32.self)
            (to + (count - 4)).storeBytes(of: last, as: UInt32.self)
        case 2..<4:
            let (first, last) = (from.loadUnaligned(as: UInt16.self), (from + (count - 2)).loadUnaligned(as: UInt16.self))
            to.storeBytes(of: first, as: UInt16.self)
            (to + (count - 2)).storeBytes(of: last, as: UInt16.self)
        case 1:
            target.pointee = source.pointee
        default:
            target.update(from: source, count: count)
        }
    }
}
