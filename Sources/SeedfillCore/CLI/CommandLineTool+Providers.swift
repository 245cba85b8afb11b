extension CommandLineTool {
    /// `seedfill providers [--locale L]`: every `fake` provider with an example per locale.
    static func providers(_ arguments: Arguments, console: Console) -> Int32 {
        guard arguments.positional.isEmpty else {
            return usage(.init(message: "'providers' takes no arguments", hint: "use --locale en or --locale ru"), console: console)
        }
        var locales = FakeLocale.allCases
        if let name = arguments.options["--locale"] {
            guard let locale = FakeLocale(rawValue: name) else {
                return usage(.init(message: "unknown locale \(Quoted.single(name))", hint: FakeLocale.hint(for: name)), console: console)
            }
            locales = [locale]
        }
        console.out(providerListing(locales))
        return 0
    }

    /// The listing: a header, then per locale one line per provider, name and example value.
    static func providerListing(_ locales: [FakeLocale]) -> String {
        let width = FakeProvider.allCases.map(\.name.count).max() ?? 0
        var text = """
            Locale providers for {"fake": NAME} in a seed file. The seed file's "locale" picks the
            data (default "en"); "gender": FIELD makes names agree with a field whose value is
            male or female.

            """
        for locale in locales {
            text += "\nlocale \(locale.rawValue)\n"
            for provider in FakeProvider.allCases {
                let padding = String(repeating: " ", count: width - provider.name.count + 2)
                text += "  \(provider.name)\(padding)\(provider.example(locale: locale))\n"
            }
        }
        return text
    }
}
