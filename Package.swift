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
        .executableTarget(name: "seedfill", dependencies: ["SeedfillCore"]),
        .executableTarget(name: "seedfill-bench", dependencies: ["SeedfillCore"]),
        .testTarget(
            name: "SeedfillCoreTests", dependencies: ["SeedfillCore"],
            exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "SeedfillCLITests", dependencies: ["SeedfillCore"], exclude: ["Fixtures", "Golden", "Pins"]),
    ],
    swiftLanguageModes: [.v6]
)
