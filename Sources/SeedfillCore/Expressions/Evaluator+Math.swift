import Foundation

/// The math functions: `sqrt`, `pow`, `exp`, `ln`, `log10`, `sin`, `cos`, `tan`, `asin`,
/// `acos`, `atan`, `atan2` and `pi()`.
///
/// Numbers are exact decimals, and these results mostly have no finite decimal expansion: each
/// is computed in `Double` and rounded to ``Number/computedDigits`` significant digits (see
/// ``Number/init(rounding:)``), so the same arguments give the same digits on every platform.
/// Angles are in radians. `null` in any argument gives `null`; an argument outside the
/// function's domain is an error that says so.
extension BoundNode {
    /// π to 18 decimals, as many as a number keeps: 3.141592653589793238. More digits than
    /// the other functions give, so that `degrees * pi() / 180` is as exact as a decimal can be.
    static let pi = Number(mantissa: 3_141_592_653_589_793_238, scale: 18)

    /// Evaluates the arguments (at most two) and calls ``math(_:_:_:)``; kept out of the
    /// evaluator's common calls so that they pay nothing for these.
    @inline(never)
    static func mathCall(_ function: Builtin, _ arguments: [BoundNode], _ context: inout EvaluationContext) throws(EvaluationError)
        -> Value
    {
        guard let firstArgument = arguments.first else { return function == .pi ? .number(pi) : .null }
        let first = try firstArgument.evaluate(&context)
        let second: Value? = arguments.count > 1 ? try arguments[1].evaluate(&context) : nil
        return try math(function, first, second)
    }

    /// A math function of its evaluated arguments (`second` for `pow` and `atan2`).
    static func math(_ function: Builtin, _ first: Value, _ second: Value?) throws(EvaluationError) -> Value {
        if function == .pi { return .number(pi) }
        guard let x = try real(first, function) else { return .null }
        var y = 0.0
        if let second {
            guard let value = try real(second, function) else { return .null }
            y = value
        }
        let name = "'\(function.rawValue)'"
        let result: Double
        switch function {
        case .sqrt:
            guard x >= 0 else { throw EvaluationError("\(name) needs a number that is not negative, not \(first.jsonText)") }
            result = x.squareRoot()
        case .exp:
            result = Foundation.exp(x)
        case .ln, .log10:
            guard x > 0 else { throw EvaluationError("\(name) needs a number greater than 0, not \(first.jsonText)") }
            result = function == .ln ? Foundation.log(x) : Foundation.log10(x)
        case .sin: result = Foundation.sin(x)
        case .cos: result = Foundation.cos(x)
        case .tan: result = Foundation.tan(x)
        case .asin, .acos:
            guard x >= -1, x <= 1 else { throw EvaluationError("\(name) needs a number from -1 to 1, not \(first.jsonText)") }
            result = function == .asin ? Foundation.asin(x) : Foundation.acos(x)
        case .atan: result = Foundation.atan(x)
        case .atan2: result = Foundation.atan2(x, y)
        default:
            // pow: a negative base needs a whole exponent, and 0 a positive one.
            if x < 0, y != y.rounded(.towardZero) {
                throw EvaluationError(
                    "\(name): \(first.jsonText) to the power \(second?.jsonText ?? "") is not a real number (a negative base needs a whole exponent)"
                )
            }
            if x == 0, y < 0 {
                throw EvaluationError("\(name): 0 to the negative power \(second?.jsonText ?? "") has no value")
            }
            result = Foundation.pow(x, y)
        }
        guard let number = Number(rounding: result) else {
            let given = [first.jsonText] + (second.map { [$0.jsonText] } ?? [])
            throw EvaluationError("\(function.rawValue)(\(given.joined(separator: ", "))) is too large for a number")
        }
        return .number(number)
    }

    /// A number argument as the nearest `Double`; `nil` for null.
    private static func real(_ value: Value, _ function: Builtin) throws(EvaluationError) -> Double? {
        switch value {
        case .null: return nil
        case .number(let n): return n.doubleValue
        default: throw EvaluationError("'\(function.rawValue)' needs a number, not \(value.typeName)")
        }
    }
}
