import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Checks that read ``PlatformSemantics`` fields, on real dumps. Each
/// expectation comes from reading the dump's XML with TalkBack in mind, and
/// the reason is written next to it.
@Suite("Platform semantics checks on real dumps")
struct PlatformSemanticsChecksRealDumpTests {
    static let screenTitled = "MCAG:screen-titled#1"

    static func audit(_ folder: String, _ name: String) throws -> AuditReport {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.url(folder, name), options: ImportOptions())
        return try Audit(catalog: .standard).run(snapshot)
    }

    static func findings(_ report: AuditReport, _ requirement: String) -> [Finding] {
        report.results.filter { $0.requirementID == requirement }.flatMap(\.findings)
    }

    @Test func anAndroidPaneTitleTitlesTheScreen() throws {
        // Gmail: the app's root <FrameLayout bounds="[0,0][1440,3120]" pane-title="Inbox">. TalkBack
        // announces a pane title when the pane appears, so "Inbox" is read as the screen opens.
        let report = try Self.audit("uiautomator2-appium", "Bioto__tron-ai__page_source__gmail.xml")
        let findings = Self.findings(report, Self.screenTitled)
        #expect(findings.map(\.kind) == [.pass])
        #expect(findings.first?.message.contains("\"Inbox\"") == true)
    }

    @Test func aBlankPaneTitleDecidesNothing() throws {
        // FCG Doctor: the root <FrameLayout bounds="[0,0][1080,2220]" pane-title=" ">. A space is
        // announced as nothing, and nothing else in the tree names the screen: a person must listen.
        let report = try Self.audit("uiautomator2-appium", "Irshad-Fakeeh__FCGDoctorAppiumTest__page_source.xml")
        let kinds = Self.findings(report, Self.screenTitled).map(\.kind)
        #expect(!kinds.contains(.pass))
        #expect(!kinds.contains(.violation))
    }

    @Test func fieldsThatAreNotInErrorAreNeverAnErrorViolation() throws {
        // Gmail: every node says content-invalid="false" and none carries error text, so no field is
        // in error; the capture cannot show how errors are read, and the screen is left for a person.
        let report = try Self.audit("uiautomator2-appium", "Bioto__tron-ai__page_source__gmail.xml")
        let findings = Self.findings(report, "MCAG:error-identification#4")
        #expect(findings.count == 1)
        #expect(findings.first?.kind == .needsReview)
        #expect(findings.first?.element == nil)
    }
}
