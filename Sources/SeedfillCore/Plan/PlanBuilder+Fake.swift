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
}
