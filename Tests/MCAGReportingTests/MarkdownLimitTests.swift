import Foundation
import Testing

/// The Markdown report fits one GitHub pull-request comment (65,536
/// characters) however many screens are audited: the most severe
/// violations first, the rest counted in a note.
@Suite struct MarkdownLimitTests {
    static let limit = 65_536

    @Test func tenRealScreensFitOneComment() throws {
        let directory = CatalogExportTests.packageRoot.appendingPathComponent("Tests/Fixtures/uiautomator-dump").path
        let markdown = try ExecutableTests.mcag(["audit", directory, "--format", "markdown"]).output
        #expect(markdown.utf8.count <= Self.limit)
        let json = try AuditCommandTests.json(try ExecutableTests.mcag(["audit", directory, "--format", "json"]).output)
        let total = AuditCommandTests.violations(inJSONReport: json).count
        #expect(markdown.contains("### Violations: \(total) in "))
        // Ten screens hold more than one comment can list: a note counts what was left out.
        let note = try #require(markdown.range(of: #"… (\d+) more violations? \(less severe ones last\)"#, options: .regularExpression))
        let omitted = Int(markdown[note].split(separator: " ")[1]) ?? 0
        #expect(omitted > 0 && omitted < total)
        let critical = try #require(markdown.range(of: "#### Critical"))
        #expect(critical.lowerBound < note.lowerBound, "the most severe violations come first")
    }

    @Test func oneScreenIsNotCut() throws {
        let file = CatalogExportTests.packageRoot.appendingPathComponent("Examples/Dumps/android-futu-community.xml").path
        let markdown = try ExecutableTests.mcag(["audit", file, "--dpi", "420", "--format", "markdown"]).output
        #expect(markdown.utf8.count <= Self.limit)
        #expect(!markdown.contains("less severe ones last"))
    }
}
