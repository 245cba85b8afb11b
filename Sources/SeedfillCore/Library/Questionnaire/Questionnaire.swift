import Foundation

/// A questionnaire filled in step by step, as a form screen fills it: values set one at a
/// time, every value that depends on a changed one cleared, the rest filled from a seed file.
///
/// ```swift
/// var q = try project.questionnaire(model: "vehicle")
/// try q.set("car.documentType", to: "pts")     // clears car.documentNumber, car.documentDate
/// q.isVisible("car.regNumber")                 // false until car.hasRegNumber is true
/// try q.fillRest(seed: "vehicle", record: 3)   // the rest, consistent with what is set
/// let bytes = q.json()                         // as `generate` lays a questionnaire out
/// ```
///
/// **Paths** are those of the written questionnaire (and of ``Violation/path``): keys joined by
/// dots (`car.documentType`), an item of a list by its number from 0 after the list's key
/// (`drivers[0].birthDate`). A list's own path (`drivers`) names the whole list.
///
/// **State.** A questionnaire holds the values set. Everything else is derived from them as
/// the filler derives it: whether a field is shown (its `visibleWhen`, and its section's or
/// group's), a computed field's value, a read-only field's initial value. A field shown
/// without a value is written as `null`; a hidden one is left out; a list not set has no items.
///
/// A value type: copies are independent; the model's compiled form is shared.
public struct Questionnaire: Sendable {
    /// The model's name.
    public let model: String
    /// The date relative dates are read against, `YYYY-MM-DD`.
    public let today: String
    /// The project of the model and its seed files.
    let project: SeedfillProject
    /// The model, compiled once for every copy.
    let form: QuestionnaireForm
    /// The values set.
    var answers = Answers()
    /// The record number expressions read as `index`: 1, or the number of the record
    /// ``fillRest(seed:record:)`` filled (its `record` + 1).
    var recordNumber = 1

    /// An empty questionnaire of `model` (see ``SeedfillProject/questionnaire(model:today:)``).
    init(model: String, today: LocalDate, project: SeedfillProject, form: QuestionnaireForm) {
        self.model = model
        self.today = today.iso
        self.project = project
        self.form = form
    }

    /// The value at `path` as ``json()`` writes it: a value set, a computed field's value, a
    /// section's object or a list's array; `nil` when the path names no field, the field is
    /// hidden, or it holds nothing (`null`).
    public func value(at path: String) -> QuestionnaireValue? {
        guard case .success(let address) = form.address(of: path), let (frame, _) = located(address, in: record()) else { return nil }
        return QuestionnaireValue(field: address.id, of: frame, writer: form.writer)
    }

    /// Whether the field at `path` is shown: its `visibleWhen` (and its section's, group's and
    /// lists') holds for the values set, and, in a list, its item exists. `false` for a path
    /// that names no field.
    ///
    /// A condition that reads a field not set reads it as `null` (`hasRegNumber` is then
    /// false); one that cannot be evaluated yet does not hold.
    public func isVisible(_ path: String) -> Bool {
        guard case .success(let address) = form.address(of: path) else { return false }
        return located(address, in: record()) != nil
    }

    /// Whether the questionnaire is finished: ``violations`` is empty, so every field shown
    /// that is required (not `optional`, or its `requiredWhen` holds) has a value, every list
    /// has the items its count asks, and every value keeps its rules.
    public var isComplete: Bool { violations.isEmpty }

    /// Every rule the questionnaire breaks as ``json()`` writes it, as
    /// ``SeedfillProject/validate(model:json:today:)`` reports them (lines and columns are
    /// those of ``json()``'s text): a required field shown without a value is a `required`
    /// violation, so an incomplete questionnaire has some.
    public var violations: [Violation] {
        let bytes = [UInt8](json())
        guard let node = JSONReader.parse(bytes, file: "<questionnaire>").node else { return [] }
        return SeedfillProject.violations(of: node, validation: form.validation, number: recordNumber)
    }

    /// The questionnaire as JSON, laid out exactly as `generate` writes a record (two-space
    /// indentation, model order, a final newline): the fields shown, each with its value or
    /// `null`; hidden fields left out.
    public func json() -> Data {
        var writer = JSONWriter(pretty: true, depth: 0)
        form.writer.write(record(), into: &writer)
        var bytes = writer.buffer
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    /// The record the values set make (see ``QuestionnaireForm/record(_:number:)``).
    func record() -> FilledFrame {
        form.record(answers, number: recordNumber)
    }

    /// The frame holding the field at `address` in `record`, and its slot, when the field is
    /// shown there (`nil` when it or an item on the way is hidden or missing).
    func located(_ address: FieldAddress, in record: FilledFrame) -> (frame: FilledFrame, slot: Int)? {
        var frame = record
        for (level, list) in form.lists[address.id].enumerated() {
            let slot = form.plan.fields[list].slot.index
            guard frame.visible[slot], frame.items[slot].indices.contains(address.indices[level]) else { return nil }
            frame = frame.items[slot][address.indices[level]]
        }
        let slot = form.plan.fields[address.id].slot.index
        return frame.visible[slot] ? (frame, slot) : nil
    }
}
