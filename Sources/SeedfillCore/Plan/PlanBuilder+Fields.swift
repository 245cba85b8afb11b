extension PlanBuilder {
    /// Compiles every field's conditions, constraints, options and initial value.
    mutating func compileFields() {
        for id in fields.indices where fields[id].kind == .field {
            compileField(id)
        }
    }

    private mutating func compileField(_ id: FieldID) {
        let field = fields[id].field
        let scope = fields[id].scope

        fields[id].visibleWhen = field.visibleWhen.flatMap { bind($0, in: scope) }
        fields[id].requiredWhen = field.requiredWhen.flatMap { bind($0, in: scope) }
        fields[id].enabledWhen = field.enabledWhen.flatMap { bind($0, in: scope) }
        fields[id].compute = field.compute.flatMap { bind($0, in: scope) }
        fields[id].defaultExpr = field.defaultExpr.flatMap { bind($0, in: scope) }
        checkComputedType(id)
        fields[id].validWhen = field.validWhen.flatMap { bind($0, in: scope) }

        for parent in field.parents {
            let components = parent.text.split(separator: ".").map(String.init)
            if let (binding, consumed) = resolver.resolve(components, from: scope), consumed == components.count {
                switch binding {
                case .value(let slot, _), .list(let slot, _): fields[id].declaredParents.append(slot)
                case .constant: break
                }
            } else {
                diagnostics.error(
                    "unknown parent field \(Quoted.single(parent.text))", at: parent.location, path: parent.path,
                    hint: Suggestions.hint(for: parent.text, in: resolver.visibleNames(from: scope)))
            }
        }

        fields[id].constraints = compileConstraints(field.constraints, for: field, in: scope)
        for rule in field.rules {
            guard let when = bind(rule.when, in: scope) else { continue }
            let constraints = compileConstraints(rule.constraints, for: field, in: scope)
            fields[id].rules.append(CompiledRule(when: when, constraints: constraints, path: rule.path))
        }

        if let options = field.options {
            fields[id].options = compileOptions(options, for: id, in: scope)
            checkOptionMatchReadsItself(id)
            if case .table? = fields[id].options { checkOptionTableHasRows(id) }
            if case .list(let compiled)? = fields[id].options, compiled.allSatisfy({ $0.visibleWhen == nil }) {
                let values = compiled.map(\.value)
                let exclusive = compiled.filter(\.exclusive).map(\.value)
                fields[id].fixedOptions = (values, exclusive, values.filter { !exclusive.contains($0) })
            }
        }
        if field.type == .list, let count = field.count {
            fields[id].listCount = bind(count, in: scope)
        }
        if field.type == .list {
            for key in field.uniqueBy {
                if let child = fields[id].children.first(where: { fields[$0].field.key == key.text }) {
                    fields[id].uniqueBy.append(fields[child].slot.index)
                } else {
                    diagnostics.error(
                        "'uniqueBy' names \(Quoted.single(key.text)), which is not a field of the list's items",
                        at: key.location, path: key.path,
                        hint: Suggestions.hint(for: key.text, in: fields[id].children.map { fields[$0].field.key }))
                }
            }
        }
        if let initial = field.initialValue {
            fields[id].initialValue = coerce(initial, to: field, path: field.path + ".initialValue")
        }
        checkStaticContradictions(id)
    }

    /// Compiles constraints; bounds are read in `scope`.
    mutating func compileConstraints(_ source: Constraints, for field: Field, in scope: ScopeID) -> CompiledConstraints {
        // In this order: each compiler reports its own problems, in the order of the model.
        let pattern = source.pattern.map { compilePattern($0) }
        let mask = source.mask.map { compileMask($0, letters: source.maskLetters) }
        let min = compileBound(source.min, in: scope)
        let max = compileBound(source.max, in: scope)
        return CompiledConstraints(
            minLength: source.minLength, maxLength: source.maxLength, pattern: pattern ?? nil, patternText: source.pattern?.text,
            mask: mask ?? nil, maskText: source.mask?.text, min: min, max: max, scale: source.scale, minItems: source.minItems,
            maxItems: source.maxItems, accept: source.accept, maxSize: source.maxSize, format: source.format,
            geoBounds: source.geoBounds ?? .standard, asFileName: source.asFileName, multipleOf: source.multipleOf)
    }

    private mutating func compileOptions(_ options: Options, for id: FieldID, in scope: ScopeID) -> CompiledOptions? {
        switch options {
        case .list(let list):
            var compiled: [CompiledOption] = []
            for option in list {
                guard let value = Value.fromJSON(option.value) else {
                    diagnostics.error("the option's value is not a usable number", at: option.value.location, path: option.path)
                    continue
                }
                var visibleWhen: BoundExpression?
                if let condition = option.visibleWhen, let bound = bind(condition, in: scope) {
                    checkOptionCondition(condition, bound, option: option.value, of: id)
                    visibleWhen = bound
                }
                compiled.append(CompiledOption(value: value, visibleWhen: visibleWhen, exclusive: option.exclusive))
            }
            return .list(compiled)
        case .table(let lookup):
            return compileLookup(lookup, in: scope).map {
                let index = TableOptionIndex(table: tables[lookup.table]!, column: $0.column, matchColumns: $0.match.map(\.column))
                return .table(
                    table: $0.table, column: $0.column, match: $0.match, tableName: lookup.table, columnName: lookup.column, index: index)
            }
        case .from(let source):
            return compileOptionSource(source, for: id, in: scope)
        }
    }

    /// The columns a table has, for a look-up that names another; a table without any (a JSON
    /// table `[]`) is said to be empty.
    static func columnsHint(_ table: Table) -> String {
        guard !table.columns.isEmpty else { return "the table has no columns: \(table.file) holds no rows" }
        return "its columns are: \(Quoted.list(table.columns))"
    }

    /// Resolves a table look-up's table, column and `match` fields.
    mutating func compileLookup(_ lookup: TableLookup, in scope: ScopeID) -> (table: Int, column: Int, match: [(column: Int, slot: Slot)])?
    {
        guard let table = useTable(lookup.table, location: lookup.location, path: lookup.path),
            let tableNumber = tableIndex.firstIndex(of: lookup.table)
        else { return nil }
        guard let column = table.column(named: lookup.column) else {
            diagnostics.error(
                "table \(Quoted.single(lookup.table)) has no column \(Quoted.single(lookup.column))", at: lookup.location,
                path: lookup.path,
                hint: Suggestions.hint(for: lookup.column, in: table.columns) ?? Self.columnsHint(table))
            return nil
        }
        var match: [(column: Int, slot: Slot)] = []
        for (columnName, fieldName) in lookup.match {
            guard let matchColumn = table.column(named: columnName) else {
                diagnostics.error(
                    "table \(Quoted.single(lookup.table)) has no column \(Quoted.single(columnName)) to match", at: fieldName.location,
                    path: fieldName.path,
                    hint: Suggestions.hint(for: columnName, in: table.columns) ?? Self.columnsHint(table))
                continue
            }
            let components = fieldName.text.split(separator: ".").map(String.init)
            guard let (binding, consumed) = resolver.resolve(components, from: scope), consumed == components.count,
                case .value(let slot, let type) = binding
            else {
                diagnostics.error(
                    "unknown field \(Quoted.single(fieldName.text)) in 'match'", at: fieldName.location, path: fieldName.path,
                    hint: Suggestions.hint(for: fieldName.text, in: resolver.visibleNames(from: scope)))
                continue
            }
            checkMatchType(table, column: matchColumn, field: type, name: fieldName)
            match.append((matchColumn, slot))
        }
        return (tableNumber, column, match)
    }

    /// Converts a JSON constant to the value a field of `field`'s type holds; reports a mismatch.
    mutating func coerce(_ node: JSONNode, to field: Field, path: String) -> Value? {
        if node.isNull { return .null }
        func mismatch(_ expected: String, hint: String? = nil) -> Value? {
            diagnostics.error(
                "expected \(expected) for the \(field.type.rawValue) field \(Quoted.single(field.key)), found \(node.typeDescription)",
                at: node.location, path: path, hint: hint)
            return nil
        }
        // A number or boolean in quotes is text, and text is never read as one.
        let quotedText = node.stringValue
        switch field.type {
        case .text:
            guard let text = node.stringValue else { return mismatch("a string") }
            return .string(text)
        case .integer, .decimal:
            guard let literal = node.numberLiteral else {
                return mismatch(
                    "a number",
                    hint: quotedText.flatMap(Number.init(literal:)) == nil
                        ? nil : "text is never read as a number: write the number without quotes")
            }
            guard let number = Number(literal: literal) else {
                diagnostics.error(
                    "the number \(literal) is too large", at: node.location, path: path,
                    hint: "numbers have at most 18 digits")
                return nil
            }
            if field.type == .integer, number.int64Value == nil { return mismatch("a whole number") }
            return .number(number)
        case .date:
            guard let text = node.stringValue, let date = LocalDate(iso: text) else { return mismatch("a date \"YYYY-MM-DD\"") }
            return .date(date)
        case .datetime:
            guard let text = node.stringValue, let value = LocalDateTime(iso: text) else {
                return mismatch("a date-time \"YYYY-MM-DDTHH:MM:SS+03:00\"")
            }
            return .dateTime(value)
        case .time:
            guard let text = node.stringValue, let value = TimeOfDay(iso: text) else { return mismatch("a time \"HH:MM\"") }
            return .time(value)
        case .boolean:
            guard let flag = node.boolValue else {
                return mismatch(
                    "true or false", hint: quotedText == "true" || quotedText == "false" ? "write true or false without quotes" : nil)
            }
            return .bool(flag)
        case .multichoice, .list:
            guard node.elements != nil, let value = Value.fromJSON(node) else { return mismatch("an array") }
            return value
        default:
            guard let value = Value.fromJSON(node) else {
                diagnostics.error("the value holds a number that is too large", at: node.location, path: path)
                return nil
            }
            return value
        }
    }
}
