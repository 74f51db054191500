import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Other apps' windows in real dumps: recorded per element, set aside before
/// the audit, counted in the report, audited on request.
@Suite("App scope")
struct AppScopeTests {
    static let instagram = Fixtures.url(
        "uiautomator-dump", "100lvlmaster__instagram-scraper-uiautomator__dumps__1638253167077344377__profile.xml")
    static let hydra = Fixtures.url(
        "uiautomator-dump", "adobortnik__Hydra__automation__superproxy_dumps__ui_dump_u2_10_1_11_4_5555_20260203_165200.xml")

    /// Elements per package, counted from the XML itself (an independent oracle).
    static func packageCounts(in url: URL) throws -> [String: Int] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var counts: [String: Int] = [:]
        for part in text.components(separatedBy: "package=\"").dropFirst() {
            guard let end = part.firstIndex(of: "\"") else { continue }
            counts[String(part[..<end]), default: 0] += 1
        }
        return counts
    }

    @Test func everyAndroidElementRecordsItsPackageAndWindow() throws {
        // Instagram on MIUI: window 0 is the status bar, 1 the app, 2 the launcher's gesture bar.
        let tree = try SnapshotImporter.importFile(at: Self.instagram).screens[0].tree
        let expected = try Self.packageCounts(in: Self.instagram)
        var counted: [String: Int] = [:]
        for element in tree.elements { counted[element.appIdentifier ?? "none", default: 0] += 1 }
        #expect(counted == expected)
        let windows = tree.roots.map { tree[$0].appIdentifier }
        #expect(windows == ["com.android.systemui", "com.instagram.android", "com.miui.home"])
        for (position, root) in tree.roots.enumerated() {
            #expect(tree.descendants(of: root).allSatisfy { tree[$0].windowIndex == position })
        }
    }

    @Test func appiumWindowIdentifiersAreKept() throws {
        // <android.widget.FrameLayout … window-id="1972"> is the Facebook dump's only window.
        let tree = try SnapshotImporter.importFile(
            at: Fixtures.url("uiautomator2-appium", "ErickPenafiel__facebook-app-testing__perfil_fb.xml")).screens[0].tree
        #expect(tree.elements.allSatisfy { $0.windowIdentifier == "1972" && $0.windowIndex == 0 })
        #expect(tree.elements.allSatisfy { $0.attributes?["window-id"] == nil })
    }

    @Test func iosElementsBelongToTheirApplication() throws {
        let tree = try SnapshotImporter.importFile(
            at: Fixtures.url("xcuitest-appium", "Neverlow512__iOS-Appium-Path-Extractor__Input__page_1.xml")).screens[0].tree
        #expect(tree.elements.allSatisfy { $0.appIdentifier == "MeetMe" })
        let inWindows = tree.elements.filter { $0.className != "XCUIElementTypeApplication" }
        #expect(!inWindows.isEmpty && inWindows.allSatisfy { $0.windowIndex != nil })
    }

    @Test func systemWindowsAreSetAsideAndCounted() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.instagram)
        let counts = try Self.packageCounts(in: Self.instagram)
        let (scoped, record) = AppScope().apply(to: snapshot)
        let tree = scoped.screens[0].tree
        #expect(tree.count == counts["com.instagram.android"])
        #expect(tree.elements.allSatisfy { $0.appIdentifier == "com.instagram.android" })
        let entry = try #require(record.screens.first)
        #expect(entry.appUnderTest == "com.instagram.android")
        #expect(entry.chosenBecause == .largestWindow)
        #expect(entry.otherApps.map(\.appIdentifier) == ["com.android.systemui", "com.miui.home"])
        #expect(entry.otherApps.map(\.kind) == [.systemUI, .otherApp])
        #expect(entry.otherApps.map(\.elements) == [counts["com.android.systemui"], counts["com.miui.home"]])
        #expect(record.lines[0].contains("\(counts["com.android.systemui"] ?? 0) elements of the system UI com.android.systemui"))
        #expect(snapshot.app.bundleIdentifier == "com.instagram.android")
    }

    @Test func includingOtherAppsKeepsEverythingButStillCounts() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.hydra)
        let (kept, record) = AppScope(includesOtherApps: true).apply(to: snapshot)
        #expect(kept.screens[0].tree.count == snapshot.screens[0].tree.count)
        #expect(record.includesOtherApps)
        #expect(record.elementCount == (try Self.packageCounts(in: Self.hydra))["com.android.systemui"])
    }

    @Test func theNavigationBarsKeysAreNotReportedByDefault() throws {
        // Hydra's navigation bar holds Back, Home and Recents of com.android.systemui.
        let snapshot = try SnapshotImporter.importFile(at: Self.hydra)
        let scoped = try MCAG.evaluate(snapshot, AuditOptions()).report
        let everything = try MCAG.evaluate(snapshot, { var options = AuditOptions(); options.includesOtherApps = true; return options }()).report
        func systemFindings(_ report: AuditReport) -> Int {
            report.results.flatMap(\.findings).filter { $0.element?.identifier?.hasPrefix("com.android.systemui:") == true }.count
        }
        #expect(systemFindings(scoped) == 0)
        #expect(systemFindings(everything) > 0)
        #expect(scoped.appScope?.elementCount == (try Self.packageCounts(in: Self.hydra))["com.android.systemui"])
        #expect(everything.appScope?.includesOtherApps == true)
    }

    @Test func aNamedAppIsAuditedAlone() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.hydra)
        var options = AuditOptions()
        options.appUnderTest = "com.android.systemui"
        let report = try MCAG.evaluate(snapshot, options).report
        let entry = try #require(report.appScope?.screens.first)
        #expect(entry.appUnderTest == "com.android.systemui" && entry.chosenBecause == .named)
        #expect(entry.otherApps.map(\.appIdentifier) == ["com.scheler.superproxy"])
    }

    @Test func aMistypedAppIsAnError() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.hydra)
        var options = AuditOptions()
        options.appUnderTest = "com.scheler.superproxi"
        #expect(throws: AppScopeError.self) { try MCAG.evaluate(snapshot, options) }
    }

    /// A keyboard window taller than the app's dialog is still not the app under test.
    @Test func keyboardsAreNeverTheAppUnderTest() {
        let keyboard = "com.google.android.inputmethod.latin"
        let screen = Screen(name: "Login", unit: .pixels,
            Node(Element(role: .window, frame: Rect(x: 0, y: 0, width: 1080, height: 600), appIdentifier: "com.example.shop")) {
                Node(Element(role: .textField, frame: Rect(x: 0, y: 100, width: 1080, height: 150), appIdentifier: "com.example.shop"))
            },
            Node(Element(role: .window, frame: Rect(x: 0, y: 600, width: 1080, height: 1800), appIdentifier: keyboard)) {
                Node(Element(role: .button, label: "q", frame: Rect(x: 0, y: 1800, width: 108, height: 150), appIdentifier: keyboard))
                Node(Element(role: .button, label: "w", frame: Rect(x: 108, y: 1800, width: 108, height: 150), appIdentifier: keyboard))
            })
        let (scoped, record) = AppScope().apply(to: AppSnapshot(screen))
        #expect(scoped.screens[0].tree.count == 2)
        #expect(record.screens.first?.appUnderTest == "com.example.shop")
        #expect(record.lines == ["Login (app com.example.shop, the largest window): 3 elements of the keyboard \(keyboard)"])
    }

    @Test func textReportsNameWhatWasSetAside() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.instagram)
        let report = try MCAG.evaluate(snapshot, AuditOptions()).report
        let title = try #require(report.appScope?.title)
        #expect(title.hasPrefix("Set aside: \(report.appScope?.elementCount ?? 0) elements of other apps"))
    }
}
