import Foundation
import Testing
import MCAGTesting

/// Collects the issues a known-issue block matched, across the Sendable boundary.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Issue] = []
    func append(_ issue: Issue) { lock.lock(); stored.append(issue); lock.unlock() }
    var issues: [Issue] { lock.lock(); defer { lock.unlock() }; return stored }
}

@Suite struct ExpectAccessibleTests {
    @Test func recordsOneIssuePerViolationAtTheCallersLine() {
        let log = IssueLog()
        var line = 0
        withKnownIssue {
            line = #line + 1
            expectAccessible(Sample.twoShortButtons, options: Sample.options)
        } matching: { issue in
            log.append(issue)
            return true
        }
        let issues = log.issues
        #expect(issues.count == 2)
        #expect(issues.allSatisfy { $0.sourceLocation?.line == line })
        #expect(issues.allSatisfy { $0.sourceLocation?.fileName == "ExpectAccessibleTests.swift" })
        let texts = issues.map { $0.comments.map(\.rawValue).joined() }
        #expect(texts.first?.hasPrefix("Accessibility issue 1 of 2: SAMPLE:tap-height S-1 Tap Height [SAMPLE:tap-height#1], impact Serious") == true)
        #expect(texts.last?.contains("identifier \"stop\"") == true)
    }

    @Test func recordsNothingWhenTheAuditPasses() {
        let verdict = expectAccessible(Sample.tallButton, options: Sample.options)
        #expect(verdict?.passed == true)
    }

    @Test func recordsOneIssueWhenTheAuditCannotRun() {
        let log = IssueLog()
        var options = Sample.options
        options.includedCriteria = ["SAMPLE:nope"]
        withKnownIssue {
            expectAccessible(Sample.tallButton, options: options)
        } matching: { issue in
            log.append(issue)
            return true
        }
        #expect(log.issues.map { $0.comments.map(\.rawValue).joined() } == [
            "Accessibility audit could not run: configuration names unknown criterion 'SAMPLE:nope'",
        ])
    }
}
