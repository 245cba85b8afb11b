/// Binds parsed expressions to storage once, at plan time: names become slots, functions
/// become ``Builtin``s, literal patterns are compiled, and type errors that are certain are
/// reported with the range of the offending operator or argument.
enum Binder {
    /// Binds `expr` as seen from `scope`.
    static func bind(
        _ expr: Expr, resolver: some NameResolver, scope: ScopeID
    ) -> Result<BoundExpression, ExpressionError> {
        var state = BindingState(resolver: resolver)
        do throws(ExpressionError) {
            let bound = try state.bind(expr, scope: scope)
            return .success(BoundExpression(dependencies: state.dependencies, staticType: bound.type, root: bound.node))
        } catch {
            return .failure(error)
        }
    }

    /// Binds every `{expression}` of `template` as seen from `scope`.
    static func bind(
        _ template: Template, resolver: some NameResolver, scope: ScopeID
    ) -> Result<BoundTemplate, ExpressionError> {
        var state = BindingState(resolver: resolver)
        var pieces: [BoundTemplate.Piece] = []
        do throws(ExpressionError) {
            for part in template.parts {
                switch part {
                case .text(let text): pieces.append(.text(Array(text.utf8)))
                case .expression(let expr): pieces.append(.expression(try state.bind(expr, scope: scope).node))
                }
            }
            return .success(BoundTemplate(dependencies: state.dependencies, pieces: pieces))
        } catch {
            return .failure(error)
        }
    }
}

/// A bound sub-expression with what binding knows about it.
struct BoundPart {
    var node: BoundNode
    var type: ValueType
    /// Set when the expression is exactly a list field (so it can be aggregated over).
    var list: (slot: Slot, itemScope: ScopeID)?
    var isNullLiteral = false

    init(_ node: BoundNode, _ type: ValueType, list: (slot: Slot, itemScope: ScopeID)? = nil) {
        self.node = node
        self.type = type
        self.list = list
    }

    var constant: Value? {
        if case .constant(let value) = node { return value }
        return nil
    }
}

/// The mutable state of one binding pass: the resolver and the dependencies found so far.
struct BindingState<Resolver: NameResolver> {
    let resolver: Resolver
    var dependencies: [Slot] = []
    var seen: Set<Slot> = []
    /// Slots at this depth or deeper belong to the item of an enclosing aggregate or `list.field`
    /// and are not dependencies of the expression (the list's slot is).
    var localFloor = Int.max

    init(resolver: Resolver) { self.resolver = resolver }

    static var builtinNames: [String] { ["today", "now", "index", "itemIndex"] }

    mutating func record(_ slot: Slot) {
        guard slot.depth < localFloor, seen.insert(slot).inserted else { return }
        dependencies.append(slot)
    }

    mutating func bind(_ expr: Expr, scope: ScopeID) throws(ExpressionError) -> BoundPart {
        switch expr {
        case .literal(let value, _):
            var part = BoundPart(.constant(value), value.type)
            part.isNullLiteral = value.isNull
            return part
        case .list(let elements, _):
            var nodes: [BoundNode] = []
            var constants: [Value] = []
            for element in elements {
                let part = try bind(element, scope: scope)
                nodes.append(part.node)
                if let value = part.constant { constants.append(value) }
            }
            return constants.count == nodes.count ? BoundPart(.constant(.array(constants)), .array) : BoundPart(.list(nodes), .array)
        case .name(let name, let range):
            return try resolveChain([(name, range)][...], scope: scope, owner: nil)
        case .member(let base, let name, let nameRange, _):
            if let chain = nameChain(expr) {
                return try resolveChain(chain[...], scope: scope, owner: nil)
            }
            let part = try bind(base, scope: scope)
            return try member(of: part, name, nameRange, owner: nil)
        case .index(let base, let index, _):
            let b = try bind(base, scope: scope)
            let i = try bind(index, scope: scope)
            guard [.array, .string, .object, .any, .null].contains(b.type) else {
                throw ExpressionError("cannot index a \(b.type.typeName)", at: base.range)
            }
            guard [.number, .string, .any, .null].contains(i.type) else {
                throw ExpressionError("an index must be a number, not a \(i.type.typeName)", at: index.range)
            }
            return try fold(BoundPart(.index(b.node, i.node), b.type == .string ? .string : .any), at: expr.range)
        case .unary(.not, let operand, _, let range):
            let part = try bind(operand, scope: scope)
            return try fold(BoundPart(.not(part.node), .bool), at: range)
        case .unary(.negate, let operand, let operatorRange, let range):
            let part = try bind(operand, scope: scope)
            guard [.number, .duration, .any, .null].contains(part.type) else {
                throw ExpressionError("cannot negate a \(part.type.typeName)", at: operatorRange)
            }
            return try fold(BoundPart(.negate(part.node), part.type), at: range)
        case .binary(let op, let left, let right, let operatorRange, let range):
            return try bindBinary(op, left, right, operatorRange: operatorRange, range: range, scope: scope)
        case .call(let name, let arguments, let nameRange, let range):
            return try bindCall(name, arguments, nameRange: nameRange, range: range, scope: scope)
        }
    }

    /// `a.b.c` as its components, when the chain starts at a name.
    func nameChain(_ expr: Expr) -> [(name: String, range: SourceRange)]? {
        switch expr {
        case .name(let name, let range): return [(name, range)]
        case .member(let base, let name, let nameRange, _):
            guard var chain = nameChain(base) else { return nil }
            chain.append((name, nameRange))
            return chain
        default: return nil
        }
    }

    /// Resolves a dotted name from `scope`; `owner` is the list being looked into, if any.
    mutating func resolveChain(
        _ components: ArraySlice<(name: String, range: SourceRange)>, scope: ScopeID, owner: String?
    ) throws(ExpressionError) -> BoundPart {
        let names = components.map(\.name)
        if let (binding, consumed) = resolver.resolve(names, from: scope), consumed >= 1, consumed <= names.count {
            let rest = components.dropFirst(consumed)
            let ownerName = names[..<consumed].joined(separator: ".")
            switch binding {
            case .value(let slot, let type):
                record(slot)
                var part = BoundPart(.slot(slot), type)
                for (name, range) in rest { part = try member(of: part, name, range, owner: ownerName) }
                return part
            case .list(let slot, let itemScope):
                record(slot)
                if rest.isEmpty { return BoundPart(.slot(slot), .array, list: (slot, itemScope)) }
                let saved = localFloor
                localFloor = Swift.min(localFloor, itemScope.depth)
                defer { localFloor = saved }
                let inner = try resolveChain(rest, scope: itemScope, owner: ownerName)
                var flatten = inner.list != nil
                if case .listMap = inner.node { flatten = true }
                return BoundPart(.listMap(list: slot, itemDepth: itemScope.depth, inner: inner.node, flatten: flatten), .array)
            case .constant(let value):
                var part = BoundPart(.constant(value), value.type)
                for (name, range) in rest { part = try member(of: part, name, range, owner: ownerName) }
                return part
            }
        }
        guard let first = components.first else { throw ExpressionError("empty name", start: 0, length: 0) }
        if owner == nil {
            var builtin: BoundPart?
            switch first.name {
            case "today": builtin = BoundPart(.today, .date)
            case "now": builtin = BoundPart(.now, .dateTime)
            case "index": builtin = BoundPart(.recordIndex, .number)
            case "itemIndex": builtin = BoundPart(.itemIndex, .number)
            default: break
            }
            if var part = builtin {
                for (name, range) in components.dropFirst() { part = try member(of: part, name, range, owner: first.name) }
                return part
            }
        }
        let visible = resolver.visibleNames(from: scope)
        if let owner {
            throw ExpressionError(
                "\(Quoted.single(owner)) has no field \(Quoted.single(first.name))", at: first.range,
                hint: Suggestions.hint(for: first.name, in: visible))
        }
        var hint = Suggestions.hint(for: first.name, in: visible + BindingState.builtinNames)
        if hint == nil, Builtin(rawValue: first.name) != nil {
            hint = "\(Quoted.single(first.name)) is a function: write \(first.name)(…)"
        }
        throw ExpressionError("unknown name \(Quoted.single(first.name))", at: first.range, hint: hint)
    }

    /// `base.name`: read at run time from objects (and from each object of a list); constants
    /// are looked up now.
    func member(
        of base: BoundPart, _ name: String, _ range: SourceRange, owner: String?
    ) throws(ExpressionError) -> BoundPart {
        if let value = base.constant {
            switch BoundNode.readField(name, of: value) {
            case .success(let result): return BoundPart(.constant(result), result.type)
            case .failure(let error): throw ExpressionError(error.message, at: range)
            }
        }
        guard [.object, .array, .any, .null].contains(base.type) else {
            let subject = owner.map { "\(Quoted.single($0)) is a \(base.type.typeName)" } ?? "a \(base.type.typeName)"
            throw ExpressionError("\(subject) and has no field \(Quoted.single(name))", at: range)
        }
        return BoundPart(.member(base.node, name), .any)
    }

    /// Evaluates a node now when all its inputs are constants and it does not read the clock or
    /// the record; an error found that way (`1 / 0`) is reported at `range`.
    func fold(_ part: BoundPart, at range: SourceRange) throws(ExpressionError) -> BoundPart {
        guard part.node.isFoldable else { return part }
        var context = EvaluationContext(today: LocalDate(daysSinceEpoch: 0))
        do throws(EvaluationError) {
            let value = try part.node.evaluate(&context)
            return BoundPart(.constant(value), part.type == .any ? value.type : part.type)
        } catch {
            throw ExpressionError(error.message, at: range)
        }
    }
}

extension BoundNode {
    /// Whether the node's children are all constants and it reads neither clock nor record.
    var isFoldable: Bool {
        func isConstant(_ node: BoundNode) -> Bool {
            if case .constant = node { return true }
            return false
        }
        switch self {
        case .not(let a), .negate(let a), .member(let a, _), .isNull(let a, _): return isConstant(a)
        case .index(let a, let b), .and(let a, let b), .or(let a, let b), .binary(_, let a, let b):
            return isConstant(a) && isConstant(b)
        case .matchesPattern(let a, _): return isConstant(a)
        case .regexReplace(let a, _, let b): return isConstant(a) && isConstant(b)
        case .call(let builtin, let arguments):
            switch builtin {
            case .today, .now: return false
            case .age: return arguments.count == 2 && arguments.allSatisfy(isConstant)
            default: return arguments.allSatisfy(isConstant)
            }
        default: return false
        }
    }
}
