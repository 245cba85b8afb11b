/// The checks of a value against its type and the limits in force: lengths, masks, patterns,
/// scale, bounds, items and files.
extension FieldCheck {
    @inline(__always)
    func typeAndConstraintViolation(
        _ value: Value, type: FieldType, limits c: CompiledConstraints, in context: inout EvaluationContext
    ) throws(EvaluationError) -> FieldViolation? {
        func wrongType(_ expected: String) -> FieldViolation {
            FieldViolation(rule: "type", message: "expected \(expected), found \(value.quoted)")
        }
        switch type {
        case .text:
            guard case .string(let text) = value else { return wrongType("text") }
            let length = Self.lengthForLimits(text, minLength: c.minLength, maxLength: c.maxLength)
            if let minLength = c.minLength, length < minLength {
                return FieldViolation(rule: "minLength \(minLength)", message: "\(value.quoted) is shorter than \(minLength) characters")
            }
            if let maxLength = c.maxLength, length > maxLength {
                return FieldViolation(rule: "maxLength \(maxLength)", message: "\(value.quoted) is longer than \(maxLength) characters")
            }
            if let mask = c.mask, !mask.matches(text) {
                let maskText = c.maskText ?? ""
                return FieldViolation(
                    rule: "mask \(Quoted.single(maskText))", message: "\(value.quoted) does not match the mask \(Quoted.single(maskText))")
            }
            if let pattern = c.pattern, !pattern.matches(text) {
                let patternText = c.patternText ?? ""
                return FieldViolation(
                    rule: "pattern \(Quoted.single(patternText))",
                    message: "\(value.quoted) does not match the pattern \(Quoted.single(patternText))")
            }
            if let format = c.format { return Self.formatViolation(text, format: format) }
        case .integer, .decimal:
            guard case .number(let number) = value else { return wrongType("a number") }
            if type == .integer, number.int64Value == nil { return wrongType("a whole number") }
            if let step = c.multipleOf, let violation = Self.multipleViolation(number, step: step) { return violation }
            if type == .decimal, Int(number.normalized.scale) > c.decimalScale {
                return FieldViolation(
                    rule: "scale \(c.decimalScale)", message: "\(value.quoted) has more than \(c.decimalScale) digits after the point")
            }
            return try boundViolation(value, c, in: &context)
        case .date:
            guard case .date = value else { return wrongType("a date") }
            return try boundViolation(value, c, in: &context)
        case .datetime:
            guard case .dateTime = value else { return wrongType("a date-time") }
            return try boundViolation(value, c, in: &context)
        case .time:
            guard case .time = value else { return wrongType("a time") }
            return try boundViolation(value, c, in: &context)
        case .boolean:
            guard case .bool = value else { return wrongType("true or false") }
        case .multichoice:
            guard case .array(let elements) = value else { return wrongType("an array of options") }
            if let minItems = c.minItems, elements.count < minItems {
                return FieldViolation(
                    rule: "minItems \(minItems)", message: "\(elements.count) options chosen, at least \(minItems) required")
            }
            if let maxItems = c.maxItems, elements.count > maxItems {
                return FieldViolation(
                    rule: "maxItems \(maxItems)", message: "\(elements.count) options chosen, at most \(maxItems) allowed")
            }
            if Self.repeats(elements) {
                return FieldViolation(rule: "options", message: "an option is chosen twice in \(value.quoted)")
            }
        case .attachment:
            if c.asFileName { return Self.fileNameViolation(value, constraints: c) }
            return attachmentViolation(value, constraints: c)
        case .geopoint:
            return Self.geopointViolation(value, bounds: c.geoBounds)
        case .choice, .group, .list, .section, .ref:
            break
        }
        return nil
    }

    /// The text's length in characters (Unicode scalars) as far as the limits need it.
    ///
    /// Counting scalars walks the text, but a scalar is 1 to 4 UTF-8 bytes and a native string
    /// knows its byte count: at most `maxLength` bytes cannot be too long, and at least
    /// `4 × minLength` bytes cannot be too short. Only when the bytes cannot decide is the text
    /// walked; otherwise the byte count stands in, which passes both limits just the same.
    @inline(__always)
    static func lengthForLimits(_ text: String, minLength: Int?, maxLength: Int?) -> Int {
        guard minLength != nil || maxLength != nil else { return 0 }
        let bytes = text.utf8.count
        let undecided = (maxLength.map { bytes > $0 } ?? false) || (minLength.map { bytes / 4 < $0 } ?? false)
        return undecided ? text.unicodeScalars.count : bytes
    }

    /// Whether two of `elements` are equal: compared pair by pair when they are few (a
    /// multichoice holds a handful of options, and a set of them costs more than comparing
    /// them), through a set otherwise. The same answer either way: a set keeps one of each `==` value.
    static func repeats(_ elements: [Value]) -> Bool {
        guard elements.count > 16 else {
            for i in elements.indices {
                for j in elements.indices where j > i && elements[i] == elements[j] { return true }
            }
            return false
        }
        return Set(elements).count != elements.count
    }

    /// `min`, then `max`, each evaluated in the current record when it is not a constant.
    @inline(__always)
    private func boundViolation(_ value: Value, _ c: CompiledConstraints, in context: inout EvaluationContext) throws(EvaluationError)
        -> FieldViolation?
    {
        if let order = try c.orderAgainstMin(value, in: &context), order < 0 {
            let bound = try c.minValue(in: &context)
            let text = c.min?.text ?? ""
            return FieldViolation(rule: "min \(Quoted.single(text))", message: "\(value.quoted) is less than the minimum \(bound.quoted)")
        }
        if let order = try c.orderAgainstMax(value, in: &context), order > 0 {
            let bound = try c.maxValue(in: &context)
            let text = c.max?.text ?? ""
            return FieldViolation(
                rule: "max \(Quoted.single(text))", message: "\(value.quoted) is greater than the maximum \(bound.quoted)")
        }
        return nil
    }

    private func attachmentViolation(_ value: Value, constraints c: CompiledConstraints) -> FieldViolation? {
        guard (c.maxItems ?? 1) > 1 else { return fileViolation(value, constraints: c) }
        guard case .array(let files) = value else { return FieldViolation(rule: "type", message: "expected an array of files") }
        if let violation = Self.fileCountViolation(files.count, c) { return violation }
        for file in files {
            if let violation = fileViolation(file, constraints: c) { return violation }
        }
        return nil
    }

    /// What is wrong with the number of files of an attachment (as objects or as file names).
    static func fileCountViolation(_ count: Int, _ c: CompiledConstraints) -> FieldViolation? {
        if let maxItems = c.maxItems, count > maxItems {
            return FieldViolation(rule: "maxItems \(maxItems)", message: "\(count) files, at most \(maxItems) allowed")
        }
        if let minItems = c.minItems, count < minItems {
            return FieldViolation(rule: "minItems \(minItems)", message: "\(count) files, at least \(minItems) required")
        }
        return nil
    }

    /// What is wrong with one file of an attachment field, if anything.
    private func fileViolation(_ file: Value, constraints c: CompiledConstraints) -> FieldViolation? {
        guard case .object(let object) = file, case .string? = object["fileName"], case .string(let mime)? = object["mimeType"],
            case .number(let size)? = object["size"], let bytes = size.int64Value, bytes >= 0
        else {
            return FieldViolation(rule: "type", message: "expected a file {\"fileName\", \"mimeType\", \"size\"}, found \(file.quoted)")
        }
        if let accept = c.accept, !accept.contains(mime) {
            return FieldViolation(rule: "accept", message: "the type \(mime) is not accepted (\(accept.joined(separator: ", ")))")
        }
        if let maxSize = c.maxSize, bytes > Int64(maxSize) {
            return FieldViolation(rule: "maxSize \(maxSize)", message: "a file of \(bytes) bytes is larger than \(maxSize)")
        }
        return nil
    }
}
