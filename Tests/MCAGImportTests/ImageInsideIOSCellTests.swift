import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// MCAG 1.2.1: "Static media that present essential content have a text
/// alternative". VoiceOver stops on an accessibility element and not on its
/// subviews: an unlabelled icon inside a cell that is the element is read as
/// the cell, by the cell's label.
struct ImageInsideIOSCellTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let media = "MCAG:static-media-alternatives#1"

    @Test func anIconInsideALabelledSettingsCellIsNotAStop() throws {
        // iOS Settings (Appium, no accessible attribute): <Cell label="Privacy"> holding
        // <Image visible="false" x="20" y="343" width="29" height="30"> and the text "Privacy".
        let screen = try Real.fixture(
            "xcuitest-appium", "ldi-github__shirates-core__src__test__kotlin__shirates__core__testdata__XmlDataIos.kt__SettingsTopScreen.xml")
        let icon = try screen.index("XCUIElementTypeImage", 20, 343, 29, 30)
        #expect(screen.findings(Self.media, at: icon).isEmpty)
    }

    @Test func anIconBesideACountInAPlainGroupStillNeedsReview() throws {
        // Sioeye's live card: <Other> holding <Image 11 x 12> and <StaticText "278">; no cell, no
        // accessible flag: whether VoiceOver reaches the icon is not in the dump.
        let screen = try Real.audit(Fixtures.corpus("ios", "tyokyo__SioeyeIOSAppium__discover-zh.xml"))
        let icon = try screen.index("XCUIElementTypeImage", 21, 374, 11, 12)
        #expect(screen.findings(Self.media, at: icon).map(\.kind) == [.needsReview])
    }
}
