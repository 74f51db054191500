// swift-tools-version: 6.0
import PackageDescription

// How an app team links MCAG Rules: the library for audits and house rules,
// the companion MCAGTesting product only in test targets.
let package = Package(
    name: "MCAGExamples",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // `name:` pins the identity: with `path:` alone it would be the checkout folder's name.
    dependencies: [.package(name: "MCAGRules", path: "..")],
    targets: [
        .target(name: "AcmeAccessibility", dependencies: [.product(name: "MCAGRules", package: "MCAGRules")]),
        // ACME's own `mcag`: every command with ACME's house rules beside the standard catalog (CI runs it).
        .executableTarget(
            name: "acme-mcag",
            dependencies: ["AcmeAccessibility", .product(name: "MCAGCommandLine", package: "MCAGRules")]),
        .testTarget(
            name: "SwiftTestingExamples",
            dependencies: [
                "AcmeAccessibility", .product(name: "MCAGTesting", package: "MCAGRules"),
                .product(name: "MCAGCommandLine", package: "MCAGRules"),
                .product(name: "MCAGImport", package: "MCAGRules"),
            ],
            resources: [.copy("Resources")]),
        .testTarget(
            name: "XCTestExamples",
            dependencies: ["AcmeAccessibility", .product(name: "MCAGTesting", package: "MCAGRules")]),
    ],
    swiftLanguageModes: [.v6]
)
