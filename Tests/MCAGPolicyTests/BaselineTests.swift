import MCAGHouseRuleFixtures
import Foundation
import Testing
import MCAGRules

@Suite struct BaselineTests {
    static func report(_ screen: Screen) throws -> AuditReport {
        try MCAG.evaluate(screen, Acme.options()).report
    }

    @Test func recordingGroupsViolationsByFingerprint() throws {
        let baseline = Baseline.record(try Self.report(Acme.checkout))
        #expect(baseline.entries.map(\.fingerprint) == [
            "ACME:tap-height#1 @ Checkout :: id=pay",
            "ACME:tap-height#1 @ Checkout :: link \"Terms\" in window[id=main]",
        ])
        #expect(baseline.entries.map(\.count) == [1, 1])
    }

    @Test func unchangedReportHasOnlyKnownViolations() throws {
        let report = try Self.report(Acme.checkout)
        let comparison = Baseline.record(report).compare(report)
        #expect(comparison.new.isEmpty)
        #expect(comparison.known.count == 2)
        #expect(comparison.fixed.isEmpty)
    }

    @Test func movingElementsAndInsertingSiblingsKeepsThemKnown() throws {
        let baseline = Baseline.record(try Self.report(Acme.checkout))
        let moved = Screen(name: "Checkout", Node(Element(role: .window, identifier: "main")) {
            Node(Element(role: .link, label: "Privacy", frame: Rect(x: 0, y: 0, width: 300, height: 48)))
            Node(Element(role: .link, label: "Terms", frame: Rect(x: 99, y: 10, width: 61, height: 30)))
            Node(Element(role: .button, label: "Pay now", identifier: "pay", frame: Rect(x: 1, y: 2, width: 3, height: 20)))
        })
        let comparison = baseline.compare(try Self.report(moved))
        #expect(comparison.new.isEmpty)
        #expect(comparison.known.count == 2)
    }

    @Test func newViolationsAreNewAndFixedOnesAreReported() throws {
        let baseline = Baseline.record(try Self.report(Acme.checkout))
        let later = Screen(name: "Checkout", Node(Element(role: .window, identifier: "main")) {
            Node(Element(role: .button, label: "Pay", identifier: "pay", frame: Rect(x: 16, y: 600, width: 200, height: 10)))
            Node(Element(role: .link, label: "Terms", frame: Rect(x: 16, y: 640, width: 60, height: 48)))
            Node(Element(role: .button, label: "Help", identifier: "help", frame: Rect(x: 16, y: 700, width: 40, height: 20)))
        })
        let comparison = baseline.compare(try Self.report(later))
        #expect(comparison.new.map(\.fingerprint) == ["ACME:tap-height#1 @ Checkout :: id=help"])
        #expect(comparison.known.map(\.fingerprint) == ["ACME:tap-height#1 @ Checkout :: id=pay"])
        #expect(comparison.fixed.map(\.fingerprint) == ["ACME:tap-height#1 @ Checkout :: link \"Terms\" in window[id=main]"])
    }

    @Test func identicalSiblingsAreCountedSoFixingOneShows() throws {
        func toolbar(icons: Int) -> Screen {
            Screen(name: "Editor", Node(Element(role: .toolbar)) {
                for _ in 0..<icons { Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 20, height: 20))) }
            })
        }
        let baseline = Baseline.record(try Self.report(toolbar(icons: 3)))
        #expect(baseline.entries.map(\.count) == [3])
        let fewer = baseline.compare(try Self.report(toolbar(icons: 2)))
        #expect(fewer.known.count == 2)
        #expect(fewer.fixed.map(\.count) == [1])
        let more = baseline.compare(try Self.report(toolbar(icons: 4)))
        #expect(more.new.count == 1)
    }

    @Test func theReportToShowDropsExactlyTheKnownFindingsByIdentity() throws {
        // Three identical icons, two of them known: the verdict sets those two aside by their
        // place in the report, and the report it shows keeps the third, the new one.
        func toolbar(icons: Int) -> Screen {
            Screen(name: "Editor", Node(Element(role: .toolbar)) {
                for _ in 0..<icons { Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 20, height: 20))) }
            })
        }
        let baseline = Baseline.record(try Self.report(toolbar(icons: 2)))
        let verdict = try MCAG.evaluate(toolbar(icons: 3), Acme.options(baseline: baseline))
        #expect(verdict.baseline?.known.count == 2)
        #expect(verdict.issues.count == 1)
        let shown = try #require(verdict.reportWithoutSetAsideFindings.results.first { $0.requirementID == "ACME:tap-height#1" })
        let all = try #require(verdict.report.results.first { $0.requirementID == "ACME:tap-height#1" })
        #expect(all.violations.count == 3)
        #expect(shown.violations.count == 1)
        #expect(shown.violations.first == all.violations.last)
    }

    @Test func saveAndLoadRoundTrip() throws {
        let baseline = Baseline.record(try Self.report(Acme.checkout))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try baseline.save(to: url)
        #expect(try Baseline.load(from: url) == baseline)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("\"fingerprint\" : \"ACME:tap-height#1 @ Checkout :: id=pay\""))
    }

    @Test func unreadableOrWrongFilesAreErrorsNamingTheFile() {
        #expect(throws: BaselineError.self) { try Baseline.load(from: URL(fileURLWithPath: "/nonexistent/baseline.json")) }
        #expect(throws: BaselineError(file: "b.json", message: "has version 2; this release reads version 1")) {
            try Baseline.decode(Data(#"{"version": 2, "entries": []}"#.utf8), source: "b.json")
        }
        #expect(throws: BaselineError.self) { try Baseline.decode(Data("[]".utf8), source: "b.json") }
    }

    @Test func auditWithABaselineFailsOnlyOnNewViolations() throws {
        let baseline = Baseline.record(try MCAG.evaluate(Acme.checkout, Acme.options()))
        let verdict = try MCAG.audit(Acme.checkout, Acme.options(baseline: baseline))
        #expect(verdict.passed)
        #expect(verdict.message.contains("Baseline: 2 known violation(s) tolerated"))
        let worse = Screen(name: "Checkout", Node(Element(role: .window, identifier: "main")) {
            Node(Element(role: .button, label: "Pay", identifier: "pay", frame: Rect(x: 16, y: 600, width: 200, height: 10)))
            Node(Element(role: .button, label: "Gift", identifier: "gift", frame: Rect(x: 16, y: 600, width: 200, height: 10)))
        })
        let failing = try MCAG.evaluate(worse, Acme.options(baseline: baseline))
        #expect(failing.issues.compactMap(\.item?.finding.element?.identifier) == ["gift"])
        #expect(failing.message.contains("1 fixed, record the baseline again to drop:\n  - ACME:tap-height#1 @ Checkout :: link \"Terms\" in window[id=main]"))
    }

    @Test func fingerprintPathIgnoresPositionsButKeepsIdentifiersWithSlashes() throws {
        let screen = Screen(name: "S", Node(Element(role: .window)) {
            Node(Element(role: .container))
            Node(Element(role: .container)) {
                Node(Element(role: .list, identifier: "com.app:id/items")) {
                    Node(Element(role: .button, label: "Keep"))
                    Node(Element(role: .button, label: "Buy", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
                }
            }
        })
        let finding = try #require(MCAG.evaluate(screen, Acme.options()).issues.first?.item?.finding.element)
        #expect(finding.path == "window/container[1]/list[id=com.app:id/items]/button[1]")
        #expect(Fingerprint.of(finding) == "S :: button \"Buy\" in window/container/list[id=com.app:id/items]")
    }

    /// Issue 31, case 20: an audit of another screen does not fix the Checkout
    /// entries, and the baseline recorded from it keeps them.
    @Test func entriesOfAScreenNotAuditedAreNeitherFixedNorDropped() throws {
        let baseline = Baseline.record(try MCAG.evaluate(Acme.checkout, Acme.options()))
        let other = Screen(name: "Login", Node(Element(role: .window, identifier: "main")) {
            Node(Element(role: .button, label: "Sign in", identifier: "sign-in", frame: Rect(x: 16, y: 600, width: 200, height: 10)))
        })
        let verdict = try MCAG.evaluate(other, Acme.options(baseline: baseline))
        let comparison = try #require(verdict.baseline)
        #expect(comparison.fixed.isEmpty)
        #expect(comparison.notAudited.map(\.fingerprint) == baseline.entries.map(\.fingerprint))
        #expect(comparison.new.map(\.fingerprint) == ["ACME:tap-height#1 @ Login :: id=sign-in"])
        #expect(!verdict.message.contains("record the baseline again to drop"))
        #expect(verdict.message.contains("2 violation(s) of the baseline are on screens this audit did not cover"))
        let rewritten = Baseline.record(verdict)
        #expect(rewritten.entries.map(\.fingerprint) == baseline.entries.map(\.fingerprint) + ["ACME:tap-height#1 @ Login :: id=sign-in"])
        // A policy that does not know the screens audited compares every entry, as before.
        #expect(baseline.compare(verdict.failingBeforeBaseline).fixed.count == 2)
    }
}
