/// `template`: text with `{expression}` parts (`{"template": "{firstName}.{lastName}@example.com"}`).
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseTemplate(_:_:)``, the text;
/// - plan: ``PlanBuilder/bindTemplate(_:in:)`` parses and binds its parts (``BoundTemplate``);
///   ``PlanBuilder/checkTemplateFits(_:spec:field:)``: text fields, and choices of text;
/// - run: ``RunConstantFolder/fold(_:)-template`` folds its parts that are constant for a run;
/// - fill: ``RecordFiller/drawTemplate(_:for:state:)`` renders it in the record; it draws nothing
///   from the field's stream.
extension SeedParser {
    /// The template's text (parsed by the planner, which reports its mistakes in place).
    mutating func parseTemplate(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        text(node, for: "'template'", path).map { .template($0) }
    }
}

extension PlanBuilder {
    /// A template gives text: it fills text fields, and choices whose options are text.
    mutating func checkTemplateFits(_ generator: Generator, spec: GeneratorSpec, field id: FieldID) {
        let type = fields[id].field.type
        if ![.text, .choice].contains(type) { rejectUnfit("template", fits: "text", spec: spec, field: id) }
        if type == .choice { checkGeneratedType(generator, spec: spec, field: id) }
    }
}

extension RunConstantFolder {
    /// The template with each expression part's run constants folded.
    func fold(_ template: BoundTemplate) -> BoundTemplate {
        var out = template
        out.pieces = template.pieces.map { piece in
            guard case .expression(let node) = piece else { return piece }
            return .expression(fold(node).node)
        }
        return out
    }
}

extension RecordFiller {
    /// The template rendered in the record; a part that fails to evaluate is the field's error.
    @inline(__always)
    func drawTemplate(_ template: BoundTemplate, for id: FieldID, state: inout State) throws(FillError) -> Value {
        do {
            return .string(try template.render(in: &state.context))
        } catch {
            throw evaluationFailure(id, error, what: "its template", state: state)
        }
    }
}
