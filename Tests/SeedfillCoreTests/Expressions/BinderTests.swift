import Testing

@testable import SeedfillCore

@Suite struct BinderTests {
    @Test(arguments: [
        ("birthdat + 18y", "unknown name 'birthdat'", 0, 8, "did you mean 'birthDate'?" as String?),
        ("firstname == 'x'", "unknown name 'firstname'", 0, 9, "did you mean 'firstName'?"),
        ("tody - 1d", "unknown name 'tody'", 0, 4, "did you mean 'today'?"),
        ("zzz", "unknown name 'zzz'", 0, 3, nil),
        ("len", "unknown name 'len'", 0, 3, "'len' is a function: write len(…)"),
        ("lenght(firstName)", "unknown function 'lenght'", 0, 6, "did you mean 'len'?"),
        ("uper(firstName)", "unknown function 'uper'", 0, 4, "did you mean 'upper'?"),
        ("amount(1)", "unknown function 'amount'", 0, 6, "'amount' is a field, not a function"),
        ("age(birthDate, today, 1)", "'age' takes 1 or 2 arguments, got 3", 0, 24, nil),
        ("today(1)", "'today' takes no arguments, got 1", 0, 8, nil),
        ("substr('a')", "'substr' takes 2 or 3 arguments, got 1", 0, 11, nil),
        ("if(a)", "'if' takes 3 arguments, got 1", 0, 5, nil),
        ("concat()", "'concat' takes at least 1 argument, got 0", 0, 8, nil),
        ("drivers.birthDat", "'drivers' has no field 'birthDat'", 8, 8, "did you mean 'birthDate'?"),
        ("count(drivers, age(birthDat) < 21)", "unknown name 'birthDat'", 19, 8, "did you mean 'birthDate'?"),
        ("count(hobbies, 1)", "'count' with two arguments needs a list field first", 6, 7, "e.g. count(drivers, age(birthDate) < 21)"),
        ("birthDate.year", "'birthDate' is a date and has no field 'year'", 10, 4, nil),
        ("ctx.nope", "no field 'nope' in {\"role\":\"admin\",\"limit\":5}", 4, 4, nil),
        ("1 / 0 + amount", "division by zero", 0, 5, nil),
    ])
    func nameAndCallErrors(text: String, message: String, start: Int, length: Int, hint: String?) {
        #expect(bindError(text) == ExpressionError(message, start: start, length: length, hint: hint), "\(text)")
    }

    /// Pattern errors point into the literal (the exact range is the pattern parser's business).
    @Test func literalPatternsCompileWhenBinding() throws {
        let error = try #require(bindError("email matches '(a'"))
        #expect((15..<18).contains(error.start))
        #expect(bindError("email matches '^[a-z]+@'") == nil)
    }

    @Test(arguments: [
        ("birthDate + 'x'", "cannot add date and text", 10, 1, "join text with concat(a, b) or a template" as String?),
        ("'a' < 3", "cannot compare text with number", 4, 1, nil),
        ("birthDate + 3", "cannot add date and number", 10, 1, "add or subtract a duration, e.g. 30d or 18y"),
        ("birthDate - today", "cannot subtract date from date", 10, 1, "use daysBetween(a, b) for the days between two dates"),
        ("amount * '2'", "cannot multiply number by text", 7, 1, "join text with concat(a, b) or a template"),
        ("hasRegNumber + 1", "cannot add boolean and number", 13, 1, nil),
        ("firstName - missing", "cannot subtract value from text", 10, 1, "join text with concat(a, b) or a template"),
        ("documentType == 1", "cannot compare text with number", 13, 2, nil),
        ("birthDate == createdAt", "cannot compare date with date-time", 10, 2, "use date(x) to take the date of a date-time"),
        ("birthDate < 'soon'", "'soon' is not a date", 12, 6, "write YYYY-MM-DD"),
        ("startTime > '25:00'", "'25:00' is not a time", 12, 7, "write HH:MM"),
        ("hasRegNumber < true", "'<' cannot order boolean values", 13, 1, nil),
        ("documentType in 'passport'", "'in' needs a list on the right, not text", 16, 10, "use 'contains' to search text"),
        ("amount contains 1", "'contains' needs a list or text on the left, not number", 0, 6, nil),
        ("firstName contains 1", "text can only contain text, not number", 19, 1, nil),
        ("amount matches 'a'", "'matches' needs text on the left, not number", 0, 6, nil),
        ("-firstName", "cannot negate a text", 0, 1, nil),
        ("amount[0]", "cannot index a number", 0, 6, nil),
        ("hobbies[true]", "an index must be a number, not a boolean", 8, 4, nil),
        ("lower(amount)", "'lower' needs text, not number", 6, 6, nil),
        ("age(amount)", "'age' needs a date, not number", 4, 6, nil),
        ("year('x')", "'year' needs a date, not text", 5, 3, nil),
        ("date('2023-02-29')", "'2023-02-29' is not a date", 5, 12, "write YYYY-MM-DD"),
        ("count(firstName)", "'count' needs a list, not text", 6, 9, "use len(x) for the length of text"),
        ("count(drivers, nme == 'x')", "unknown name 'nme'", 15, 3, "did you mean 'name'?"),
        ("sum(items, price > 1)", "'sum' needs numbers, not boolean", 11, 9, nil),
        ("round(amount, 'x')", "'round' needs a number, not text", 14, 3, nil),
        ("anyOf(hobbies, 'ski')", "'anyOf' needs a list as its second argument, not text", 15, 5, nil),
        ("len(amount)", "'len' needs text or a list, not number", 4, 6, nil),
    ])
    func staticTypeErrors(text: String, message: String, start: Int, length: Int, hint: String?) {
        #expect(bindError(text) == ExpressionError(message, start: start, length: length, hint: hint), "\(text)")
    }

    @Test(arguments: [
        "missing + 1", "missing < today", "missing + 'x'", "not birthDate", "birthDate and hasRegNumber", "flexible * 2",
        "null + 1", "lower(missing)", "if(missing, 1, 'a')", "email == null", "birthDate != null", "hobbies contains 1",
    ])
    func uncertainTypesAreAllowed(text: String) {
        #expect(bindError(text) == nil, "\(text)")
    }

    @Test func staticTypes() throws {
        func type(_ text: String) throws -> ValueType {
            try Binder.bind(try ExpressionParser.parse(text).get(), resolver: TestResolver(), scope: TestResolver.root).get().staticType
        }
        #expect(try type("today - 18y") == .date)
        #expect(try type("birthDate + 1y 6m") == .date)
        #expect(try type("createdAt + 1h") == .dateTime)
        #expect(try type("amount / 3") == .number)
        #expect(try type("age(birthDate) >= 18 and not isEmpty(email)") == .bool)
        #expect(try type("firstName + lastName") == .string)
        #expect(try type("drivers.birthDate") == .array)
        #expect(try type("missing + 1") == .any)
        #expect(try type("if(hasRegNumber, 1, 2)") == .number)
        #expect(try type("max(drivers, birthDate)") == .date)
        #expect(try type("coalesce(email, 'x')") == .string)
    }
}
