import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

@Suite("XCUITest page sources map to elements", .temporaryFolder)
struct XCUITestImportTests {
    static let motion = Fixtures.url("xcuitest-appium", "mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion.xml")
    static let theApp = Fixtures.url("xcuitest-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__ios.xml")

    @Test func appElementGivesViewportAppFactsAndAnAssumedDensity() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.motion)
        #expect(snapshot.app.platform == .ios)
        #expect(snapshot.app.name == "Settings")
        #expect(snapshot.app.bundleIdentifier == "com.apple.Preferences")
        let screen = snapshot.screens[0]
        #expect(screen.unit == .points)
        #expect(screen.viewport == Size(width: 402, height: 874))
        #expect(screen.orientation == .portrait)
        // 402 × 874 pt is the iPhone 16 Pro: 460 ppi at @3x, 153.3 pt per inch.
        #expect(screen.density?.assumption?.contains("assumed 153.3 pt per inch") == true)
        #expect(screen.tree[0].role == .application)
        #expect(screen.tree[0].attributes?["processId"] == "53463")
    }

    @Test func traitsRefineRolesAndStates() throws {
        let tree = try SnapshotImporter.importFile(at: Self.motion).screens[0].tree
        let title = try #require(tree.elements.first { $0.label == "Motion" && $0.className == "XCUIElementTypeStaticText" })
        #expect(title.role == .heading)
        #expect(title.text == "Motion")
        let toggle = try #require(tree.elements.first { $0.identifier == "REDUCE_MOTION" && $0.className == "XCUIElementTypeSwitch" })
        #expect(toggle.role == .switch)
        #expect(toggle.isChecked == false)
        #expect(toggle.isAccessibilityElement == true)
        #expect(toggle.traits == ["ToggleButton", "StaticText", "Button"])
        let back = try #require(tree.first(named: "BackButton"))
        #expect(back.role == .button)
        #expect(back.label == "Accessibility")
        #expect(back.frame == Rect(x: 16, y: 62, width: 44, height: 44))
        let scrollBars = tree.elements.filter { $0.className == "XCUIElementTypeOther" && $0.hasTrait("Adjustable") }
        #expect(!scrollBars.isEmpty)
        #expect(scrollBars.allSatisfy { $0.role == .slider })
    }

    @Test func nameIsTheIdentifierOnlyWhenItDiffersFromTheLabel() throws {
        let tree = try SnapshotImporter.importFile(at: Self.theApp).screens[0].tree
        let button = try #require(tree.elements.first { $0.label == "The App" })
        #expect(button.identifier == nil)
        let navigation = try #require(tree.elements.first { $0.className == "XCUIElementTypeNavigationBar" })
        #expect(navigation.identifier == "RCCView")
        #expect(navigation.label == nil)
        #expect(navigation.role == .navigationBar)
    }

    @Test func emptyBooleansAreUnknownNotFalse() throws {
        let tree = try SnapshotImporter.importFile(at: Self.theApp).screens[0].tree
        let fakes = tree.elements.filter { $0.identifier?.hasPrefix("fake") == true }
        #expect(!fakes.isEmpty)
        #expect(fakes.allSatisfy { $0.isEnabled == nil })
        #expect(tree.elements.allSatisfy { $0.isAccessibilityElement == nil })
    }

    @Test func pointsPerInchOptionReplacesTheAssumption() throws {
        let screen = try SnapshotImporter.importFile(at: Self.motion, options: ImportOptions(iosPointsPerInch: 153)).screens[0]
        #expect(screen.density?.isAssumed == false)
        let width = try #require(screen.millimetres(153))
        #expect(abs(width - 25.4) < 0.0001)
    }

    @Test func unknownTypesAndAttributesAreKept() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0" width="390" height="844">
        <XCUIElementTypeHologram type="XCUIElementTypeHologram" label="Beam" x="0" y="900" width="10" height="10" sparkle="yes"/>
        <XCUIElementTypeImage type="XCUIElementTypeImage" traits="Image, Button" x="0" y="0" width="44" height="44" accessible="true"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Buy" traits="NotEnabled, Button" x="0" y="50" width="44" height="44"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        let tree = try SnapshotImporter.importFile(at: Fixtures.temporaryFile("unknown.xml", xml)).screens[0].tree
        let hologram = try #require(tree.first(named: "Beam"))
        #expect(hologram.role == .unknown)
        #expect(hologram.className == "XCUIElementTypeHologram")
        #expect(hologram.attributes == ["sparkle": "yes"])
        #expect(hologram.isOnScreen == false)
        #expect(tree[2].role == .button)
        #expect(tree[2].isOnScreen == true)
        let buy = try #require(tree.first(named: "Buy"))
        #expect(buy.isEnabled == false)
    }

    @Test("Types map to roles", arguments: [
        ("XCUIElementTypeButton", Role.button), ("XCUIElementTypeStaticText", .text), ("XCUIElementTypeCell", .cell),
        ("XCUIElementTypeTable", .list), ("XCUIElementTypeSecureTextField", .secureTextField),
        ("XCUIElementTypeWebView", .webView), ("XCUIElementTypeKey", .button), ("XCUIElementTypeOther", .container),
        ("XCUIElementTypeSegmentedControl", .segmentedControl), ("XCUIElementTypeAlert", .alert),
    ])
    func mapsTypes(type: String, role: Role) {
        #expect(XCUITestRoles.role(type: type, traits: []) == role)
    }
}

@Suite("XCUITest text views")
struct XCUITestTextViewTests {
    @Test func readOnlyTextViewsAreTextWithTheirValueAsText() throws {
        let url = Fixtures.url("xcuitest-appium", "Neverlow512__iOS-Appium-Path-Extractor__Input__page_1.xml")
        let tree = try SnapshotImporter.importFile(at: url).screens[0].tree
        let title = try #require(tree.first(named: "bannerTitle"))
        #expect(title.role == .text)
        #expect(title.className == "XCUIElementTypeTextView")
        #expect(title.text == "We Care About Your Privacy")
        #expect(title.label == nil)
    }
}
