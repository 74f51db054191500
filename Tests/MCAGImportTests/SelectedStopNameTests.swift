import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A focusable, selected Android stop is judged for its name like a control
/// (``InteractiveNameCheck/isSelectedStop(_:_:platform:)``), on real dumps.
struct SelectedStopNameTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func theCurrentTabOfAStripWithOnlyAnIconIsUnnamed() throws {
        // SayHi's top strip: <LinearLayout focusable="true" selected="true" clickable="false"
        // bounds="[100,80][290,192]"> holds only <ImageView selected="true"> with no description, beside two
        // clickable tabs marked NAF. TalkBack lands on it and says "selected", nothing else.
        let sayHi = try ScreenReaderWindowEdgeTests.androidCorpus("sayhi-nearby-ar.xml")
        let current = try sayHi.index("android.widget.LinearLayout", 100, 80, 190, 112)
        #expect(sayHi.findings(Self.names, at: current).map(\.kind) == [.violation])
    }

    @Test func aNamedSelectedTabPasses() throws {
        // Hinge's Compose tab row: <View content-desc="Discover, tab 1 of  5, selected" focusable="true"
        // selected="true" clickable="false" bounds="[0,1830][216,1920]">, named by its description.
        let hinge = try ScreenReaderModelRealDumpTests.fixture("uiautomator-dump", "abhayraghuwanshi__hinge-genie__ui_dump.xml")
        let discover = try hinge.index("android.view.View", 0, 1830, 216, 90)
        #expect(hinge.findings(Self.names, at: discover).map(\.kind) == [.pass])
    }
}
