import Foundation
@testable import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// The two real WebDriverAgent JSON sources (`GET /source?format=json`, WDA 16.1.7 on an
/// iPhone 17, iOS 26.5; mholecy/averi, `tests/fixtures/` at 8351775): what the reader
/// takes from them, and what the audit finds that a reviewer also finds.
@Suite("Real WebDriverAgent JSON sources")
struct WDARealCaptureTests {
    static let reactNative = "mholecy__averi__tests__fixtures__wda-source-rn-myport.json"
    static let swiftUI = "mholecy__averi__tests__fixtures__wda-source-skeleton-login.json"

    static func screen(_ name: String) throws -> (snapshot: AppSnapshot, screen: Screen) {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.url("wda-json", name))
        #expect(snapshot.screens.count == 1)
        return (snapshot, try #require(snapshot.screens.first))
    }

    static func element(_ screen: Screen, _ className: String, _ x: Double, _ y: Double,
                        _ width: Double, _ height: Double) throws -> Element {
        let frame = Rect(x: x, y: y, width: width, height: height)
        return try #require(screen.tree.indices.lazy.map { screen.tree[$0] }
            .first { $0.className == className && $0.frame == frame })
    }

    @Test("Each capture is detected and imports every element SOURCES.tsv counts", arguments: [reactNative, swiftUI])
    func detectedWithItsNodeCount(name: String) throws {
        #expect(try SnapshotImporter.detectFormat(at: Fixtures.url("wda-json", name)) == .wdaJSON)
        let (_, screen) = try Self.screen(name)
        #expect(screen.tree.count == Fixtures.nodeCounts["wda-json/\(name)"])
        #expect(screen.viewport == Size(width: 402, height: 874))
        #expect(screen.unit == .points)
    }

    @Test func reactNativeTestIDsAreIdentifiersAndTheirEchoesHaveNone() throws {
        // <StaticText rawIdentifier="placeholder_title" label="MyPort"> holds an unidentified
        // <StaticText label="MyPort"> of the same rect: React Native's <Text testID> and its text.
        let (snapshot, screen) = try Self.screen(Self.reactNative)
        #expect(snapshot.app.name == "MyPort")
        let title = screen.tree.indices.filter {
            screen.tree[$0].className == "XCUIElementTypeStaticText" && screen.tree[$0].frame == Rect(x: 161, y: 443, width: 80, height: 29)
        }
        #expect(title.count == 2)
        #expect(title.map { screen.tree[$0].identifier } == ["placeholder_title", nil])
        #expect(title.allSatisfy { screen.tree[$0].label == "MyPort" })
        // `traits: "Header"` makes the navigation title a heading; the bar's rawIdentifier is its identifier.
        let heading = try Self.element(screen, "XCUIElementTypeStaticText", 172, 73, 58, 22)
        #expect(heading.role == .heading)
        let bar = try Self.element(screen, "XCUIElementTypeNavigationBar", 0, 62, 402, 54)
        #expect(bar.identifier == "MyPort")
    }

    @Test func rectWinsOverTheUnroundedNativeFrame() throws {
        // "Password login": rect {263, 70, 123, 29}, nativeFrame "{{263.33333333333331, 70}, {122.66666666666669, 28.333333333333329}}".
        let (_, screen) = try Self.screen(Self.swiftUI)
        let button = try Self.element(screen, "XCUIElementTypeButton", 263, 70, 123, 29)
        #expect(button.role == .button && button.label == "Password login" && button.identifier == nil)
        #expect(button.isAccessibilityElement == true && button.isEnabled == true)
        let empty = try Self.element(screen, "XCUIElementTypeStaticText", 201, 435, 0, 15)
        // The empty StaticText WebDriverAgent writes for an error line with nothing to say: no label.
        #expect(empty.label == nil && empty.text == nil)
    }

    @Test func anImageLabelledByItsCamelCaseAssetNameHasNoTextAlternative() throws {
        // SwiftUI's Image("pinDotEmpty") with no label: VoiceOver reads the asset name. The four
        // PIN dots say how many digits were typed, so the file name is no alternative (MCAG 1.2.1).
        let url = Fixtures.url("wda-json", Self.swiftUI)
        let snapshot = try SnapshotImporter.importFile(at: url)
        let report = try Audit(catalog: .standard).run(snapshot)
        let media = report.violations.filter { $0.requirement.requirementID == "MCAG:static-media-alternatives#1" }
        #expect(media.count == 4)
        #expect(media.allSatisfy { $0.finding.message.contains("\"pinDotEmpty\" is a resource or file name") })
        // The keypad's digits and "Forgot PIN?" are names; only the two small targets fail 2.1.1.
        let targets = report.violations.filter { $0.requirement.requirementID == "MCAG:touch-target-size#1" }
        #expect(Set(targets.compactMap { $0.finding.element?.label }) == ["delete 1", "Forgot PIN?"])
        #expect(report.violations.filter { $0.requirement.requirementID == "MCAG:interactive-elements-have-names#1" }.isEmpty)
    }

    @Test func camelCaseBrandNamesStayNames() {
        #expect(NameDefect.isCamelCaseAssetIdentifier("pinDotEmpty"))
        #expect(NameDefect.isCamelCaseAssetIdentifier("iconArrowBack2"))
        for name in ["iPhone", "iPadOS", "macOS", "eBay", "watchOS", "pin", "PinDotEmpty", "pin Dot Empty", "pinDotE"] {
            #expect(!NameDefect.isCamelCaseAssetIdentifier(name), "\(name)")
        }
    }
}
