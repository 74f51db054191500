// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "MCAGRules",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MCAGRules", targets: ["MCAGRules"]),
        .library(name: "MCAGImport", targets: ["MCAGImport"]),
        .library(name: "MCAGTesting", targets: ["MCAGTesting"]),
        // Report renderers (text, Markdown, HTML, JSON, SARIF, JUnit), transcripts and conformance views.
        .library(name: "MCAGReporting", targets: ["MCAGReporting"]),
        // `mcag` as a library: a team's three-line executable runs it with its house rules.
        .library(name: "MCAGCommandLine", targets: ["MCAGCommandLine"]),
        .executable(name: "mcag", targets: ["mcag"]),
        .plugin(name: "MCAGAuditPlugin", targets: ["MCAGAuditPlugin"]),
    ],
    targets: [
        .target(name: "MCAGCore", swiftSettings: strictSettings),
        .target(name: "MCAGPerceivable", dependencies: ["MCAGCore"], swiftSettings: strictSettings),
        .target(name: "MCAGOperable", dependencies: ["MCAGCore"], swiftSettings: strictSettings),
        .target(name: "MCAGUnderstandable", dependencies: ["MCAGCore"], swiftSettings: strictSettings),
        .target(name: "MCAGRobust", dependencies: ["MCAGCore"], swiftSettings: strictSettings),
        // The policy stage: house rules, suppressions, baselines, manual results and the verdict.
        .target(name: "MCAGPolicy", dependencies: ["MCAGCore"], swiftSettings: strictSettings),
        .target(
            name: "MCAGRules",
            dependencies: [
                "MCAGCore", "MCAGPolicy", "MCAGPerceivable", "MCAGOperable", "MCAGUnderstandable", "MCAGRobust",
                "MCAGImport",
            ],
            swiftSettings: strictSettings),
        .target(name: "MCAGPNG", swiftSettings: strictSettings),
        // Where a finding's element is declared: an app's source tree scanned into identifier maps.
        .target(name: "MCAGSourceIndex", dependencies: ["MCAGCore"], swiftSettings: strictSettings),
        .target(name: "MCAGImport", dependencies: ["MCAGCore", "MCAGPNG"], swiftSettings: strictSettings),
        .target(name: "MCAGReporting", dependencies: ["MCAGRules", "MCAGSourceIndex"], swiftSettings: strictSettings),
        // Scoring against a folder of reviewed screens (`mcag accuracy DIR`): a development tool, in no product.
        .target(name: "MCAGAccuracy", dependencies: ["MCAGRules", "MCAGImport"], swiftSettings: strictSettings),
        .target(name: "MCAGTesting", dependencies: ["MCAGRules", "MCAGImport"], swiftSettings: strictSettings),
        // The command line as a library, so a team's own executable can run it with its house rules.
        .target(
            name: "MCAGCommandLine", dependencies: ["MCAGRules", "MCAGImport", "MCAGReporting", "MCAGSourceIndex", "MCAGAccuracy"],
            swiftSettings: strictSettings),
        .executableTarget(name: "mcag", dependencies: ["MCAGCommandLine"], swiftSettings: strictSettings),
        // `swift package mcag-audit Screens/`: runs `mcag audit` from any package that depends on this one.
        .plugin(
            name: "MCAGAuditPlugin",
            capability: .command(intent: .custom(verb: "mcag-audit", description: "Audit accessibility dumps with mcag")),
            dependencies: ["mcag"]),
        .target(name: "MCAGBenchmarkSupport", dependencies: ["MCAGCore"], path: "Benchmarks/Support",
                swiftSettings: strictSettings),
        .executableTarget(
            name: "mcag-benchmark", dependencies: ["MCAGRules", "MCAGImport", "MCAGBenchmarkSupport", "MCAGPNG"],
            path: "Benchmarks/mcag-benchmark",
            swiftSettings: strictSettings),
        .executableTarget(
            name: "mcag-fuzz", dependencies: ["MCAGImport", "MCAGRules", "MCAGReporting", "MCAGBenchmarkSupport", "MCAGPNG"], path: "Benchmarks/mcag-fuzz",
            swiftSettings: strictSettings),
        // A team's house rule and a checkout screen, shared by the tests of the rules and of the policy.
        .target(name: "MCAGHouseRuleFixtures", dependencies: ["MCAGRules"], path: "Tests/MCAGHouseRuleFixtures",
                swiftSettings: strictSettings),
        .testTarget(name: "MCAGCoreTests", dependencies: ["MCAGCore", "MCAGPolicy"], swiftSettings: strictSettings),
        .testTarget(
            name: "MCAGRulesTests", dependencies: ["MCAGRules", "MCAGBenchmarkSupport", "MCAGHouseRuleFixtures"],
            resources: [.copy("Resources")], swiftSettings: strictSettings),
        .testTarget(name: "MCAGPolicyTests", dependencies: ["MCAGPolicy", "MCAGRules", "MCAGHouseRuleFixtures"], swiftSettings: strictSettings),
        .testTarget(name: "MCAGPNGTests", dependencies: ["MCAGPNG"], exclude: ["Fixtures"], swiftSettings: strictSettings),
        .testTarget(name: "MCAGImportTests", dependencies: ["MCAGImport", "MCAGRules"], swiftSettings: strictSettings),
        .testTarget(
            name: "MCAGReportingTests", dependencies: ["MCAGReporting", "MCAGImport"], swiftSettings: strictSettings),
        .testTarget(name: "MCAGAccuracyTests", dependencies: ["MCAGAccuracy", "MCAGRules", "MCAGImport"], swiftSettings: strictSettings),
        .testTarget(name: "MCAGTestingTests", dependencies: ["MCAGTesting"], swiftSettings: strictSettings),
        .testTarget(name: "MCAGSourceIndexTests", dependencies: ["MCAGSourceIndex"], swiftSettings: strictSettings),
        .testTarget(name: "MCAGCommandLineTests", dependencies: ["MCAGCommandLine", "MCAGSourceIndex"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
