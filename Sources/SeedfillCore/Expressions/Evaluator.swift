extension BoundNode {
    /// The node's value for the record and item in `context` (SPEC §3 semantics).
    func evaluate(_ context: inout EvaluationContext) throws(EvaluationError) -> Value {
        switch self {
        case .constant(let value):
            return value
        case .slot(let slot):
            return BoundNode.read(slot, context)
        case .listMap(let list, let itemDepth, let inner, let flatten):
            guard case .array(let items) = BoundNode.read(list, context) else { return .array([]) }
            var result: [Value] = []
            result.reserveCapacity(items.count)
            let saved = BoundNode.beginItems(depth: itemDepth, &context)
            for (i, item) in items.enumerated() {
                BoundNode.enterItem(item, number: i + 1, depth: itemDepth, &context)
                let value: Value
                do { value = try inner.evaluate(&context) } catch {
                    BoundNode.endItems(saved, depth: itemDepth, &context)
                    throw error
                }
                if flatten, case .array(let values) = value { result.append(contentsOf: values) } else { result.append(value) }
            }
            BoundNode.endItems(saved, depth: itemDepth, &context)
            return .array(result)
        case .member(let base, let name):
            let field =
                base.isStored
                ? base.withStored(context) { BoundNode.readField(name, of: $0, strict: false) }
                : BoundNode.readField(name, of: try base.evaluate(&context), strict: false)
            switch field {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        case .index(let base, let index):
            return try BoundNode.subscripted(try base.evaluate(&context), by: try index.evaluate(&context))
        case .list(let elements):
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try element.evaluate(&context)) }
            return .array(values)
        case .recordIndex:
            return .number(Number(Int64(context.recordIndex)))
        case .itemIndex:
            return .number(Number(Int64(context.itemIndex)))
        case .today:
            return .date(context.today)
        case .now:
            return .dateTime(context.now)
        case .not(let operand):
            return .bool(!(try operand.isTrue(&context)))
        case .negate(let operand):
            switch try operand.evaluate(&context) {
            case .null: return .null
            case .number(let n):
                do throws(ValueError) { return .number(try n.negated()) } catch { throw EvaluationError(error.message) }
            case .duration(let d):
                guard let negated = d.negated() else { throw EvaluationError("duration too large") }
                return .duration(negated)
            case let other: throw EvaluationError("cannot negate \(other.typeName)")
            }
        case .and(let a, let b):
            guard try a.isTrue(&context) else { return .bool(false) }
            return .bool(try b.isTrue(&context))
        case .or(let a, let b):
            if try a.isTrue(&context) { return .bool(true) }
            return .bool(try b.isTrue(&context))
        case .isNull(let operand, let negated):
            if operand.isStored { return .bool(operand.withStored(context) { $0.isNull } != negated) }
            return .bool(try operand.evaluate(&context).isNull != negated)
        case .binary(let op, let a, let b):
            return try BoundNode.binary(op, a, b, &context)
        case .slotOperator(let op, let slot, let constant, let slotFirst):
            return try BoundNode.slotOperator(op, slot, constant, slotFirst: slotFirst, context)
        case .slotsOperator(let op, let a, let b):
            return try BoundNode.slotsOperator(op, a, b, context)
        case .matchesPattern(let operand, let pattern):
            if operand.isStored {
                return try operand.withStored(context) { value throws(EvaluationError) in try BoundNode.matches(value, pattern) }
            }
            return try BoundNode.matches(try operand.evaluate(&context), pattern)
        case .regexReplace(let text, let pattern, let replacement):
            let value = try text.evaluate(&context)
            return try BoundNode.regexReplace(value, pattern, try replacement.evaluate(&context))
        case .call(let function, let arguments):
            return try BoundNode.call(function, arguments, &context)
        case .aggregate(let function, let list, let itemDepth, let body):
            return try BoundNode.aggregate(function, list: list, itemDepth: itemDepth, body: body, &context)
        }
    }

    /// Whether the node holds, as a condition (see ``Value/isTruthy``); a field or a constant
    /// is tested where it is stored.
    func isTrue(_ context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        if isStored { return withStored(context) { $0.isTruthy } }
        return try evaluate(&context).isTruthy
    }

    /// `a op b` for an operator other than `and`/`or`. A slot or constant operand is lent where
    /// it is stored rather than copied; reading one has no effect and cannot fail, so
    /// evaluating the other operand first gives the same value and the same error.
    static func binary(_ op: BinaryOperator, _ a: BoundNode, _ b: BoundNode, _ context: inout EvaluationContext) throws(EvaluationError)
        -> Value
    {
        switch (a.isStored, b.isStored) {
        case (true, true):
            return try a.withStored(context) { x throws(EvaluationError) in
                try b.withStored(context) { y throws(EvaluationError) in try applyQuickly(op, x, y) }
            }
        case (true, false):
            let y = try b.evaluate(&context)
            return try a.withStored(context) { x throws(EvaluationError) in try applyQuickly(op, x, y) }
        case (false, true):
            let x = try a.evaluate(&context)
            return try b.withStored(context) { y throws(EvaluationError) in try applyQuickly(op, x, y) }
        case (false, false):
            return try applyQuickly(op, try a.evaluate(&context), try b.evaluate(&context))
        }
    }

    /// `value matches pattern` for a pattern compiled when binding.
    static func matches(_ value: Value, _ pattern: RegexPattern) throws(EvaluationError) -> Value {
        switch value {
        case .string(let s): return .bool(pattern.matches(s))
        case .null: return .bool(false)
        default: throw EvaluationError("'matches' needs text, not \(value.typeName)")
        }
    }

    // MARK: - Storage

    /// Whether the node is a slot or a constant: a value read where it is stored.
    @inline(__always)
    var isStored: Bool {
        switch self {
        case .slot, .constant: return true
        default: return false
        }
    }

    /// Calls `body` with the value of a slot or constant where it is stored, without copying
    /// it; any other node (see ``isStored``) lends `null`.
    @inline(__always)
    func withStored<R, E: Error>(_ context: borrowing EvaluationContext, _ body: (Value) throws(E) -> R) throws(E) -> R {
        switch self {
        case .constant(let value):
            return try body(value)
        case .slot(let slot):
            guard BoundNode.holds(slot, context) else { return try body(.null) }
            return try body(context.frames[slot.depth][slot.index])
        default:
            return try body(.null)
        }
    }

    @inline(__always)
    static func read(_ slot: Slot, _ context: EvaluationContext) -> Value {
        guard slot.depth >= 0, slot.depth < context.frames.count, slot.index >= 0,
            slot.index < context.frames[slot.depth].count
        else { return .null }
        return context.frames[slot.depth][slot.index]
    }

    /// What an item loop must restore: the frame it overwrites, the frame count, the item number.
    struct SavedFrames {
        var frame: [Value]?
        var count: Int
        var itemIndex: Int
    }

    static func beginItems(depth: Int, _ context: inout EvaluationContext) -> SavedFrames {
        let saved = SavedFrames(
            frame: depth < context.frames.count ? context.frames[depth] : nil, count: context.frames.count,
            itemIndex: context.itemIndex)
        while context.frames.count <= depth { context.frames.append([]) }
        return saved
    }

    @inline(__always)
    static func enterItem(_ item: Value, number: Int, depth: Int, _ context: inout EvaluationContext) {
        if case .object(let object) = item { context.frames[depth] = object.values } else { context.frames[depth] = [] }
        context.itemIndex = number
    }

    static func endItems(_ saved: SavedFrames, depth: Int, _ context: inout EvaluationContext) {
        if let frame = saved.frame { context.frames[depth] = frame }
        if context.frames.count > saved.count { context.frames.removeLast(context.frames.count - saved.count) }
        context.itemIndex = saved.itemIndex
    }

    // MARK: - Fields and indexes

    /// `value.name`: a field of an object, or of each object of a list. With `strict`, a
    /// missing field is an error (constants); otherwise it reads as `null` (a hidden field).
    static func readField(_ name: String, of value: Value, strict: Bool = true) -> Result<Value, EvaluationError> {
        switch value {
        case .object(let object):
            if let field = object[name] { return .success(field) }
            return strict ? .failure(EvaluationError("no field \(Quoted.single(name)) in \(value.quoted.prefix(60))")) : .success(.null)
        case .array(let items):
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for item in items {
                switch readField(name, of: item, strict: strict) {
                case .success(let field): values.append(field)
                case .failure(let error): return .failure(error)
                }
            }
            return .success(.array(values))
        case .null:
            return .success(.null)
        default:
            return .failure(EvaluationError("\(value.typeName) has no field \(Quoted.single(name))"))
        }
    }

    /// `base[index]`: list elements and characters from 0, object fields by name; out of range is `null`.
    static func subscripted(_ base: Value, by index: Value) throws(EvaluationError) -> Value {
        switch (base, index) {
        case (.null, _), (_, .null):
            return .null
        case (.array(let items), .number(let n)):
            guard let i = n.int64Value else { throw EvaluationError("an index must be a whole number, not \(n)") }
            return i >= 0 && i < items.count ? items[Int(i)] : .null
        case (.string(let s), .number(let n)):
            guard let i = n.int64Value else { throw EvaluationError("an index must be a whole number, not \(n)") }
            guard i >= 0, let position = s.index(s.startIndex, offsetBy: Int(i), limitedBy: s.endIndex),
                position < s.endIndex
            else { return .null }
            return .string(String(s[position]))
        case (.object(let object), .string(let key)):
            return object[key] ?? .null
        default:
            throw EvaluationError("cannot index \(base.typeName) with \(index.typeName)")
        }
    }
}
