// swift-tools-version:6.0
import PackageDescription

// An app's test target using seedfill: the questionnaire declared in Swift, fixtures decoded
// into the app's own types, and a form driven the way its screen drives it.
let package = Package(
    name: "AppFixtures",
    platforms: [.macOS(.v13)],
    dependencies: [
        // seedfill itself, two folders up; an app would write
        // .package(url: "https://…/seedfill.git", from: "…") instead.
        .package(name: "seedfill", path: "../..")
    ],
    targets: [
        // The app's model types, as the app decodes what its back end sends.
        .target(name: "AppModels"),
        .testTarget(
            name: "AppFixturesTests",
            dependencies: ["AppModels", .product(name: "SeedfillCore", package: "seedfill")],
            exclude: ["Seeds"]),
    ],
    swiftLanguageModes: [.v6]
)
