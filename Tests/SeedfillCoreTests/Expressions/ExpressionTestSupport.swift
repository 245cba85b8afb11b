import Testing

@testable import SeedfillCore

/// A small model: root fields, a `drivers` list (with a nested `violations` list) and an
/// `items` list, plus context constants.
struct TestResolver: NameResolver {
    static let root = ScopeID(depth: 0, id: 0)
    static let drivers = ScopeID(depth: 1, id: 1)
    static let items = ScopeID(depth: 1, id: 2)
    static let violations = ScopeID(depth: 2, id: 3)

    let scopes: [ScopeID: [(String, NameBinding)]] = [
        root: [
            ("birthDate", .value(Slot(depth: 0, index: 0), .date)),
            ("firstName", .value(Slot(depth: 0, index: 1), .string)),
            ("lastName", .value(Slot(depth: 0, index: 2), .string)),
            ("amount", .value(Slot(depth: 0, index: 3), .number)),
            ("documentType", .value(Slot(depth: 0, index: 4), .string)),
            ("drivers", .list(Slot(depth: 0, index: 5), itemScope: drivers)),
            ("hasRegNumber", .value(Slot(depth: 0, index: 6), .bool)),
            ("email", .value(Slot(depth: 0, index: 7), .string)),
            ("address", .value(Slot(depth: 0, index: 8), .object)),
            ("address.city", .value(Slot(depth: 0, index: 9), .string)),
            ("flexible", .value(Slot(depth: 0, index: 10), .any)),
            ("items", .list(Slot(depth: 0, index: 11), itemScope: items)),
            ("hobbies", .value(Slot(depth: 0, index: 12), .array)),
            ("startTime", .value(Slot(depth: 0, index: 13), .time)),
            ("createdAt", .value(Slot(depth: 0, index: 14), .dateTime)),
            ("missing", .value(Slot(depth: 0, index: 15), .any)),
            ("channel", .constant(.string("agent"))),
            ("ctx", .constant(.object(ObjectValue(keys: ["role", "limit"], values: [.string("admin"), .number(Number(5))])))),
        ],
        drivers: [
            ("birthDate", .value(Slot(depth: 1, index: 0), .date)),
            ("name", .value(Slot(depth: 1, index: 1), .string)),
            ("violations", .list(Slot(depth: 1, index: 2), itemScope: violations)),
        ],
        items: [
            ("price", .value(Slot(depth: 1, index: 0), .number)),
            ("qty", .value(Slot(depth: 1, index: 1), .number)),
        ],
        violations: [("date", .value(Slot(depth: 2, index: 0), .date))],
    ]

    func chain(_ scope: ScopeID) -> [ScopeID] {
        switch scope {
        case TestResolver.violations: return [TestResolver.violations, TestResolver.drivers, TestResolver.root]
        case TestResolver.drivers, TestResolver.items: return [scope, TestResolver.root]
        default: return [TestResolver.root]
        }
    }

    func resolve(_ components: [String], from scope: ScopeID) -> (binding: NameBinding, consumed: Int)? {
        for count in stride(from: components.count, through: 1, by: -1) {
            let key = components[..<count].joined(separator: ".")
            for s in chain(scope) {
                if let binding = scopes[s]?.first(where: { $0.0 == key })?.1 { return (binding, count) }
            }
        }
        return nil
    }

    func visibleNames(from scope: ScopeID) -> [String] {
        chain(scope).flatMap { scopes[$0]?.map(\.0) ?? [] }
    }
}

enum Fixture {
    static let today = LocalDate(iso: "2026-01-01") ?? LocalDate(daysSinceEpoch: 0)

    static func date(_ iso: String) -> Value { .date(LocalDate(iso: iso) ?? LocalDate(daysSinceEpoch: 0)) }
    static func num(_ text: String) -> Value { .number(Number(literal: text) ?? Number(0)) }

    static func driver(_ birth: String, _ name: String, violations: [String] = []) -> Value {
        .object(
            ObjectValue(
                keys: ["birthDate", "name", "violations"],
                values: [date(birth), .string(name), .array(violations.map { .object(ObjectValue(keys: ["date"], values: [date($0)])) })]))
    }

    static func item(_ price: String, _ qty: String) -> Value {
        .object(ObjectValue(keys: ["price", "qty"], values: [num(price), num(qty)]))
    }

    /// One record with every root slot filled.
    static func context() -> EvaluationContext {
        let root: [Value] = [
            date("2000-06-15"), .string("Юлия"), .string("Щукина"), num("1500.50"), .string("passport"),
            .array([
                driver("1990-03-01", "Ann", violations: ["2024-05-01", "2025-01-10"]), driver("2006-01-02", "Bob"),
                driver("1980-12-31", "Cid", violations: ["2020-02-02"]),
            ]),
            .bool(true), .null,
            .object(ObjectValue(keys: ["city", "zip"], values: [.string("Kazan"), .string("420000")])),
            .string("Kazan"), .string("2020-01-01"),
            .array([item("9.99", "3"), item("0.01", "10"), item("100", "1")]),
            .array([.string("ski"), .string("dive")]),
            .time(TimeOfDay(minutes: 540)),
            .dateTime(LocalDateTime(iso: "2026-01-01T09:30:00+03:00") ?? LocalDateTime(secondsSinceEpoch: 0, offsetMinutes: 0)),
        ]
        return EvaluationContext(frames: [root], recordIndex: 7, itemIndex: 0, today: today)
    }
}

/// Parses, binds (from the root scope unless told) and evaluates.
func evaluate(_ text: String, scope: ScopeID = TestResolver.root, context: EvaluationContext? = nil) throws -> Value {
    let expr = try ExpressionParser.parse(text).get()
    let bound = try Binder.bind(expr, resolver: TestResolver(), scope: scope).get()
    var context = context ?? Fixture.context()
    return try bound.evaluate(in: &context)
}

/// The binding (or parsing) error of `text`.
func bindError(_ text: String, scope: ScopeID = TestResolver.root) -> ExpressionError? {
    switch ExpressionParser.parse(text) {
    case .failure(let error): return error
    case .success(let expr):
        if case .failure(let error) = Binder.bind(expr, resolver: TestResolver(), scope: scope) { return error }
        return nil
    }
}

/// An S-expression of a parse tree, to compare shapes.
func sexp(_ expr: Expr) -> String {
    switch expr {
    case .literal(let value, _):
        if case .string(let s) = value { return "'\(s)'" }
        return value.jsonText
    case .list(let elements, _): return "[" + elements.map(sexp).joined(separator: " ") + "]"
    case .name(let name, _): return name
    case .unary(let op, let operand, _, _): return "(\(op.rawValue) \(sexp(operand)))"
    case .binary(let op, let a, let b, _, _): return "(\(op.rawValue) \(sexp(a)) \(sexp(b)))"
    case .member(let base, let name, _, _): return "(. \(sexp(base)) \(name))"
    case .index(let base, let index, _): return "([] \(sexp(base)) \(sexp(index)))"
    case .call(let name, let arguments, _, _): return "(\(name)" + arguments.map { " " + sexp($0) }.joined() + ")"
    }
}

func parsed(_ text: String) -> String {
    switch ExpressionParser.parse(text) {
    case .success(let expr): return sexp(expr)
    case .failure(let error): return "error: \(error.message)"
    }
}
