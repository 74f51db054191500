import MCAGHouseRuleFixtures
import Foundation
import Testing
import MCAGRules

/// A million failing elements must fit in memory: what repeats per finding
/// is shared, and messages are built when read.
@Suite struct CompactFindingsTests {
    @Test func aReportedFindingCarriesItsResultByReference() {
        // Three words (the shared result, a position, a rarely used override), not copies of the result and finding.
        #expect(MemoryLayout<ReportedFinding>.size <= 3 * MemoryLayout<Int>.size)
        // A finding is one reference to fields its copies share: a check returns one per element.
        #expect(MemoryLayout<Finding>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Finding?>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<RequirementResult>.size > MemoryLayout<Int>.size * 4)
    }

    @Test func issuesHoldNoSuppressionOrMessageInline() {
        // The finding, an optional message someone set, the kind and one reference for a suppression.
        let bound = MemoryLayout<ReportedFinding?>.size + MemoryLayout<String?>.size + 2 * MemoryLayout<Int>.size
        #expect(MemoryLayout<AuditIssue>.size <= bound)
        #expect(MemoryLayout<Suppression>.size > 2 * MemoryLayout<Int>.size)
    }

    @Test func issueMessagesAreBuiltWhenReadAndCanBeReplaced() throws {
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options())
        var issue = try #require(verdict.issues.first)
        let item = try #require(issue.item)
        #expect(issue.message.contains(item.finding.message))
        #expect(issue.message.contains(item.result.requirementID))
        issue.message = "replaced"
        #expect(issue.message == "replaced")
    }

    @Test func aReportedFindingReadsTheFindingItWasMadeFor() throws {
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options())
        for item in verdict.failingBeforeBaseline {
            #expect(item.result.findings.contains { $0 == item.finding })
            #expect(item.finding.kind == .violation)
        }
        var item = try #require(verdict.failingBeforeBaseline.first)
        var changed = item.finding
        changed.message = "set by hand"
        item.finding = changed
        #expect(item.finding.message == "set by hand")
        item.result.requirementText = "changed"
        #expect(item.finding.message == "set by hand")
    }

    @Test func replacingAResultInOneReportedFindingLeavesTheOthersAlone() throws {
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options())
        var items = verdict.failingBeforeBaseline
        try #require(items.count >= 2)
        let original = items[1].result.requirementText
        items[0].result.requirementText = "changed"
        #expect(items[0].result.requirementText == "changed")
        #expect(items[1].result.requirementText == original)
    }
}
