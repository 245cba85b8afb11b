/// Writes a model declared in Swift (sections and cells) as the JSON of a model file, with
/// where each object came from; mistakes only Swift can make (a parent cell that is not in the
/// model, a group that holds itself) are reported against the declaration.
///
/// The text then goes through ``ModelLoader`` like any model file, so a declared model is
/// checked, planned and filled exactly as the same JSON would be.
struct DeclaredModelWriter {
    /// One section or cell of the model, where it sits.
    struct Node {
        /// The index of its ``DeclaredOrigin``.
        var origin: Int
        /// The cell; `nil` for a section.
        var cell: (any QuestionnaireCell)?
        /// The section; `nil` for a cell.
        var section: (any QuestionnaireSection)?
        /// Keys from the model's root: `[section, key]`, `[section, group, key]`.
        var keys: [String]
        /// The node holding it (a section, a group, a list); `nil` for a section.
        var container: Int?
        /// The nodes it holds, in order.
        var children: [Int] = []
    }

    /// The problems found.
    var bag = DiagnosticBag()
    /// Where each object of the text comes from; the model's is first.
    var origins: [DeclaredOrigin]
    /// The sections and cells, sections first in their order, each followed by what it holds.
    var nodes: [Node] = []
    /// The nodes of each cell, by the cell's type and key.
    var placements: [CellIdentity: [Int]] = [:]

    /// A cell's identity: its enum type and its key.
    struct CellIdentity: Hashable {
        let type: ObjectIdentifier
        let key: String

        init(_ cell: any QuestionnaireCell) {
            type = ObjectIdentifier(Swift.type(of: cell))
            key = cell.rawValue
        }
    }

    /// A writer of the model declared by `sections`, named `owner` in messages.
    init(owner: String) {
        origins = [DeclaredOrigin(kind: .model, owner: owner, path: "")]
    }

    /// `Type.case`, as messages name a section or a cell.
    static func name(of value: any RawRepresentable) -> String {
        "\(String(describing: type(of: value))).\(String(describing: value))"
    }

    /// The location messages give a declaration: its name, with no line.
    static func location(of owner: String) -> SourceLocation {
        SourceLocation(file: owner, line: 0, column: 0)
    }

    /// The model's JSON, after reading every section and cell; `nil` when a mistake was found.
    mutating func write(name: String, title: String?, sections: [any QuestionnaireSection]) -> (text: String, origins: [DeclaredOrigin])? {
        let sectionsPath = JSONPath.root.appending("sections")
        for (index, section) in sections.enumerated() {
            let owner = Self.name(of: section)
            origins.append(DeclaredOrigin(kind: .section, owner: owner, path: sectionsPath.appending(index).description))
            let node = nodes.count
            nodes.append(Node(origin: origins.count - 1, cell: nil, section: section, keys: [section.rawValue], container: nil))
            if section.hiddenWhen != nil, section.visibleWhen != nil { reportBothConditions(owner) }
            gather(section.cells, into: node, path: sectionsPath.appending(index).appending("fields"), enclosing: [])
        }
        guard !bag.hasErrors else { return nil }
        var root: [(key: String, value: DeclaredJSON)] = [("model", .string(name))]
        if let title { root.append(("title", .string(title))) }
        var written: [DeclaredJSON] = []
        for index in nodes.indices where nodes[index].container == nil { written.append(json(ofSection: index)) }
        root.append(("sections", .array(written)))
        guard !bag.hasErrors else { return nil }
        let (text, lines) = DeclaredJSON.object(root, origin: 0).printed()
        for (origin, range) in lines { origins[origin].lines = range }
        return (text, origins)
    }

    /// Adds `cells` as the children of `container`; `enclosing` are the cell types of the
    /// groups and lists around them, so that one holding itself is reported, not followed.
    private mutating func gather(_ cells: [any QuestionnaireCell], into container: Int, path: JSONPath, enclosing: [ObjectIdentifier]) {
        for (index, cell) in cells.enumerated() {
            let owner = Self.name(of: cell)
            let cellPath = path.appending(index)
            origins.append(DeclaredOrigin(kind: .cell, owner: owner, path: cellPath.description, hidden: cell.hiddenWhen != nil))
            let node = nodes.count
            nodes.append(
                Node(
                    origin: origins.count - 1, cell: cell, section: nil, keys: nodes[container].keys + [cell.rawValue], container: container
                ))
            nodes[container].children.append(node)
            placements[CellIdentity(cell), default: []].append(node)
            if cell.hiddenWhen != nil, cell.visibleWhen != nil { reportBothConditions(owner) }
            let held: (any QuestionnaireCell.Type)?
            switch cell.cellType {
            case .group(let type), .list(let type, _, _, _, _): held = type
            default: held = nil
            }
            guard let held else { continue }
            let type = ObjectIdentifier(Swift.type(of: cell))
            if enclosing.contains(ObjectIdentifier(held)) || ObjectIdentifier(held) == type {
                bag.error(
                    "the cells of \(String(describing: held)) hold themselves: \(owner) is a \(cell.cellType.typeName) of \(String(describing: held))",
                    at: Self.location(of: owner), path: "cellType",
                    hint: "a group or list holds the cells of another enum, which must not lead back to its own")
                continue
            }
            gather(Self.allCases(of: held), into: node, path: cellPath.appending("fields"), enclosing: enclosing + [type])
        }
    }

    /// Every case of `type`, in declaration order.
    static func allCases<C: QuestionnaireCell>(of type: C.Type) -> [any QuestionnaireCell] {
        C.allCases.map { $0 }
    }

    private mutating func reportBothConditions(_ owner: String) {
        bag.error(
            "both hiddenWhen and visibleWhen are given", at: Self.location(of: owner), path: "hiddenWhen",
            hint: "give one of them: hiddenWhen is visibleWhen negated")
    }

    /// The JSON of the section at `index`.
    private mutating func json(ofSection index: Int) -> DeclaredJSON {
        let node = nodes[index]
        guard let section = node.section else { return .null }
        var members: [(key: String, value: DeclaredJSON)] = [("key", .string(section.rawValue)), ("title", .string(section.title))]
        if let visible = Self.visibleWhen(hidden: section.hiddenWhen, visible: section.visibleWhen) {
            members.append(("visibleWhen", .string(visible)))
        }
        var fields: [DeclaredJSON] = []
        for child in node.children { fields.append(json(ofCell: child)) }
        members.append(("fields", .array(fields)))
        return .object(members, origin: node.origin)
    }

    /// The `visibleWhen` of a declaration: `visible`, or `hidden` negated.
    static func visibleWhen(hidden: String?, visible: String?) -> String? {
        hidden.map { "not (\($0))" } ?? visible
    }

    /// The text `not (` that ``visibleWhen(hidden:visible:)`` puts before a `hiddenWhen`.
    static let negationPrefix = "not ("
}
