import SeedfillCore
import Testing

@testable import SeedfillCLI

/// `seedfill providers`: the listing the command prints (moved here from the core's
/// FakeSeedTests with the command line, issue 15, item 3).
@Suite struct ProvidersCommandTests {
    @Test func providersCommandListsEveryProviderWithAnExample() {
        for locale in FakeLocale.allCases {
            let listing = CommandLineTool.providerListing([locale])
            for provider in FakeProvider.allCases {
                let line = listing.split(separator: "\n").first { $0.hasPrefix("  \(provider.name) ") }
                #expect(line.map { $0.hasSuffix(provider.example(locale: locale)) } == true, "\(provider.name)")
            }
        }
    }
}
