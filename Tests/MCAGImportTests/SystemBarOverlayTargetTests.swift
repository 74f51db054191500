import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A target under the framework's system bar background is not measured by its frame.
@Suite("A touch target under the navigation bar's background")
struct SystemBarOverlayTargetTests {
    static let targets = "MCAG:touch-target-size#1"

    @Test func xsMuteButtonUnderTheNavigationBarIsLeftToAPerson() throws {
        // X's home timeline: <FrameLayout resource-id="com.twitter.android:id/audio_toggle_view"
        // clickable="true" bounds="[939,2231][1012,2304]"> under the tab bar, and the DecorView's
        // <View resource-id="android:id/navigationBarBackground" bounds="[0,2265][1080,2400]">,
        // drawn after it, over its lower half. 73 px is 4.1 mm at 450 dpi, but a finger cannot
        // reach the part under the bar.
        let screen = try ScreenReaderModelRealDumpTests.audit(TouchTargetAccuracyFixTests.androidCorpus("x-home-timeline-tr.xml"))
        let mute = try screen.index("android.widget.FrameLayout", 939, 2231, 73, 73)
        let findings = screen.findings(Self.targets, at: mute)
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("system bar") == true)
        // The tweet's "more" button higher up is under no bar: still a violation.
        let more = try screen.index("android.widget.ImageView", 979, 1029, 90, 90)
        #expect(screen.findings(Self.targets, at: more).map(\.kind) == [.violation])
    }
}
