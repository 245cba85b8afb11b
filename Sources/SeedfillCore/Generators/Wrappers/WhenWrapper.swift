/// The `when` wrapper: branches `{"if": EXPR, <generator>}` tried in order, and an optional
/// final `{"else": <generator or plain value>}`; each branch is any generator.
///
/// A `when` without `else` is allowed: when no condition holds, the field gets what it would get
/// unmapped (its `initialValue`, else the default generator derived from the model). That keeps
/// "override only in these cases" short to write, and the default is valid by construction.
///
/// Its parts: ``WhenBranch`` and ``SeedParser/parseWhen(_:field:_:depth:)`` (each branch read as
/// a generator object of its own); ``PlanBuilder/compileWhen(_:for:)`` (each branch compiled and
/// checked against the field; `unique` belongs on the entry, not on a branch). Its draw is the
/// `when` case of ``RecordFiller/draw(_:for:rng:itemKey:state:)`` (`Registration.swift`):
/// it draws the branch through `draw` again, and kept in that switch it keeps the fill loop's
/// inlining as measured.
/// A branch of a `when` generator; `condition` is `nil` for the final `else`.
struct WhenBranch: Sendable, Hashable {
    /// The `if` expression.
    var condition: SourceText?
    /// The generator used when the branch is taken.
    var generator: GeneratorSpec

    /// Creates a branch.
    init(condition: SourceText?, generator: GeneratorSpec) {
        self.condition = condition
        self.generator = generator
    }
}

extension SeedParser {
    mutating func parseWhen(_ node: JSONNode, field: Field?, _ path: JSONPath, depth: Int) -> GeneratorKind? {
        let example = "{\"when\": [{\"if\": \"type == 'passport'\", \"mask\": \"#### ######\"}, {\"else\": {\"mask\": \"## #######\"}}]}"
        guard let elements = node.elements else {
            expected("an array of branches", for: "'when'", found: node, path, hint: "write \(example)")
            return nil
        }
        guard !elements.isEmpty else {
            error("'when' needs at least one branch", at: node.location, path, hint: "write \(example)")
            return nil
        }
        var branches: [WhenBranch] = []
        var failed = false
        for (index, element) in elements.enumerated() {
            let branchPath = path.appending(index)
            guard let members = element.members else {
                expected(
                    "an object", for: "branch \(index) of 'when'", found: element, branchPath,
                    hint: "a branch is {\"if\": EXPR, <generator>}; the last may be {\"else\": ...}")
                failed = true
                continue
            }
            if let elseMember = members.first(where: { $0.key == "else" }) {
                if index != elements.count - 1 {
                    error(
                        "'else' must be the last branch of 'when'", at: elseMember.keyLocation, branchPath.appending("else"),
                        hint: "branches after 'else' are never used; move it to the end")
                    failed = true
                }
                for other in members where other.key != "else" {
                    error(
                        "an 'else' branch holds only 'else', found \(Quoted.single(other.key))", at: other.keyLocation,
                        branchPath.appending(other.key),
                        hint: other.key == "if"
                            ? "a branch has either 'if' or 'else'"
                            : "put the generator inside: {\"else\": {\"\(other.key)\": ...}}")
                    failed = true
                }
                if let generator = parseEntryValue(elseMember.value, field: field, branchPath.appending("else"), depth: depth + 1) {
                    branches.append(WhenBranch(condition: nil, generator: generator))
                } else {
                    failed = true
                }
                continue
            }
            guard let ifMember = members.first(where: { $0.key == "if" }) else {
                error(
                    "a branch of 'when' needs 'if' (or, as the last branch, 'else')", at: element.location, branchPath,
                    hint: "write {\"if\": EXPR, <generator>}")
                failed = true
                continue
            }
            let condition = text(
                ifMember.value, for: "'if'", branchPath.appending("if"),
                hint: "a condition is an expression such as \"type == 'passport'\"")
            let generator = parseGenerator(element, members: members, field: field, branchPath, depth: depth + 1, ignoring: "if")
            guard let condition, let generator else {
                failed = true
                continue
            }
            branches.append(WhenBranch(condition: condition, generator: generator))
        }
        return failed ? nil : .when(branches)
    }
}

extension PlanBuilder {
    /// The branches compiled in field `id`'s scope; a branch that fails is left out (reported).
    mutating func compileWhen(_ branches: [WhenBranch], for id: FieldID) -> Generator? {
        let scope = fields[id].scope
        var compiled: [(condition: BoundExpression?, generator: Generator)] = []
        for var branch in branches {
            if branch.generator.unique { rejectUniqueOnBranch(branch.generator) }
            branch.generator.unique = false
            var condition: BoundExpression?
            if let source = branch.condition {
                guard let bound = bind(source, in: scope) else { continue }
                condition = bound
            }
            guard let generator = compile(branch.generator, for: id) else { continue }
            checkAgainstField(generator, spec: branch.generator, field: id)
            compiled.append((condition, generator))
        }
        return .when(compiled)
    }
}
