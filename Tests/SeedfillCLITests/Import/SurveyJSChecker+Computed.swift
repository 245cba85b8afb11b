import Foundation

/// Computed values checked by working them out again from the source survey: `expression`
/// questions and cells, `calculatedValues` written with `includeIntoResult`, and the matrix
/// totals (`{m-total.col}`) expressions read.
extension SurveyJSChecker {
    /// `data` as SurveyJS's expressions see it: each matrix row with its hidden expression
    /// columns worked out, expression questions left out of the result (`includeIntoResult`
    /// false), the survey's `calculatedValues`, and the matrix's column totals under `NAME-total` (`totalType` sum,
    /// avg, count, min or max over the rows).
    static func withTotals(_ data: [String: Any], survey: [String: Any]) -> [String: Any] {
        var out = data
        func visit(_ node: Any) {
            if let list = node as? [Any] { return list.forEach(visit) }
            guard let object = node as? [String: Any] else { return }
            if (object["type"] as? String)?.lowercased() == "matrixdynamic", let name = object["name"] as? String {
                var rows = (data[name] as? [[String: Any]]) ?? []
                for column in (object["columns"] as? [[String: Any]]) ?? [] where column["visible"] as? Bool == false {
                    // A hidden expression column is still worked out, and others read it.
                    guard column["cellType"] as? String == "expression", let columnName = column["name"] as? String,
                        let expression = column["expression"] as? String
                    else { continue }
                    for index in rows.indices {
                        var evaluator = SurveyJSEvaluator(data: data, row: rows[index])
                        rows[index][columnName] = evaluator.evaluate(expression)
                    }
                }
                if !rows.isEmpty { out[name] = rows }
                var totals: [String: Any] = [:]
                for column in (object["columns"] as? [[String: Any]]) ?? [] {
                    guard let columnName = column["name"] as? String, let kind = column["totalType"] as? String else { continue }
                    let values = rows.compactMap { $0[columnName] }.filter { !SurveyJSEvaluator.isEmpty($0) }
                    let numbers = values.compactMap(SurveyJSEvaluator.number)
                    switch kind {
                    case "sum": totals[columnName] = numbers.reduce(0, +)
                    case "count": totals[columnName] = Double(values.count)
                    case "avg": if !numbers.isEmpty { totals[columnName] = numbers.reduce(0, +) / Double(numbers.count) }
                    case "min": totals[columnName] = numbers.min()
                    case "max": totals[columnName] = numbers.max()
                    default: break
                    }
                }
                if !totals.isEmpty { out[name + "-total"] = totals }
            }
            object.values.forEach(visit)
        }
        visit(survey)
        func unwritten(_ node: Any) {
            // An expression question left out of the result still has its value for others to read.
            if let list = node as? [Any] { return list.forEach(unwritten) }
            guard let object = node as? [String: Any] else { return }
            if (object["type"] as? String)?.lowercased() == "expression", object["includeIntoResult"] as? Bool == false,
                let name = object["name"] as? String, let expression = object["expression"] as? String
            {
                var evaluator = SurveyJSEvaluator(data: out)
                out[name] = evaluator.evaluate(expression)
            }
            for (key, value) in object where key != "columns" && key != "templateElements" { unwritten(value) }
        }
        unwritten(survey)
        for _ in 0..<2 {
            // Calculated values, written or not, are read by name (twice: one may read another).
            for value in (survey["calculatedValues"] as? [[String: Any]]) ?? [] {
                guard let name = value["name"] as? String, let expression = value["expression"] as? String else { continue }
                var evaluator = SurveyJSEvaluator(data: out)
                out[name] = evaluator.evaluate(expression)
            }
        }
        return out
    }

    /// Checks `value`, the fixture's value of computed `name`, against `expression` worked out
    /// again; a number may be rounded to `maximumFractionDigits` (2 unless given), one unit apart.
    mutating func checkComputed(
        _ expression: String, element: [String: Any], name: String, value: Any?, evaluator: inout SurveyJSEvaluator
    ) {
        let expected = evaluator.evaluate(expression)
        if SurveyJSEvaluator.isEmpty(expected) || (expected as? Double)?.isFinite == false {
            if value != nil { violations.append("\(name): \(value!) where the expression gives nothing") }
            return
        }
        guard let value else { return violations.append("\(name): absent where the expression gives \(expected!)") }
        if let number = expected as? Double {
            let digits = (element["maximumFractionDigits"] as? Int) ?? 2
            // seedfill works in decimal, SurveyJS in binary floating point: a rounding at an exact
            // half (306028.225) may come out one unit apart in the last digit.
            let tolerance = pow(10, -Double(digits)) + 1e-9
            guard let written = SurveyJSEvaluator.number(value), Swift.abs(written - number) <= tolerance else {
                return violations.append("\(name): \(value) differs from the computed \(number)")
            }
        } else if "\(expected!)" != "\(value)" {
            violations.append("\(name): '\(value)' differs from the computed '\(expected!)'")
        }
    }

    /// Checks the survey's `calculatedValues`: those written (`includeIntoResult`) are their
    /// expression's value; the others are absent. Returns the names written.
    mutating func checkCalculatedValues(_ data: [String: Any]) -> Set<String> {
        var written: Set<String> = []
        var evaluator = SurveyJSEvaluator(data: data)
        for value in (survey["calculatedValues"] as? [[String: Any]]) ?? [] {
            guard let name = value["name"] as? String, let expression = value["expression"] as? String else { continue }
            guard value["includeIntoResult"] as? Bool == true else {
                if data[name] != nil { violations.append("calculated value '\(name)' is written without includeIntoResult") }
                continue
            }
            written.insert(name)
            checkComputed(expression, element: value, name: name, value: data[name], evaluator: &evaluator)
        }
        return written
    }
}
