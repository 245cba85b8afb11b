/// A text template such as `{lower(translit(firstName))}.{mailNumber}@example.com`: literal
/// text with `{expression}` parts; `{{` and `}}` stand for literal braces.
struct Template: Sendable, Hashable {
    /// One piece of a template.
    enum Part: Sendable, Hashable {
        /// Literal text (braces already unescaped).
        case text(String)
        /// An expression; its ranges are offsets into the whole template text.
        case expression(Expr)
    }

    /// The pieces in order; adjacent literal text is merged.
    var parts: [Part]

    /// Creates a template from parts.
    init(parts: [Part]) { self.parts = parts }

    /// Whether the template has no `{expression}` part.
    var isConstant: Bool {
        !parts.contains { if case .expression = $0 { return true } else { return false } }
    }
}

/// Parses template text into a ``Template``.
enum TemplateParser {
    /// Parses `text`; errors carry offsets into the whole template.
    static func parse(_ text: String) -> Result<Template, ExpressionError> {
        let scalars = Array(text.unicodeScalars)
        var parts: [Template.Part] = []
        var literal = String.UnicodeScalarView()
        var i = 0
        func flush() {
            if !literal.isEmpty {
                parts.append(.text(String(literal)))
                literal = String.UnicodeScalarView()
            }
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "{" {
                if i + 1 < scalars.count, scalars[i + 1] == "{" {
                    literal.append("{")
                    i += 2
                    continue
                }
                guard let close = closingBrace(scalars, after: i) else {
                    return .failure(
                        ExpressionError("unclosed '{'", start: i, length: 1, hint: "add '}', or write '{{' for a literal brace"))
                }
                let inner = scalars[(i + 1)..<close]
                if inner.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    return .failure(
                        ExpressionError(
                            "empty '{}' in template", start: i, length: close - i + 1, hint: "put an expression inside, e.g. {firstName}"))
                }
                switch ExpressionParser.parse(scalars, from: i + 1, to: close) {
                case .success(let expr):
                    flush()
                    parts.append(.expression(expr))
                case .failure(let error):
                    return .failure(error)
                }
                i = close + 1
            } else if c == "}" {
                if i + 1 < scalars.count, scalars[i + 1] == "}" {
                    literal.append("}")
                    i += 2
                    continue
                }
                return .failure(ExpressionError("unmatched '}'", start: i, length: 1, hint: "write '}}' for a literal brace"))
            } else {
                literal.append(c)
                i += 1
            }
        }
        flush()
        return .success(Template(parts: parts))
    }

    /// The `}` that ends the expression opened at `open`, skipping quoted text; `nil` if none.
    private static func closingBrace(_ scalars: [Unicode.Scalar], after open: Int) -> Int? {
        var i = open + 1
        var quote: Unicode.Scalar?
        while i < scalars.count {
            let c = scalars[i]
            if let q = quote {
                if c == "\\" {
                    i += 1
                } else if c == q {
                    quote = nil
                }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "}" {
                return i
            }
            i += 1
        }
        return nil
    }
}
