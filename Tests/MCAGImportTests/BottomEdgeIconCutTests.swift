import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A bar on the screen's last row whose icons reach the edge flattened is
/// cut there (``ScreenReaderModelBuilder/contentRunsOffBottom(_:screenBottom:)``),
/// measured on real dumps. Expectations come from reading the XML.
struct BottomEdgeIconCutTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let size = "MCAG:touch-target-size#1"

    @Test func tabsWhoseIconsAreCutByTheScreenEdgeAreReviewed() throws {
        // SayHi, screen [0,0][720,1436]: <LinearLayout content-desc="explore" clickable="true"
        // bounds="[288,1372][432,1436]"> holds <ImageView bounds="[336,1398][384,1436]">, 48 px wide and 38 px
        // tall, ending on the edge: the icon and the tab go on below the screen, so 64 px is not their height.
        let sayHi = try ScreenReaderWindowEdgeTests.androidCorpus("sayhi-nearby-ar.xml")
        let explore = try sayHi.index("android.widget.LinearLayout", 288, 1372, 144, 64)
        #expect(sayHi.screen.screenReader[explore].clipping?.vertically == true)
        #expect(sayHi.findings(Self.size, at: explore).map(\.kind) == [.needsReview])
        // The ad's "VIEW NOW" button, away from the edge, stays a violation (56 px at any plausible density).
        let viewNow = try sayHi.index("android.widget.Button", 504, 1232, 180, 56)
        #expect(sayHi.findings(Self.size, at: viewNow).map(\.kind) == [.violation])
    }

    @Test func aTabBarOnTheLastRowWithItsContentInsideIsMeasured() throws {
        // Hinge, screen [0,0][1080,1920]: the Compose tab <View content-desc="" clickable="true"
        // bounds="[216,1830][432,1920]"> ends on the edge, but nothing inside it reaches the edge flattened
        // (the tab's badge and icons lie inside): 90 px is the whole tab, under 7 mm at any density a 1080 px
        // phone can have.
        let hinge = try Real.fixture("uiautomator-dump", "abhayraghuwanshi__hinge-genie__ui_dump.xml")
        let standouts = try hinge.index("android.view.View", 216, 1830, 216, 90)
        #expect(hinge.findings(Self.size, at: standouts).map(\.kind) == [.violation])
    }
}
