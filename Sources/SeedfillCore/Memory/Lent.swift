/// A reference to an object that an owner keeps alive, lent without reference counting.
///
/// The filler and the validator visit every field of every record. Reading a field's class out
/// of an array and passing it to a call retains and releases it, about forty instructions per
/// field and per record, as much as checking a short text. A `Lent` holds the object unretained
/// and lends it for one call: the one unsafe idea of the per-record loops, in one place.
///
/// **Invariant:** the object outlives every `Lent` made of it. Each use says which array owns
/// the objects (always a `let` beside the `Lent`s, made from the same objects). Debug builds
/// check it: they also keep a weak reference, and stop with a `precondition` failure when the
/// object is gone at the time it is lent.
///
/// Lending uses the standard library's `Unmanaged._withUnsafeGuaranteedRef`, the only way to
/// pass a class reference to a call without retaining it. The public alternative
/// (`takeUnretainedValue()`, or an `unowned(unsafe)` property) retains it for the call: the
/// reference workload measured 17 % more instructions per record with it, and 11 % once the
/// plan became immutable and the loops lend the planned fields (760,811,664 against
/// 684,834,258 instructions for 20,000 records), so this one underscored call stays, here and
/// nowhere else.
struct Lent<Object: AnyObject & Sendable>: Sendable {
    private let unmanaged: Unmanaged<Object>
    #if DEBUG
        /// Debug builds only: `nil` once the object is freed, when lending it would be unsafe.
        private weak var alive: Object?
    #endif

    /// Lends `object`, which the caller keeps alive for as long as this value is used.
    init(_ object: Object) {
        unmanaged = Unmanaged.passUnretained(object)
        #if DEBUG
            alive = object
        #endif
    }

    /// Calls `body` with the object, without retaining it. A call that throws returns its
    /// error as a value (a `Result`, or an optional error), since `body` cannot throw here.
    @inline(__always)
    func with<R>(_ body: (Object) -> R) -> R {
        #if DEBUG
            precondition(alive != nil, "a lent \(Object.self) was used after its owner released it")
        #endif
        return unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// `objects`, each lent (see ``init(_:)``): the caller keeps `objects` alive as long as the result.
    static func each(_ objects: [Object]) -> [Lent] { objects.map(Lent.init) }
}
