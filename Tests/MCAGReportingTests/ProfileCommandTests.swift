import Foundation
import MCAGRules
import Testing

/// `mcag audit --profile` end to end: every report format names the profile
/// in its header, threshold findings carry it, and the verdict moves with it.
@Suite(.temporaryFolder) struct ProfileCommandTests {
    static let shop = AuditCommandTests.shop

    @Test(arguments: ["text", "json", "junit", "sarif", "markdown", "html"])
    func everyFormatNamesTheProfile(_ format: String) throws {
        var run = try ExecutableTests.mcag("audit", Self.shop, "--profile", "material", "--format", format)
        #expect(run.status == 1, "stderr: \(run.error)")
        // Markdown backslash-escapes the parentheses and other punctuation of every text it did not write.
        if format == "markdown" { run.output = run.output.replacingOccurrences(of: "\\", with: "") }
        let summary = ThresholdProfile.material.summary
        let escaped = summary.replacingOccurrences(of: "&", with: "&amp;")
        #expect(run.output.contains(summary) || run.output.contains(escaped) || run.output.contains("\"name\": \"material\""),
                "\(format) report does not name the profile")
        var mcag = try ExecutableTests.mcag("audit", Self.shop, "--format", format)
        if format == "markdown" { mcag.output = mcag.output.replacingOccurrences(of: "\\", with: "") }
        #expect(mcag.output.contains("mcag (touch targets 7 × 7 mm") || mcag.output.contains("\"name\": \"mcag\""),
                "\(format) report does not name the default profile")
    }

    @Test func thresholdFindingsRecordTheProfileAndOthersDoNot() throws {
        let run = try ExecutableTests.mcag("audit", Self.shop, "--profile", "wcag22", "--format", "json")
        let root = try AuditCommandTests.json(run.output)
        #expect((root["profile"] as? [String: Any])?["name"] as? String == "wcag22")
        let results = root["results"] as? [[String: Any]] ?? []
        var thresholdFindings = 0
        for result in results {
            let id = result["requirementID"] as? String ?? ""
            let readsThresholds = id.hasPrefix("MCAG:touch-target-size") || id.hasPrefix("MCAG:text-color-contrast")
                || id.hasPrefix("MCAG:essential-elements-color-contrast")
            for finding in result["findings"] as? [[String: Any]] ?? [] where finding["check"] is String {
                if readsThresholds {
                    thresholdFindings += 1
                    #expect(finding["profile"] as? String == "wcag22", "\(id)")
                } else {
                    #expect(finding["profile"] is NSNull || finding["profile"] == nil, "\(id)")
                }
            }
        }
        #expect(thresholdFindings > 0)
    }

    @Test func theConfigurationChoosesAProfileAndTheCommandLineWins() throws {
        let directory = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("house.json")
        try Data(#"{"profile": {"name": "acme", "base": "wcag22", "touchTarget": {"side": 9, "unit": "mm"}}}"#.utf8).write(to: config)
        let house = try AuditCommandTests.json(try ExecutableTests.mcag("audit", Self.shop, "--config", config.path, "--format", "json").output)
        #expect((house["profile"] as? [String: Any])?["name"] as? String == "acme")
        let chosen = try ExecutableTests.mcag("audit", Self.shop, "--config", config.path, "--profile", "apple-hig", "--format", "json")
        #expect((try AuditCommandTests.json(chosen.output)["profile"] as? [String: Any])?["name"] as? String == "apple-hig")
        let unknown = try ExecutableTests.mcag("audit", Self.shop, "--profile", "hig")
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("'--profile hig' is not one of: mcag, wcag22, apple-hig, material"))
    }
}
