import Foundation

/// Values a host app gives a form (`seedfill import surveyjs FILE --variables VARS.json`): a
/// JSON object of name → value, such as the variables an app sets with SurveyJS's
/// `survey.setVariable`. The starter seed's `context` takes the value of each name the survey
/// reads, so that its conditions and proposed answers read them as the app would.
struct HostValues: Sendable {
    /// Each name's value, where the file writes it.
    var values: [String: JSONNode] = [:]
    /// The names, in the file's order.
    var names: [String] = []

    /// Each name's value as JSON text, for the starter seed.
    var texts: [String: String] {
        values.compactMapValues { Value.fromJSON($0)?.jsonText }
    }

    /// The values of the JSON object in `file`, or located errors when it is not one.
    static func read(_ file: String) -> Result<HostValues, FormReadProblems> {
        let (node, problems) = JSONReader.parseFile(at: URL(fileURLWithPath: file), displayName: file)
        guard let node else { return .failure(FormReadProblems(diagnostics: problems)) }
        guard let members = node.members else {
            return .failure(
                FormReadProblems(diagnostics: [
                    .error(
                        "host values are a JSON object of name → value", at: node.location, path: "#",
                        hint: #"e.g. {"user_role": "manager", "user_conditions": ["asthma"]}"#)
                ]))
        }
        var hosts = HostValues()
        for member in members {
            guard Value.fromJSON(member.value) != nil else {
                return .failure(
                    FormReadProblems(diagnostics: [
                        .error(
                            "the value of \(Quoted.single(member.key)) is not one seedfill can hold", at: member.value.location,
                            path: "#/\(member.key)", hint: "give text, a number, true/false, null, a list or an object")
                    ]))
            }
            if hosts.values[member.key] == nil { hosts.names.append(member.key) }
            hosts.values[member.key] = member.value
        }
        return .success(hosts)
    }

    /// The report's lines: which of the names the survey reads (`read`) `file` gives, which
    /// it does not (left `null`), and the names it gives that the survey does not read.
    func summary(reading read: [String], file: String) -> String {
        let given = read.filter { values[$0] != nil }
        let missing = read.filter { values[$0] == nil }
        let unread = names.filter { !read.contains($0) }
        var out = "host values from \(file): \(given.count) of the \(read.count) the survey reads"
        out += missing.isEmpty ? "\n" : "; not given, so null: \(missing.joined(separator: ", "))\n"
        if !unread.isEmpty { out += "  not read by the survey (left out of the seed): \(unread.joined(separator: ", "))\n" }
        return out
    }
}
