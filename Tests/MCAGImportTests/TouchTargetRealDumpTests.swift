import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// 2.1.1 on real dumps of the accuracy corpus: what a finger actually
/// touches. Each case names the element as the dump writes it, read in the XML.
@Suite("Touch targets on real dumps")
struct TouchTargetRealDumpTests {
    static let requirement = "MCAG:touch-target-size#1"

    static func corpusDump(_ platform: String, _ name: String) -> URL {
        Fixtures.corpus(platform, name)
    }

    /// The touch-target findings of a dump audited as `mcag audit` does: other apps set aside first.
    static func findings(_ url: URL, options: ImportOptions) throws -> [Finding] {
        let snapshot = try SnapshotImporter.importFile(at: url, options: options)
        let scoped = AppScope().apply(to: snapshot).snapshot
        let report = try Audit(catalog: .standard).run(scoped)
        return report.results.filter { $0.requirementID == requirement }.flatMap(\.findings)
    }

    static func finding(_ findings: [Finding], at frame: Rect) -> Finding? {
        findings.first { $0.element?.frame == frame }
    }

    @Test func composeRoleNodeIsJudgedThroughItsClickableParent() throws {
        // pocket-financer-compose.xml: <node class="android.widget.Button" clickable="false" focusable="false"
        // bounds="[433,1752][687,1857]"> (105 px = 6.35 mm at 420 dpi) inside <node class="android.view.View"
        // clickable="true" focusable="true" bounds="[433,1742][687,1868]"> (126 px = 7.62 mm), which takes the tap.
        let found = try Self.findings(Self.corpusDump("android", "pocket-financer-compose.xml"),
                                      options: ImportOptions(androidDPI: 420))
        #expect(Self.finding(found, at: Rect(x: 433, y: 1752, width: 254, height: 105)) == nil)
        let parent = try #require(Self.finding(found, at: Rect(x: 433, y: 1742, width: 254, height: 126)))
        #expect(parent.kind == .pass)
    }

    @Test func partsOfASettingsSwitchRowAreNotTargetsButAnAvatarInAPostIs() throws {
        // ios26-settings-motion.xml: inside <XCUIElementTypeSwitch label="Reduce Motion" value="0" accessible="true"
        // x="36" y="146" width="330" height="29">, the text part <XCUIElementTypeButton label="Reduce Motion"
        // accessible="false" x="36" y="149" width="115" height="22"> and the unnamed knob
        // <XCUIElementTypeSwitch value="0" accessible="false" x="305" y="146" width="63" height="29">.
        let settings = try Self.findings(
            Fixtures.url("xcuitest-appium", "mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion.xml"),
            options: ImportOptions(iosPointsPerInch: 153.3))
        #expect(Self.finding(settings, at: Rect(x: 36, y: 149, width: 115, height: 22)) == nil)
        #expect(Self.finding(settings, at: Rect(x: 305, y: 146, width: 63, height: 29)) == nil)
        #expect(Self.finding(settings, at: Rect(x: 36, y: 146, width: 330, height: 29)) != nil)
        // ios26-icecubes-timeline.xml: the unnamed avatar <XCUIElementTypeButton accessible="false" x="20" y="148"
        // width="40" height="41" traits="Image, Button"> inside the accessible post button is tapped on its own.
        let timeline = try Self.findings(Self.corpusDump("ios", "mobiumdev__mobium__ios26-icecubes-timeline.xml"),
                                         options: ImportOptions(iosPointsPerInch: 153.3))
        let avatar = try #require(Self.finding(timeline, at: Rect(x: 20, y: 148, width: 40, height: 41)))
        #expect(avatar.kind == .violation)
    }

    @Test func scrollIndicatorsAreNotTargets() throws {
        // ios-app-alert.xml: <XCUIElementTypeOther value="0%" label="Vertical scroll bar, 2 pages"
        // accessible="false" x="328" y="375" width="30" height="72" traits="Adjustable">: UIKit's indicator.
        let found = try Self.findings(Self.corpusDump("ios", "mobiumdev__mobium__ios-app-alert.xml"),
                                      options: ImportOptions(iosPointsPerInch: 153.3))
        #expect(Self.finding(found, at: Rect(x: 328, y: 375, width: 30, height: 72)) == nil)
        #expect(!found.contains { $0.element?.label?.contains("scroll bar") == true })
    }

    @Test func theIOSKeyboardIsSetAsideAndCounted() throws {
        let url = Self.corpusDump("ios", "mobiumdev__mobium__ios-keyboard-over-button.xml")
        let snapshot = try SnapshotImporter.importFile(at: url)
        let (scoped, record) = AppScope().apply(to: snapshot)
        // The XML holds 35 <XCUIElementTypeKey> elements, all inside <XCUIElementTypeKeyboard>.
        let keys = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "<XCUIElementTypeKey ").count - 1
        #expect(keys == 35)
        #expect(!scoped.screens[0].tree.elements.contains { $0.className == "XCUIElementTypeKey" })
        #expect(!scoped.screens[0].tree.elements.contains { $0.className == AppScope.iosKeyboard })
        let keyboard = try #require(record.screens.first?.otherApps.first { $0.appIdentifier == AppScope.iosKeyboard })
        #expect(keyboard.kind == .inputMethod)
        #expect(keyboard.elements > keys)
        #expect(scoped.screens[0].tree.count == snapshot.screens[0].tree.count - keyboard.elements)
        #expect(scoped.screens[0].tree.elements.contains { $0.label == "Back" })
    }

    @Test func fortyFourPointTargetsAndUISwitchesPass() throws {
        // AccessibilityScreen.xml: <XCUIElementTypeButton label="Settings" x="0" y="20" width="92" height="44">,
        // the back button: 44 pt = 6.86 mm at 163 pt per inch, Apple's minimum that MCAG cites.
        let back = try Self.findings(
            Self.corpusDump("ios", "ldi-github__shirates-core__XmlDataIos.kt__AccessibilityScreen.xml"),
            options: ImportOptions(iosPointsPerInch: 163))
        let button = try #require(Self.finding(back, at: Rect(x: 0, y: 20, width: 92, height: 44)))
        #expect(button.kind == .pass)
        #expect(button.message.contains("44 × 44 pt"))
        // KeyboardScreen.xml: <XCUIElementTypeSwitch label="Auto-Correction" x="319" y="355" width="51" height="31">.
        let keyboard = try Self.findings(
            Self.corpusDump("ios", "ldi-github__shirates-core__XmlDataIos.kt__KeyboardScreen.xml"),
            options: ImportOptions(iosPointsPerInch: 153.3))
        let toggle = try #require(Self.finding(keyboard, at: Rect(x: 319, y: 355, width: 51, height: 31)))
        #expect(toggle.kind == .pass)
        #expect(toggle.message.contains("unmodified-system-control"))
    }

    @Test func standardItemsOfATallEnoughNavigationBarAreSystemControls() throws {
        // ios26-kiwix-main-page.xml: <XCUIElementTypeButton label="Search in page" x="286" y="66" width="39"
        // height="36"> inside <XCUIElementTypeNavigationBar x="0" y="62" width="402" height="54"> (8.9 mm): a
        // 36 pt glass capsule, the height UIKit draws its own bar buttons at, whose touches the bar takes.
        let found = try Self.findings(Self.corpusDump("ios", "mobiumdev__mobium__ios26-kiwix-main-page.xml"),
                                      options: ImportOptions(iosPointsPerInch: 153.3))
        let item = try #require(Self.finding(found, at: Rect(x: 286, y: 66, width: 39, height: 36)))
        #expect(item.kind == .pass)
        #expect(item.exception == "unmodified-system-control")
    }

    @Test func aTelevisionDrivenByItsDPadHasNoTouchTarget() throws {
        // philo ui_dump.xml: <hierarchy rotation="0">, 1920 x 1080 px: landscape at rest and 16:9, a TV's shape;
        // <node resource-id="com.philo.philo:id/button_play" clickable="true" focused="true"
        // bounds="[1294,357][1502,453]"> holds input focus, which Android gives a button only outside touch mode.
        // <node resource-id="com.philo.philo:id/icon_play_radial" clickable="true" bounds="[744,264][808,328]">
        // is reached by that focus, not touched.
        let url = Fixtures.url("uiautomator-dump", "gpaneda__philo-automation-ott__src__config__ui_dump.xml")
        let play = Rect(x: 744, y: 264, width: 64, height: 64)
        let inferred = try Self.findings(url, options: ImportOptions())
        #expect(Self.finding(inferred, at: play) == nil)
        #expect(inferred.map(\.kind) == [.notApplicable])
        #expect(inferred.first?.message.contains("D-pad") == true)
        #expect(try SnapshotImporter.importFile(at: url).screens[0].density?.presumedTelevision == true)
        // Stated as a touch screen's density, the same target is measured and fails.
        let stated = try Self.findings(url, options: ImportOptions(androidDPI: 320))
        #expect(Self.finding(stated, at: play)?.kind == .violation)
    }
}
