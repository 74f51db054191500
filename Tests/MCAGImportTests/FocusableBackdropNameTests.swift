import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A full-screen, nameless backdrop behind a sheet (1.1.3): Material's
/// `touch_outside` is not focusable and not important for accessibility, so
/// TalkBack never lands on it; a focusable one whose strip above the sheet
/// shows is a stop that says only "double-tap to activate".
struct FocusableBackdropNameTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func aFocusableBackdropLeftUncoveredAboveTheSheetNeedsAName() throws {
        // TikTok Lite: <FrameLayout NAF="true" clickable="true" focusable="true" bounds="[0,116][1080,2094]">,
        // no children, followed under the same parent by the sheet <RelativeLayout bounds="[0,529][1080,2094]">:
        // the strip from 116 to 529 shows the backdrop, and TalkBack lands on it.
        let lite = try ScreenReaderWindowEdgeTests.androidCorpus("tiktok-lite-signup-id.xml")
        let backdrop = try lite.index("android.widget.FrameLayout", 0, 116, 1080, 1978)
        #expect(lite.findings(Self.names, at: backdrop).map(\.kind) == [.violation])
    }

    @Test func materialsDismissAreaAndACoveredBackdropStayForReview() throws {
        // Nusuk: Material's <View touch_outside clickable="true" focusable="false" bounds="[0,75][1080,2205]">.
        let nusuk = try ScreenReaderWindowEdgeTests.androidCorpus("nusuk-booking-fr.xml")
        let outside = try nusuk.index("android.view.View", 0, 75, 1080, 2130)
        #expect(nusuk.findings(Self.names, at: outside).map(\.kind) == [.needsReview])
        // Zomato: <View cart_bg_container clickable="true" focusable="true" bounds="[0,0][1344,2920]">, followed
        // by <ViewGroup layout_menu_bottom_container bounds="[0,0][1344,2920]"> that spans it whole: what of it
        // shows is not in the dump.
        let zomato = try ScreenReaderWindowEdgeTests.androidCorpus("zomato-cart-summary.xml")
        let cartBackground = try zomato.index("android.view.View", 0, 0, 1344, 2920)
        #expect(zomato.findings(Self.names, at: cartBackground).map(\.kind) == [.needsReview])
    }
}
