import AcmeAccessibility
import Foundation
import MCAGCommandLine
import MCAGImport
import MCAGRules
import Testing

/// ACME's own `mcag` (the `acme-mcag` target) runs `MCAGCommandLine` with
/// ACME's house rules; these tests call the same entry point in process.
@Suite struct CommandLineHouseRulesTests {
    static let snapshot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/acme-checkout.json").path

    /// Runs the command line with ACME's rules, writing to a fresh file, and returns status and file.
    func run(_ arguments: [String], house: HouseRules? = Acme.house) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("acme-mcag-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        let status = MCAGCommandLine.run(arguments + ["--output", file.path], houseRules: house)
        let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return (status, output)
    }

    @Test func catalogListsTheHouseCriterionBesideTheStandardOnes() throws {
        let acme = try run(["catalog", "--format", "json"])
        #expect(acme.status == 0)
        #expect(acme.output.contains("\"ACME:brand-contrast\""))
        #expect(acme.output.contains("\"MCAG:touch-target-size\""))
        let plain = try run(["catalog", "--format", "json"], house: nil)
        #expect(!plain.output.contains("ACME:brand-contrast"))
    }

    @Test func auditReportsTheHouseViolationAndFails() throws {
        let audit = try run(["audit", Self.snapshot, "--include", "ACME:brand-contrast", "--format", "json"])
        #expect(audit.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(audit.output.utf8)) as? [String: Any])
        let results = try #require(root["results"] as? [[String: Any]])
        let house = try #require(results.first { $0["requirementID"] as? String == "ACME:brand-contrast#1" })
        #expect(house["outcome"] as? String == "violation")
    }

    /// ACME's own `mcag` and `MCAG.evaluate` reach one verdict: with the house rules alone, with
    /// ACME's configuration file, and with it at a stricter minimum impact.
    @Test(arguments: [[], ["--config"], ["--config", "--min-impact", "critical"]])
    func commandAndLibraryAgreeWithHouseRules(_ flags: [String]) throws {
        let configuration = try #require(Bundle.module.url(forResource: "Resources/mcag", withExtension: "json"))
        var arguments = ["audit", Self.snapshot, "--format", "json"]
        var options = Acme.options
        options.minimumImpact = .minor
        if flags.contains("--config") {
            arguments += ["--config", configuration.path]
            options = AuditOptions(configuration: try HouseConfiguration.load(from: configuration), house: Acme.house)
        }
        if flags.contains("--min-impact") {
            arguments += ["--min-impact", "critical"]
            options.minimumImpact = .critical
        }
        let snapshot = try SnapshotImporter.importFile(at: URL(fileURLWithPath: Self.snapshot))
        let verdict = try MCAG.evaluate(snapshot, options)
        let run = try run(arguments)
        #expect(run.status == (verdict.passed ? 0 : 1))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(root["passed"] as? Bool == verdict.passed)
    }

    @Test func theStandardToolRefusesTheHouseCriterion() throws {
        let plain = try run(["audit", Self.snapshot, "--include", "ACME:brand-contrast"], house: nil)
        #expect(plain.status == 2)
    }

    @Test func houseRulesThatDoNotMergeStopEveryCommand() throws {
        let clash = HouseRules(namespace: "ACME") {
            Criterion("MCAG:touch-target-size", number: "ACME-9", "Clash") {
                Requirement("Reuses a standard ID", impact: .minor) {}
            }
        }
        #expect(try run(["catalog"], house: clash).status == 2)
        #expect(try run(["audit", Self.snapshot], house: clash).status == 2)
    }
}
