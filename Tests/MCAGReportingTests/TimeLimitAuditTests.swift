import Foundation
import Testing

/// A time limit given in a JSON snapshot reaches the 2.3.1 check through
/// `mcag audit`: its multiples are read, so an adjustable limit can pass and
/// a short one fails.
@Suite(.temporaryFolder) struct TimeLimitAuditTests {
    static func outcome(adjustableUpTo multiple: Int, version: Int) throws -> String? {
        let screens = version == 1 ? #"[{"root": {"role": "window"}}]"# : #"[{"elements": [{"role": "window"}]}]"#
        let json = """
        {"formatVersion": \(version), "app": {"timeLimits": [{"name": "Session", "duration": 600, "canBeTurnedOff": false,
          "canBeAdjusted": true, "adjustableUpTo": \(multiple), "canBeExtended": false}]}, "screens": \(screens)}
        """
        let folder = try AuditCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("limit.json")
        try Data(json.utf8).write(to: file)
        let run = try AuditCommandTests.run("audit", file.path, "--format", "json")
        let results = try AuditCommandTests.json(run.output)["results"] as? [[String: Any]] ?? []
        let result = results.first { ($0["requirementID"] as? String)?.hasPrefix("MCAG:adjustable-time-limits#") == true }
        return result?["outcome"] as? String
    }

    @Test(arguments: [1, 2])
    func anAdjustableLimitPassesAndAShortOneFails(version: Int) throws {
        #expect(try Self.outcome(adjustableUpTo: 20, version: version) == "pass")
        #expect(try Self.outcome(adjustableUpTo: 2, version: version) == "violation")
    }
}
