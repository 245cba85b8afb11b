extension PlanBuilder {
    /// Parses and binds an expression read in `scope`; reports problems and returns `nil` on error.
    mutating func bind(_ source: SourceText, in scope: ScopeID) -> BoundExpression? {
        switch ExpressionParser.parse(source.text) {
        case .failure(let error):
            diagnostics.append(error.diagnostic(text: source.text, at: source.location, path: source.path))
            return nil
        case .success(let expression):
            switch Binder.bind(expression, resolver: resolver, scope: scope) {
            case .failure(let error):
                diagnostics.append(error.diagnostic(text: source.text, at: source.location, path: source.path))
                return nil
            case .success(let bound):
                return bound
            }
        }
    }

    /// Parses and binds a template (`"{firstName}.{lastName}@example.com"`).
    mutating func bindTemplate(_ source: SourceText, in scope: ScopeID) -> BoundTemplate? {
        switch TemplateParser.parse(source.text) {
        case .failure(let error):
            diagnostics.append(error.diagnostic(text: source.text, at: source.location, path: source.path))
            return nil
        case .success(let template):
            switch Binder.bind(template, resolver: resolver, scope: scope) {
            case .failure(let error):
                diagnostics.append(error.diagnostic(text: source.text, at: source.location, path: source.path))
                return nil
            case .success(let bound):
                return bound
            }
        }
    }

    /// Compiles a bound (`min`, `max`, `from`, `to`): a fixed value or an expression.
    mutating func compileBound(_ source: BoundSource?, in scope: ScopeID) -> CompiledBound? {
        guard let source else { return nil }
        switch Bound.parse(source.node) {
        case .failure(let error):
            let text = source.node.stringValue ?? source.node.numberLiteral ?? ""
            diagnostics.append(error.diagnostic(text: text, at: source.node.location.advanced(by: 1), path: source.path))
            return nil
        case .success(.value(let value)):
            return .value(value)
        case .success(.expression(let expression, let text)):
            switch Binder.bind(expression, resolver: resolver, scope: scope) {
            case .failure(let error):
                diagnostics.append(error.diagnostic(text: text, at: source.node.location.advanced(by: 1), path: source.path))
                return nil
            case .success(let bound):
                return .expression(bound, text: text)
            }
        }
    }

    /// Compiles a mask with its letters.
    mutating func compileMask(_ source: SourceText, letters: SourceText?) -> Mask? {
        switch Mask.parse(source.text, letters: letters?.text) {
        case .failure(let error):
            // Errors in the letters point into the letters' text, not the mask's.
            let subject = error.subject == .maskLetters ? (letters ?? source) : source
            diagnostics.append(error.diagnostic(text: subject.text, at: subject.location, path: subject.path))
            return nil
        case .success(let mask):
            return mask
        }
    }

    /// Compiles a regex of the supported subset.
    mutating func compilePattern(_ source: SourceText) -> RegexPattern? {
        switch RegexPattern.parse(source.text) {
        case .failure(let error):
            diagnostics.append(error.diagnostic(text: source.text, at: source.location, path: source.path))
            return nil
        case .success(let pattern):
            return pattern
        }
    }
}
