import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Android frames cut by the window's or screen's own edge, not a scrolling
/// container's: uiautomator clips bounds to what is drawn, so the frame is
/// only the visible part and its size is not a violation.
struct ScreenReaderWindowEdgeTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let size = "MCAG:touch-target-size#1"

    static func androidCorpus(_ name: String, dpi: Double? = nil) throws -> Real.Audited {
        try Real.audit(Fixtures.corpus("android", name), dpi: dpi)
    }

    @Test func theComposeBarCutAtTheWindowBottomIsCutVertically() throws {
        // WhatsApp, window [0,0][720,1483]: the footer <FrameLayout resource-id="com.whatsapp:id/footer"
        // bounds="[0,1450][720,1483]"> is 33 px beside a 1354 px sibling FrameLayout, and the compose bar's
        // <ImageButton content-desc="Anexar" bounds="[504,1455][573,1483]"> inside it ends on the window's
        // bottom edge although it is the tallest button there.
        let whatsapp = try Real.fixture("uiautomator-dump", "09franchico__auto-zap__window_dump.xml", dpi: 320)
        let attach = try whatsapp.index("android.widget.ImageButton", 504, 1455, 69, 28)
        let clipping = try #require(whatsapp.screen.screenReader[attach].clipping)
        #expect(clipping.vertically && !clipping.horizontally && clipping.container == nil)
        // Only its height is cut: its whole 69 px width is 5.48 mm at the stated 320 dpi, under 7 mm, so it
        // fails whatever the hidden part is (TouchTargetUncutSide), and the message names the side and the cut.
        let sizes = whatsapp.findings(Self.size, at: attach)
        #expect(sizes.map(\.kind) == [.violation])
        #expect(sizes.first?.message.hasPrefix("Target's width measures 5.48 mm") == true)
        #expect(sizes.first?.message.contains("cut at the screen's edge") == true)
    }

    @Test func aButtonCutAtTheScreensRightEdgeIsReviewed() throws {
        // Streamverse: in the scrolled row <View clickable="true" bounds="[924,624][1280,932]">, the
        // "Add to favorites" <View bounds="[1218,606][1280,750]"> ends on the screen's right edge, 62 px wide
        // beside a 332 px sibling View [948,648][1280,836].
        let list = try Self.androidCorpus("streamverse-list.xml", dpi: 480)
        let favourite = try list.index("android.view.View", 1218, 606, 62, 144)
        #expect(list.screen.screenReader[favourite].clipping?.horizontally == true)
        #expect(list.findings(Self.size, at: favourite).map(\.kind) == [.needsReview])
    }

    @Test func aBottomTabBarAsTallAsItsTabsIsStillJudged() throws {
        // Instagram (MIUI), window [0,0][1080,2220]: <FrameLayout resource-id="com.instagram.android:id/feed_tab"
        // bounds="[0,2164][216,2220]"> ends on the window's bottom beside taller children of other classes,
        // but every tab is 56 px like it: a bar placed at the bottom, not cut; a small tab stays a violation.
        let instagram = try Real.fixture(
            "uiautomator-dump", "100lvlmaster__instagram-scraper-uiautomator__dumps__1638253167077344377__profile.xml",
            dpi: 420)
        let tab = try instagram.index("android.widget.FrameLayout", 0, 2164, 216, 56)
        #expect(instagram.screen.screenReader[tab].clipping == nil)
    }

    @Test func aBarAtTheScreensTopIsNotCut() throws {
        // TikTok, a 480×568 capture: the top bar <FrameLayout bounds="[0,0][480,65]"> starts on the window's
        // top edge and is shorter than the ViewPager [0,65][480,568] beside it, but layouts fill from the top:
        // a bar there is placed, not cut.
        let tiktok = try Real.fixture("uiautomator-dump", "NikDzub__tk23__dum.xml", dpi: 240)
        let bar = try tiktok.index("android.widget.FrameLayout", 0, 0, 480, 65)
        #expect(tiktok.screen.screenReader[bar].clipping == nil)
    }
}
