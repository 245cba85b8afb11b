// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "seedfill",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SeedfillCore", targets: ["SeedfillCore"]),
        .executable(name: "seedfill", targets: ["seedfill"]),
    ],
    targets: [
        .target(name: "SeedfillCore"),
        // The command line: arguments, help, the commands' printed text and exit statuses. Not a
        // product: the executable, seedfill-bench (its option parser) and the tests use it; SeedfillCore never does.
        .target(name: "SeedfillCLI", dependencies: ["SeedfillCore"], plugins: ["BuildCommit"]),
        // Writes the git commit of the build into SeedfillCLI, for `seedfill --version`.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .executableTarget(name: "seedfill", dependencies: ["SeedfillCLI", "SeedfillCore"]),
        .executableTarget(name: "seedfill-bench", dependencies: ["SeedfillCLI", "SeedfillCore"]),
        // SeedfillCLI: some Fill tests run `generate` through the command line (ScratchProject.run).
        .testTarget(
            name: "SeedfillCoreTests", dependencies: ["SeedfillCore", "SeedfillCLI"],
            exclude: ["Golden", "Fixtures"]),
        .testTarget(
            name: "SeedfillCLITests", dependencies: ["SeedfillCLI", "SeedfillCore"],
            exclude: [
                "Fixtures", "Golden", "Pins", "Import/JSONSchema", "Import/SurveyJS/RealForms", "Import/SurveyJS/Surveys",
                "Import/XLSForm/RealForms", "Import/XLSForm/Forms", "Import/XLSForm/Errors",
            ]),
        // The public face of the library: imports SeedfillCore without @testable and, outside the
        // package's access (`packageAccess: false`), sees only what an app's test target sees.
        .testTarget(name: "SeedfillAPITests", dependencies: ["SeedfillCore"], exclude: ["Fixtures"], packageAccess: false),
    ],
    swiftLanguageModes: [.v6]
)
