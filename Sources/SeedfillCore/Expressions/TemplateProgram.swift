/// A bound template flattened, when it is bound, into steps that hold no references: literal
/// text as a range of one byte array, a field as its slot, a chain of text functions such as
/// `lower(translit(firstName))` as a range of one function array and its argument.
///
/// Rendering the tree copied every piece and every call's argument list out of the enum that
/// held it (a reference count each) and read fields through the general evaluator; the steps
/// are plain values, fields are read where they are stored, and a chain writes its argument's
/// text once and then rewrites it in place. The values and errors are those of evaluating the
/// pieces one by one (see ``BoundNode/writeTextCall(_:_:into:_:)``).
final class TemplateProgram: Sendable {
    /// The pieces the program was made from (the planner rewrites them, see ``BoundTemplate``).
    let pieces: [BoundTemplate.Piece]
    private let steps: [Step]
    /// The literal text of every piece.
    private let bytes: [UInt8]
    /// The text functions of every chain, innermost first.
    private let functions: [Builtin]
    /// Expressions evaluated the general way: whole pieces, and chain arguments that are not
    /// fields, their common shapes specialised (see ``BoundNode/specialised()``).
    private let nodes: [BoundNode]
    /// The prepared spellings of fake names, when a step spells a field `lower(translit(…))`.
    private let spellings: LatinSpellings?

    /// One step of rendering.
    private enum Step {
        /// Appends `bytes[start ..< start + count]`.
        case text(start: Int, count: Int)
        /// Appends a field's text.
        case field(Slot)
        /// Appends the text of `nodes[index]`.
        case node(Int)
        /// Appends `functions[first + count - 1](… functions[first](argument))`.
        case chain(first: Int, count: Int, argument: Argument)
        /// ``chain(first:count:argument:)`` of `lower(translit(argument))`, the spelling of a
        /// name in an e-mail, tried first in one pass (see ``Transliteration/appendLowercased(_:to:)``).
        case lowerLatin(first: Int, argument: Argument)
    }

    /// The innermost argument of a chain.
    private enum Argument {
        case field(Slot)
        case node(Int)
    }

    init(_ pieces: [BoundTemplate.Piece]) {
        self.pieces = pieces
        var steps: [Step] = []
        var bytes: [UInt8] = []
        var functions: [Builtin] = []
        var nodes: [BoundNode] = []
        for piece in pieces {
            switch piece {
            case .text(let text):
                steps.append(.text(start: bytes.count, count: text.count))
                bytes.append(contentsOf: text)
            case .expression(.slot(let slot)):
                steps.append(.field(slot))
            case .expression(let node):
                // The calls from the outside in, then reversed: innermost first.
                var chain: [Builtin] = []
                var argument = node
                while case .call(let function, let arguments) = argument, function.isTextFunction, arguments.count == 1 {
                    chain.append(function)
                    argument = arguments[0]
                }
                if chain.isEmpty {
                    steps.append(.node(nodes.count))
                    nodes.append(node.specialised())
                    continue
                }
                let first = functions.count
                functions.append(contentsOf: chain.reversed())
                let stepArgument: Argument
                if case .slot(let slot) = argument {
                    stepArgument = .field(slot)
                } else {
                    stepArgument = .node(nodes.count)
                    nodes.append(argument.specialised())
                }
                if chain == [.lower, .translit] {
                    steps.append(.lowerLatin(first: first, argument: stepArgument))
                } else {
                    steps.append(.chain(first: first, count: chain.count, argument: stepArgument))
                }
            }
        }
        self.steps = steps
        self.bytes = bytes
        self.functions = functions
        self.nodes = nodes
        let spellsNames = steps.contains {
            if case .lowerLatin(_, .field) = $0 { return true }
            return false
        }
        spellings = spellsNames ? LatinSpellings.personNames : nil
    }

    /// Appends the rendered text to `buffer`.
    func render(into buffer: inout TextBuffer, _ context: inout EvaluationContext) throws(EvaluationError) {
        for step in steps {
            switch step {
            case .text(let start, let count):
                bytes.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[start..<(start + count)])) }
            case .field(let slot):
                guard BoundNode.holds(slot, context) else { continue }
                buffer.appendText(of: context.frames[slot.depth][slot.index])
            case .node(let index):
                buffer.appendText(of: try nodes[index].evaluate(&context))
            case .chain(let first, let count, let argument):
                try renderChain(first: first, count: count, argument: argument, into: &buffer, &context)
            case .lowerLatin(let first, let argument):
                if case .field(let slot) = argument, let spellings, BoundNode.holds(slot, context),
                    Self.appendLowerLatin(of: context.frames[slot.depth][slot.index], spellings, to: &buffer)
                {
                    continue
                }
                try renderChain(first: first, count: 2, argument: argument, into: &buffer, &context)
            }
        }
    }

    /// Appends `functions[first + count - 1](… functions[first](argument))`: the innermost
    /// call writes its argument's text, each outer one rewrites it in place.
    private func renderChain(
        first: Int, count: Int, argument: Argument, into buffer: inout TextBuffer, _ context: inout EvaluationContext
    ) throws(EvaluationError) {
        let start = buffer.count
        let wrote: Bool
        switch argument {
        case .field(let slot):
            guard BoundNode.holds(slot, context) else { return }
            wrote = try Self.writeInnermost(functions[first], of: context.frames[slot.depth][slot.index], into: &buffer)
        case .node(let index):
            wrote = try Self.writeInnermost(functions[first], of: try nodes[index].evaluate(&context), into: &buffer)
        }
        // A null argument makes the whole chain null: nothing is written.
        guard wrote else { return }
        for k in (first + 1)..<(first + count) { BoundNode.rewrite(functions[k], &buffer, from: start) }
    }

    /// Appends `lower(translit(value))` in one pass when `value` is text that allows it (see
    /// ``Transliteration/appendLowercased(_:to:)``), a name's prepared spelling copied from
    /// `spellings`; switched on where the field stores it.
    @inline(__always)
    private static func appendLowerLatin(of value: borrowing Value, _ spellings: LatinSpellings, to buffer: inout TextBuffer) -> Bool {
        switch value {
        case .string(let text): return Transliteration.appendLowercased(text, using: spellings, to: &buffer)
        default: return false
        }
    }

    /// Appends `function(value)`; `false`, with nothing written, when `value` is null.
    private static func writeInnermost(_ function: Builtin, of value: Value, into buffer: inout TextBuffer) throws(EvaluationError)
        -> Bool
    {
        guard case .string(let s) = value else {
            if value.isNull { return false }
            throw EvaluationError("'\(function.rawValue)' needs text, not \(value.typeName)")
        }
        if function == .translit {
            Transliteration.append(s, to: &buffer)
        } else {
            let start = buffer.count
            buffer.append(s)
            BoundNode.rewrite(function, &buffer, from: start)
        }
        return true
    }
}
