/// The survey sheet's rows as a tree of questions, groups and repeats.
extension XLSFormTranslator {
    /// The questions of the survey sheet, each group's and repeat's rows under it. A `begin`
    /// without its `end` (or an `end` without a `begin`) is noted where it is written.
    mutating func questionTree() -> [XLSQuestion] {
        var stack: [XLSQuestion] = [
            XLSQuestion(
                kind: .group, type: "", name: "", key: "",
                row: survey.rows.first
                    ?? XLSWorkbook.Row(cells: [], location: SourceLocation(file: survey.sheet.file, line: 1, column: 1), number: 1))
        ]
        if !survey.has("type") || !survey.has("name") {
            untranslated(
                SourceLocation(file: survey.sheet.file, line: 1, column: 1), "header",
                "the survey sheet has no 'type' or 'name' column")
            return []
        }
        var usedKeys: [Set<String>] = [[]]
        for row in survey.rows {
            guard let typeCell = survey.cell("type", in: row) else { continue }
            let (type, argument) = XLSQuestion.splitType(typeCell.text)
            if type == "end group" || type == "end repeat" {
                guard stack.count > 1, stack.last!.type == "begin " + type.dropFirst(4) else {
                    untranslated(
                        typeCell.location, "type", "\(Quoted.single(type)) closes no \(Quoted.single("begin " + type.dropFirst(4)))")
                    continue
                }
                let done = stack.removeLast()
                usedKeys.removeLast()
                stack[stack.count - 1].children.append(done)
                continue
            }
            let name = survey.cell("name", in: row)?.text ?? ""
            var key = name.isEmpty ? type.replacingOccurrences(of: " ", with: "_") : SchemaTranslator.identifier(name)
            if usedKeys[usedKeys.count - 1].contains(key) {
                var number = 2
                while usedKeys[usedKeys.count - 1].contains(key + "\(number)") { number += 1 }
                key += "\(number)"
            }
            usedKeys[usedKeys.count - 1].insert(key)
            let kind: XLSQuestion.Kind = type == "begin group" ? .group : type == "begin repeat" ? .repeat : .value
            if name.isEmpty, type != "note" {
                untranslated(row.location, "name", "the \(Quoted.single(type)) row has no name")
                if kind == .value { continue }
            }
            let question = XLSQuestion(
                kind: kind, type: type, argument: argument, name: name, key: key, row: row,
                ancestors: stack.dropFirst().map(\.name))
            if kind == .value {
                stack[stack.count - 1].children.append(question)
            } else if stack.count > 48 {
                untranslated(typeCell.location, "type", "groups and repeats nested more than 48 deep are not translated")
            } else {
                stack.append(question)
                usedKeys.append([])
            }
        }
        while stack.count > 1 {
            let open = stack.removeLast()
            untranslated(survey.location("type", in: open.row), "type", "\(Quoted.single(open.type)) has no matching 'end'")
            stack[stack.count - 1].children.append(open)
        }
        return stack[0].children
    }

    /// Records every named question of `tree` by name, with the containers around it.
    mutating func index(_ tree: [XLSQuestion], containers: [(key: String, isRepeat: Bool)]) {
        for question in tree where !question.name.isEmpty {
            var info = XLSQuestionInfo(key: question.key, containers: containers, kind: question.kind, type: question.type)
            if ["select_one", "select_multiple"].contains(question.type), let list = question.argument {
                let values = choiceRows(list).map(\.name)
                info.numericOptions = !values.isEmpty && values.allSatisfy { TableCell.integer($0) != nil }
            }
            if questions[question.name] == nil { questions[question.name] = info }
            if question.kind == .repeat, let cell = survey.cell("repeat_count", in: question.row),
                case .reference(let name)? = try? XPathParser.parse(cell.text)
            {
                countSources.insert(name)
            }
            if question.kind != .value {
                index(question.children, containers: containers + [(question.key, question.kind == .repeat)])
            }
        }
    }
}
