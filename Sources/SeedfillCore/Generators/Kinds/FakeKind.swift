/// `fake`: a locale provider's value, such as `person.firstName` (`{"fake": "person.firstName",
/// "gender": "gender"}`); names agree with the gender a `gender` field holds.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseFake(_:gender:objectPath:)``, the provider's name and the sibling
///   `gender` (``GeneratorKeys/siblings``);
/// - plan: ``PlanBuilder/compileFake(_:gender:in:)`` finds the provider (``FakeProvider``), the
///   `gender` field's slot and the seed's locale; ``PlanBuilder/checkFakeFits(_:spec:field:)``:
///   text, or decimal and text for providers that make numbers;
/// - fill: ``RecordFiller/drawFake(_:locale:gender:rng:in:)``, the one draw, which the quick
///   draw takes too (``QuickDraw/Kind/fake``).
extension SeedParser {
    /// The provider's name, and the `gender` sibling when there is one.
    mutating func parseFake(_ node: JSONNode, gender: JSONMember?, objectPath: JSONPath) -> GeneratorKind? {
        let gender = gender.flatMap {
            text($0.value, for: "'gender'", objectPath.appending("gender"), hint: "name the field whose value is male or female")
        }
        return text(node, for: "'fake'", objectPath.appending("fake"), hint: "name a provider such as \"person.firstName\"").map {
            .fake(provider: $0, gender: gender)
        }
    }
}

extension PlanBuilder {
    /// Compiles a `fake` entry: the provider by name, the `gender` field to a slot, and the seed
    /// file's locale (the loader has already reported an unknown one; `en` stands in for it).
    mutating func compileFake(_ provider: SourceText, gender: SourceText?, in scope: ScopeID) -> Generator? {
        let names = FakeProvider.allCases.map(\.name)
        let resolved = FakeProvider.named(provider.text)
        if resolved == nil {
            diagnostics.error(
                "unknown provider \(Quoted.single(provider.text))", at: provider.location, path: provider.path,
                hint: Suggestions.hint(for: provider.text, in: names)
                    ?? "run 'seedfill providers' to list every provider with an example")
        }
        var genderSlot: Slot?
        if let gender {
            let components = gender.text.split(separator: ".").map(String.init)
            guard let (binding, consumed) = resolver.resolve(components, from: scope), consumed == components.count,
                case .value(let slot, _) = binding
            else {
                diagnostics.error(
                    "unknown field \(Quoted.single(gender.text)) in 'gender'", at: gender.location, path: gender.path,
                    hint: Suggestions.hint(for: gender.text, in: resolver.visibleNames(from: scope))
                        ?? "name the field whose value is \"male\" or \"female\"")
                return nil
            }
            genderSlot = slot
        }
        guard let resolved else { return nil }
        let locale = seed?.locale.flatMap(FakeLocale.init(rawValue:)) ?? .default
        return .fake(resolved, locale: locale, gender: genderSlot)
    }

    /// A provider of numbers fills decimal and text fields; any other, text fields and choices.
    mutating func checkFakeFits(_ provider: FakeProvider, spec: GeneratorSpec, field id: FieldID) {
        let type = fields[id].field.type
        if provider.makesNumbers, ![.decimal, .text].contains(type) {
            rejectUnfit(provider.name, fits: "decimal and text", spec: spec, field: id)
        }
        if !provider.makesNumbers, ![.text, .choice].contains(type) { rejectUnfit(provider.name, fits: "text", spec: spec, field: id) }
    }
}

extension RecordFiller {
    /// One `fake` draw of `provider` in `locale`, of the gender in the slot `gender` when it has one.
    ///
    /// Not inlined: the providers' code would swell the filler's loop, which then keeps less
    /// in registers for every other field. Its arguments are passed where they are held.
    @inline(never)
    static func drawFake(
        _ provider: FakeProvider, locale: FakeLocale, gender genderSlot: Slot?, rng: inout SplitMix64, in state: borrowing State
    ) -> Value {
        // The gender field's text is read where it is stored, not copied out.
        var gender: Gender?
        if let slot = genderSlot, BoundNode.holds(slot, state.context) {
            gender = Gender(fieldValue: state.context.frames[slot.depth][slot.index])
        }
        return provider.generate(locale: locale, gender: gender, rng: &rng)
    }
}
