import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// iOS captures made without the `accessible` attribute (WDA's
/// `excluded_attributes=accessible,index`), measured on the real SwiftUI
/// screens of Daybreak and a TabView test app (RadishSoftware/mobster, iOS 26.4)
/// where the unseen-iOS pass of session 21 found the pattern. Nothing in such
/// a capture says which element is an accessibility element, so UIKit's
/// defaults decide. Expectations come from reading the XML.
@Suite("iOS captures without the accessible attribute")
struct CaptureWithoutAccessibleFlagTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let size = "MCAG:touch-target-size#1"
    static let cleanNames = "MCAG:clean-names#3"

    static func iosCorpus(_ name: String) throws -> Real.Audited {
        try Real.audit(Fixtures.corpus("ios", "RadishSoftware__mobster__\(name).xml"))
    }

    @Test func aScrollIndicatorAlongItsScrollViewIsNotATarget() throws {
        // Daybreak's Today: <XCUIElementTypeOther value="0%" label="Vertical scroll bar, 1 page" x="369" y="62"
        // width="30" height="750" traits="Adjustable"> is a direct child of the ScrollView 0,0,402,874, on its
        // trailing edge: UIKit's indicator, which every capture with the flag reports accessible="false".
        let today = try Self.iosCorpus("daybreak-today")
        let indicator = try today.index("XCUIElementTypeOther", 369, 62, 30, 750)
        #expect(today.findings(Self.size, at: indicator).isEmpty)
        // The round "Settings" button beside it, 40 x 40 pt = 6.63 mm, is still a violation.
        let settings = try today.index("XCUIElementTypeButton", 342, 70, 40, 40)
        #expect(today.findings(Self.size, at: settings).map(\.kind) == [.violation])
    }

    @Test func anAdjustableElementAwayFromTheEdgeIsStillJudged() throws {
        // The same capture with the indicator moved off the scroll view's edge (x 200): nothing says it is
        // UIKit's any more, so it stays a presumed control, 30 pt wide, and is measured.
        let url = Fixtures.corpus("ios", "RadishSoftware__mobster__daybreak-today.xml")
        let moved = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "x=\"369\" y=\"62\" width=\"30\" height=\"750\"",
                                  with: "x=\"200\" y=\"62\" width=\"30\" height=\"750\"")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("moved-indicator-\(UUID()).xml")
        try moved.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let screen = try Real.audit(file)
        let slider = try screen.index("XCUIElementTypeOther", 200, 62, 30, 750)
        #expect(screen.findings(Self.size, at: slider).map(\.kind) == [.violation])
    }

    @Test func aTabBarIsAContainerNotAStop() throws {
        // The TabView app: <XCUIElementTypeTabBar name="Tab Bar" label="Tab Bar" x="0" y="791" width="402"
        // height="83"> with no accessible attribute. UITabBar is an accessibility container (its items are
        // the elements; Ice Cubes' and Pocket Casts' tab bars are accessible="false"), so its system label
        // "Tab Bar" is no name VoiceOver speaks as a stop, while the items stay stops.
        let tabs = try Self.iosCorpus("tabsfixture-tab-view")
        let bar = try tabs.index("XCUIElementTypeTabBar", 0, 791, 402, 83)
        #expect(tabs.screen.screenReader[bar].focus == .skipped)
        #expect(tabs.findings(Self.cleanNames, at: bar).isEmpty)
        let week = try tabs.index("XCUIElementTypeButton", 154, 795, 94, 54)
        #expect(tabs.screen.screenReader[week].focus.isStop)
    }

    @Test func aFormsCollectionViewIsPassedOverAndItsRowsAreStops() throws {
        // Daybreak's Settings: the Form's <XCUIElementTypeCollectionView visible="false" 0,0,402,874> holds
        // the "Daily reminder" switch row 16,208,370,53, visible="true". The collection view is a container;
        // the row is the stop, not merged into it and not ghost focus.
        let settings = try Self.iosCorpus("daybreak-settings")
        let list = try settings.index("XCUIElementTypeCollectionView", 0, 0, 402, 874)
        let row = try settings.index("XCUIElementTypeSwitch", 16, 208, 370, 53)
        #expect(settings.screen.screenReader[list].focus == .skipped)
        #expect(settings.screen.screenReader[row].focus.isStop)
        #expect(settings.findings("MCAG:ghost-focus#1", at: row).isEmpty)
    }
}
