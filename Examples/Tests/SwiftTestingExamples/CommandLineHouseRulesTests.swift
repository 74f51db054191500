import AcmeAccessibility
import Foundation
import MCAGCommandLine
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
