import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Audits real dumps with the standard catalog. Every expected finding below was
/// confirmed by reading the dump's XML: the element, its attributes and why it fails.
@Suite("Real dumps give real findings")
struct RealDumpFindingsTests {
    static func audit(_ folder: String, _ name: String, options: ImportOptions = ImportOptions()) throws
        -> (screen: Screen, report: AuditReport)
    {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.url(folder, name), options: options)
        return (snapshot.screens[0], try Audit(catalog: .standard).run(snapshot))
    }

    static func violations(_ report: AuditReport, of requirement: String) -> [Finding] {
        report.violations.filter { $0.requirement.requirementID == requirement }.map(\.finding)
    }

    @Test func unlabelledImageButtonInTheAppiumAndroidApp() throws {
        // <android.widget.ImageButton text="" clickable="true" bounds="[0,72][168,240]"> has no content-desc.
        let (screen, report) = try Self.audit(
            "uiautomator2-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__android.xml",
            options: ImportOptions(androidDPI: 420))
        #expect(screen.tree.count == 21)
        let unnamed = Self.violations(report, of: "MCAG:interactive-elements-have-names#1")
        let back = try #require(unnamed.first?.element)
        #expect(unnamed.count == 1)
        #expect(back.className == "android.widget.ImageButton")
        #expect(back.role == .button)
        #expect(back.frame == Rect(x: 0, y: 72, width: 168, height: 168))
        // 168 px at 420 dpi is 168 / 420 × 25.4 = 10.16 mm.
        let side = try #require(back.frameInMillimetres?.width)
        #expect(abs(side - 10.16) < 0.005)
        #expect(unnamed.first?.impact == .critical)
    }

    @Test func unnamedTabInTheAppiumIOSApp() throws {
        // <XCUIElementTypeTab name="fakeTab" label="" …>: an identifier, but no label to announce.
        let (screen, report) = try Self.audit(
            "xcuitest-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__ios.xml")
        let tab = try #require(screen.tree.first(named: "fakeTab"))
        #expect(tab.role == .tab)
        let unnamed = Self.violations(report, of: "MCAG:interactive-elements-have-names#1")
        #expect(unnamed.contains { $0.element?.identifier == "fakeTab" && $0.element?.role == .tab })
    }

    @Test func roleWordInAFacebookButtonName() throws {
        // <android.widget.Button content-desc="Edit cover photo button" …>: TalkBack says "button" twice.
        let (screen, report) = try Self.audit("uiautomator2-appium", "ErickPenafiel__facebook-app-testing__perfil_fb.xml")
        let button = try #require(screen.tree.first(named: "Edit cover photo button"))
        #expect(button.role == .button)
        let roleWords = Self.violations(report, of: "MCAG:clean-names#3")
        #expect(roleWords.contains { $0.element?.label == "Edit cover photo button" })
    }

    @Test func smallUnnamedPhotoButton() throws {
        // <android.widget.ImageView resource-id="…:id/photo" clickable="true" bounds="[956,126][1014,184]">:
        // no name, and 58 px at 420 dpi is 3.51 mm, under half of 7 mm.
        let (_, report) = try Self.audit(
            "uiautomator2-appium", "zhaohexiang-zhx__appium__page_source.xml", options: ImportOptions(androidDPI: 420))
        let photo = "com.czy.hiconmultiscreen:id/photo"
        #expect(Self.violations(report, of: "MCAG:interactive-elements-have-names#1").contains { $0.element?.identifier == photo })
        let small = try #require(Self.violations(report, of: "MCAG:touch-target-size#1").first { $0.element?.identifier == photo })
        #expect(small.impact == .moderate)
        let measured = try #require(small.measured)
        #expect(abs(measured.value - 3.51) < 0.01)
        #expect(measured.threshold == 7)
    }

    @Test func notAccessibilityFriendlyPlayButtonsInAPlainDump() throws {
        // uiautomator marks <node NAF="true" resource-id="…:id/icon_play_radial" clickable="true"> itself.
        let (screen, report) = try Self.audit("uiautomator-dump", "gpaneda__philo-automation-ott__src__config__ui_dump.xml")
        let play = screen.tree.elements.filter { $0.identifier == "com.philo.philo:id/icon_play_radial" }
        #expect(!play.isEmpty)
        let unnamed = Self.violations(report, of: "MCAG:interactive-elements-have-names#1")
            .filter { $0.element?.identifier == "com.philo.philo:id/icon_play_radial" }
        #expect(unnamed.count == play.count)
        #expect(unnamed.allSatisfy { $0.message.contains("NAF") })
    }

    @Test func a44PointSystemBackButtonIsNotTooSmall() throws {
        // <XCUIElementTypeButton name="BackButton" width="44" height="44"> on a 402 × 874 pt screen
        // (iPhone 16 Pro, 460 ppi at @3x, 153.3 pt per inch): 44 × 25.4 / 153.3 = 7.29 mm.
        let (screen, report) = try Self.audit(
            "xcuitest-appium", "mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion.xml")
        #expect(screen.density?.isAssumed == true)
        let small = Self.violations(report, of: "MCAG:touch-target-size#1")
        #expect(!small.contains { $0.element?.identifier == "BackButton" })
        let result = try #require(report.results.first { $0.requirementID == "MCAG:touch-target-size#1" })
        #expect(result.findings.contains { $0.kind == .pass && $0.element?.identifier == "BackButton" })
        #expect(report.assumptions.contains { $0.contains("153.3 pt per inch") })
    }

    @Test func offscreenRowsOfAScrolledListAreNotGhostFocus() throws {
        // The Japanese date-and-time settings list is scrolled: rows above y = 0 report visible="false".
        let (screen, report) = try Self.audit(
            "xcuitest-appium",
            "ldi-github__shirates-core__src__test__kotlin__shirates__core__testdata__XmlDataIos.kt__DateAndTime_ja.xml")
        let above = screen.tree.elements.filter { ($0.frame?.maxY ?? 1) <= 0 }
        #expect(!above.isEmpty)
        #expect(above.allSatisfy { $0.isOnScreen == false && $0.isVisible == nil })
        let hidden = Self.violations(report, of: "MCAG:ghost-focus#1")
        #expect(!hidden.contains { ($0.element?.frame?.maxY ?? 1) <= 0 })
    }
}
