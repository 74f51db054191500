import Foundation
import MCAGImport
import MCAGRules
import Testing

/// One place decides pass or fail: `mcag audit` (the built executable) and
/// `MCAG.evaluate` reach the same verdict on every real fixture and the
/// example app, under every configuration the test suite holds: the
/// command's own options, each configuration file, the baseline, the manual
/// results, and a baseline written in the same run.
@Suite struct VerdictAgreementTests {
    static let root = CatalogExportTests.packageRoot

    /// Every real dump in Tests/Fixtures (the malformed ones excepted: they do not import) and the example app.
    static let inputs: [String] = {
        let fixtures = root.appendingPathComponent("Tests/Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { ["xml", "json"].contains($0.pathExtension) && !$0.path.contains("/malformed/") }
            .map(\.path).sorted() ?? []
        return files + [AuditCommandTests.shop]
    }()

    /// A configuration as the command line gives it and as a test suite does.
    struct Configuration: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var configurationFile: String?
        var baselineFile: String?
        var reviewsFile: String?
        var minimumImpact: Impact?
        var strict = false
        var writesBaseline = false

        var testDescription: String { name }

        /// The options `MCAG.evaluate` gets for the same configuration, read with the library's own readers.
        func options() throws -> AuditOptions {
            var options = AuditOptions()
            if let configurationFile {
                options = AuditOptions(configuration: try HouseConfiguration.load(from: URL(fileURLWithPath: configurationFile)))
            }
            if let baselineFile { options.baseline = try Baseline.load(from: URL(fileURLWithPath: baselineFile)) }
            if let reviewsFile {
                let data = try Data(contentsOf: URL(fileURLWithPath: reviewsFile))
                options.manualResults = try ReviewLog.load(data, file: reviewsFile, catalog: .standard)
            }
            if let minimumImpact { options.minimumImpact = minimumImpact }
            if strict { options.strict = true }
            return options
        }
    }

    static let seeds = root.appendingPathComponent("Tests/FuzzSeeds")
    static let configurations: [Configuration] = {
        let small = seeds.appendingPathComponent("configuration/small.json").path
        let full = seeds.appendingPathComponent("configuration/full.json").path
        let baseline = seeds.appendingPathComponent("baseline/shop.json").path
        let reviews = seeds.appendingPathComponent("reviews/history.json").path
        return [
            Configuration(name: "defaults", arguments: []),
            Configuration(name: "--strict", arguments: ["--strict"], strict: true),
            Configuration(name: "--min-impact serious", arguments: ["--min-impact", "serious"], minimumImpact: .serious),
            Configuration(name: "small.json", arguments: ["--config", small], configurationFile: small),
            Configuration(name: "full.json", arguments: ["--config", full], configurationFile: full),
            Configuration(name: "baseline", arguments: ["--baseline", baseline], baselineFile: baseline),
            Configuration(name: "reviews", arguments: ["--reviews", reviews], reviewsFile: reviews),
            Configuration(name: "reviews --strict", arguments: ["--reviews", reviews, "--strict"], reviewsFile: reviews, strict: true),
            Configuration(name: "--write-baseline", arguments: [], writesBaseline: true),
        ]
    }()

    @Test(arguments: configurations)
    func commandAndLibraryAgreeOnEveryFixture(_ configuration: Configuration) throws {
        #expect(Self.inputs.count > 30, "the fixtures were found")
        var failed = 0
        for input in Self.inputs {
            let expected = try Self.libraryVerdict(input, configuration)
            let run = try Self.command(input, configuration)
            let place = "\(configuration.name) on \(input)"
            #expect(run.status == (expected.passed ? 0 : 1), "\(place): \(run.error)")
            let json = try AuditCommandTests.json(run.output)
            #expect(json["passed"] as? Bool == expected.passed, "\(place)")
            let summary = json["summary"] as? [String: Any]
            let failingViolations = expected.issues.filter { $0.kind == .violation }.count
            #expect(summary?["failingViolations"] as? Int == failingViolations, "\(place)")
            if !expected.passed { failed += 1 }
        }
        // The agreement means something only if some inputs fail and some pass under the defaults.
        if configuration.name == "defaults" { #expect(failed > 0 && failed < Self.inputs.count) }
    }

    static func libraryVerdict(_ input: String, _ configuration: Configuration) throws -> AuditVerdict {
        let snapshot = try SnapshotImporter.importFile(at: URL(fileURLWithPath: input))
        var options = try configuration.options()
        let verdict = try MCAG.evaluate(snapshot, options)
        guard configuration.writesBaseline else { return verdict }
        options.baseline = Baseline.record(verdict)
        return try MCAG.evaluate(snapshot, options)
    }

    static func command(_ input: String, _ configuration: Configuration) throws -> ExecutableTests.Run {
        var arguments = ["audit", input, "--format", "json"] + configuration.arguments
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString)")
        if configuration.writesBaseline {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            arguments += ["--write-baseline", directory.appendingPathComponent("baseline.json").path]
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        return try ExecutableTests.mcag(arguments)
    }
}
