/// `table`: a cell of a data table (`{"table": "cities", "column": "city", "match": {"region":
/// "region"}}`): from the row the record shares for that table, or from a row whose `match`
/// columns equal the named fields.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseTable(_:column:match:object:objectPath:)``, the table and its
///   siblings `column` and `match` (``GeneratorKeys/siblings``) into a ``TableLookup``;
/// - plan: ``PlanBuilder/compileTable(_:spec:for:)`` finds the table, column and `match` slots,
///   checks for empty cells and rows, and indexes the rows by their `match` cells
///   (``TableRowIndex``); its cells are checked against the field
///   (``PlanBuilder/checkTableCells(table:column:spec:field:)``); a CSV table's text cells are
///   read as numbers where they hold one (``PlanBuilder/tableReadsTextCells(_:)``);
/// - guarantee: ``DrawGuarantee/tableHolds(_:column:match:_:_:)``: a choice offering the same
///   column, drawn from the same shared row as the fields its options match;
/// - fill: ``RecordFiller/drawTable(_:column:match:index:rng:itemKey:state:)``; without `match`
///   ``RecordFiller/sharedCell(_:column:itemKey:state:)``, taken inline by the quick draw
///   (``QuickDraw/Kind/sharedCell``); a `match` no row meets is explained by
///   ``RecordFiller/emptyTable(_:_:column:match:index:state:)``.
extension SeedParser {
    /// `{"table": NAME, "column": COLUMN, "match"?: {column: field}}`: the generator key names the
    /// table and its siblings say which column to read and which fields the row must match.
    mutating func parseTable(
        _ node: JSONNode, column columnMember: JSONMember?, match matchMember: JSONMember?, object: JSONNode, objectPath: JSONPath
    ) -> GeneratorKind? {
        let path = objectPath.appending("table")
        let example = "{\"table\": \"cities\", \"column\": \"city\", \"match\": {\"region\": \"region\"}}"
        let table = text(
            node, for: "'table'", path, hint: node.members != nil ? "write the look-up flat: \(example)" : "name a table in data/")
        var failed = table == nil
        var column: SourceText?
        if let columnMember {
            column = text(columnMember.value, for: "'column' of 'table'", objectPath.appending("column"))
            failed = failed || column == nil
        } else if table != nil {
            error("'table' needs 'column'", at: node.location, path, hint: "write \(example)")
            failed = true
        }
        var match: [(column: String, field: SourceText)] = []
        if let matchMember {
            let matchPath = objectPath.appending("match")
            if let members = matchMember.value.members {
                for member in members {
                    if let field = text(
                        member.value, for: "'match' column \(Quoted.single(member.key))", matchPath.appending(member.key),
                        hint: "name the field whose value the column must equal")
                    {
                        match.append((member.key, field))
                    } else {
                        failed = true
                    }
                }
            } else {
                expected(
                    "an object", for: "'match' of 'table'", found: matchMember.value, matchPath,
                    hint: "map each table column to a field: {\"region\": \"region\"}")
                failed = true
            }
        }
        guard !failed, let table, let column else { return nil }
        return .table(
            TableLookup(table: table.text, column: column.text, match: match, location: object.location, path: objectPath.description))
    }
}

extension PlanBuilder {
    /// The table, column and `match` slots found, checked, and the rows indexed by `match`.
    mutating func compileTable(_ lookup: TableLookup, spec: GeneratorSpec, for id: FieldID) -> Generator? {
        guard let compiled = compileLookup(lookup, in: fields[id].scope) else { return nil }
        checkEmptyCells(lookup, column: compiled.column, for: id, spec: spec)
        checkGeneratorTableHasRows(lookup, spec: spec, field: id)
        let rows = compiled.match.isEmpty ? nil : TableRowIndex(table: tables[lookup.table]!, columns: compiled.match.map(\.column))
        return .table(table: compiled.table, column: compiled.column, match: compiled.match, rows: rows)
    }

    /// Whether the cells of table `table` (by its index) are text, as a CSV table's are: the
    /// filler reads a number in them as a number (``PlannedField/readsTextCells``).
    func tableReadsTextCells(_ table: Int) -> Bool {
        tables[tableIndex[table]]?.cellsAreText ?? false
    }
}

extension DrawGuarantee {
    /// A choice offering the very column drawn, from the shared row: the column's values are
    /// offered for the `match` fields' values, and drawn from the record's shared row, the
    /// value is offered when those fields hold the same row's cells.
    static func tableHolds<F: PlannedFieldParts>(
        _ table: Int, column: Int, match drawMatch: [(column: Int, slot: Slot)], _ planned: F, _ fields: [F]
    ) -> Bool {
        guard planned.field.type == .choice, drawMatch.isEmpty,
            case .table(let optionTable, let optionColumn, let match, _, _, _)? = planned.options,
            optionTable == table, optionColumn == column
        else { return false }
        return match.allSatisfy { sharesRow(of: table, column: $0.column, at: $0.slot, with: planned, fields) }
    }

    /// Whether the value at `slot` is always `column` of the row of `table` that `planned` draws
    /// from: a field or helper of the record's root drawn from the same table's shared row
    /// without a `match`, always shown, and kept as the cell is (text, a choice, or a helper;
    /// a number cell made text is still the key the options are indexed by).
    ///
    /// Only the root: a list item's fields may be given by a constant list instead of drawn.
    private static func sharesRow<F: PlannedFieldParts>(of table: Int, column: Int, at slot: Slot, with planned: F, _ fields: [F])
        -> Bool
    {
        guard planned.frame == 0, slot.depth == 0, let source = fields.first(where: { $0.frame == 0 && $0.slot == slot }),
            case .table(table, column, let match, _) = source.generator, match.isEmpty,
            source.compute == nil, source.enabledWhen == nil, source.visibleWhen == nil,
            source.kind == .helper || source.field.type == .choice || source.field.type == .text
        else { return false }
        // A helper is always drawn; a field only while every section or group holding it is shown.
        var container = source.kind == .helper ? nil : source.container
        while let id = container {
            guard fields[id].visibleWhen == nil else { return false }
            container = fields[id].container
        }
        return true
    }
}

extension RecordFiller {
    /// One `table` draw: the shared row's cell without `match`, else a row matching the
    /// record's fields (`null` when none does). The rows are read where the plan holds them:
    /// copying the table would retain each of its arrays and strings.
    @inline(__always)
    func drawTable(
        _ table: Int, column: Int, match: [(column: Int, slot: Slot)], index: TableRowIndex?, rng: inout SplitMix64, itemKey: UInt64,
        state: borrowing State
    ) -> Value {
        // The rows are read where the plan holds them: copying the table would retain
        // each of its arrays and strings.
        let rowCount = plan.tableList[table].rows.count
        guard rowCount > 0 else { return .null }
        guard let index else {
            let row = TableRows.sharedRow(
                rowKey: plan.tableRowKeys[table], rowCount: rowCount, recordKey: state.recordKey, itemKey: itemKey)
            return plan.tableList[table].rows[row][column]
        }
        let candidates = TableRows.matching(index, match: match, in: state.context)
        guard !candidates.isEmpty else { return .null }
        return plan.tableList[table].rows[candidates[Int(rng.below(UInt64(candidates.count)))]][column]
    }

    /// The cell of `column` in the row of `table` the record (and list item) shares.
    @inline(__always)
    func sharedCell(_ table: Int, column: Int, itemKey: UInt64, state: borrowing State) -> Value {
        let rows = plan.tableList[table].rows
        guard !rows.isEmpty else { return .null }
        let row = TableRows.sharedRow(
            rowKey: plan.tableRowKeys[table], rowCount: rows.count, recordKey: state.recordKey, itemKey: itemKey)
        return rows[row][column]
    }
}

extension RecordFiller {
    /// ``emptyDrawError(_:_:state:)`` for `table` with `match`: the error when no row meets the
    /// record's values (a cascade).
    func emptyTable(_ id: FieldID, _ table: Int, column: Int, match: [(column: Int, slot: Slot)], index: TableRowIndex, state: State)
        -> FillError?
    {
        guard TableRows.matching(index, match: match, in: state.context).isEmpty else { return nil }
        let columns = plan.tableList[table].columns
        return emptyCascade(id, table: table, column: columns[column], match: match, state: state)
    }
}
