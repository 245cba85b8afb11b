import Testing

@testable import SeedfillCore

@Suite struct TemplateTests {
    private func render(_ text: String) throws -> String {
        let template = try TemplateParser.parse(text).get()
        let bound = try Binder.bind(template, resolver: TestResolver(), scope: TestResolver.root).get()
        var context = Fixture.context()
        return try bound.render(in: &context)
    }

    @Test func parsesPartsAndBraces() throws {
        let template = try TemplateParser.parse("{lower(translit(firstName))}.{index}@example.com").get()
        #expect(template.parts.count == 4)
        guard case .expression(let first) = template.parts[0], case .text(let dot) = template.parts[1],
            case .expression(let second) = template.parts[2], case .text(let tail) = template.parts[3]
        else {
            Issue.record("unexpected parts \(template.parts)")
            return
        }
        #expect(sexp(first) == "(lower (translit firstName))")
        #expect(dot == ".")
        #expect(second.range == SourceRange(start: 30, length: 5))
        #expect(tail == "@example.com")
        #expect(try TemplateParser.parse("{{x}} }}").get().parts == [.text("{x} }")])
        #expect(try TemplateParser.parse("").get().parts.isEmpty)
        #expect(try TemplateParser.parse("plain").get().isConstant)
    }

    @Test func renders() throws {
        #expect(
            try render("{lower(translit(firstName))}.{lower(translit(lastName))}{index}@example.com") == "iuliia.shchukina7@example.com")
        #expect(try render("{{{amount}}} {amount * 2} {birthDate} {email}|{hasRegNumber}") == "{1500.50} 3001 2000-06-15 |true")
        #expect(try render("{'}'} and {\"{\"}") == "} and {")
        #expect(try render("{hobbies}") == #"["ski","dive"]"#)
        #expect(try render("Привет, {firstName}!") == "Привет, Юлия!")
    }

    @Test(arguments: [
        ("a{b", "unclosed '{'", 1, 1, "add '}', or write '{{' for a literal brace" as String?),
        ("a}b", "unmatched '}'", 1, 1, "write '}}' for a literal brace"),
        ("x{ }", "empty '{}' in template", 1, 3, "put an expression inside, e.g. {firstName}"),
        ("ab{1 +}", "expected an operand after '+'", 5, 1, nil),
        ("Привет {a = b}", "'=' is not an operator", 10, 1, "use '==' to compare"),
        ("{'a}", "unclosed '{'", 0, 1, "add '}', or write '{{' for a literal brace"),
    ])
    func parseErrorsAreOffsetIntoTheTemplate(text: String, message: String, start: Int, length: Int, hint: String?) {
        guard case .failure(let error) = TemplateParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(error == ExpressionError(message, start: start, length: length, hint: hint))
    }

    @Test func bindErrorsAreOffsetIntoTheTemplate() throws {
        let template = try TemplateParser.parse("Dear {firstNam}").get()
        guard case .failure(let error) = Binder.bind(template, resolver: TestResolver(), scope: TestResolver.root) else {
            Issue.record("bound")
            return
        }
        #expect(error == ExpressionError("unknown name 'firstNam'", start: 6, length: 8, hint: "did you mean 'firstName'?"))
    }

    @Test func dependencies() throws {
        let template = try TemplateParser.parse("{lastName}{firstName}{lastName}{count(drivers)}").get()
        let bound = try Binder.bind(template, resolver: TestResolver(), scope: TestResolver.root).get()
        #expect(bound.dependencies == [Slot(depth: 0, index: 2), Slot(depth: 0, index: 1), Slot(depth: 0, index: 5)])
    }
}

@Suite struct BoundTests {
    private func bound(_ json: String) -> Result<Bound, ExpressionError>? {
        JSONReader.parse(json).node.map(Bound.parse)
    }

    @Test func valuesAndExpressions() throws {
        guard case .value(.number(let n)) = try bound("18")?.get() else { Issue.record("18"); return }
        #expect(n == Number(18))
        guard case .value(.date(let d)) = try bound(#""2000-01-01""#)?.get() else { Issue.record("date"); return }
        #expect(d.iso == "2000-01-01")
        guard case .value(.time(let t)) = try bound(#""09:00""#)?.get() else { Issue.record("time"); return }
        #expect(t.iso == "09:00")
        guard case .value(.dateTime(let dt)) = try bound(#""2026-01-01T09:00:00+03:00""#)?.get() else { Issue.record("dt"); return }
        #expect(dt.iso == "2026-01-01T09:00:00+03:00")
        guard case .expression(let expr, let text) = try bound(#""today - 18y""#)?.get() else { Issue.record("expr"); return }
        #expect(text == "today - 18y")
        #expect(sexp(expr) == "(- today \"18y\")")
        guard case .expression(let negative, _) = try bound(#""-5""#)?.get() else { Issue.record("-5"); return }
        #expect(sexp(negative) == "-5")
    }

    @Test func errors() {
        guard case .failure(let big)? = bound("1e400") else { Issue.record("1e400"); return }
        #expect(big.message == "number too large")
        guard case .failure(let bad)? = bound(#""today -""#) else { Issue.record("today -"); return }
        #expect(bad == ExpressionError("expected an operand after '-'", start: 6, length: 1))
        guard case .failure(let kind)? = bound("true") else { Issue.record("true"); return }
        #expect(kind.message == "a bound must be a number or a string, not a boolean")
    }
}
