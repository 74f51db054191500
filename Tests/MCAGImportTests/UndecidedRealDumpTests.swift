import MCAGCore
import Testing

/// Tests that ended *needs review* although the dump holds the evidence (issue 30), decided on real
/// dumps. "Needs review is for missing evidence, not for discomfort."
@Suite struct UndecidedRealDumpTests {
    typealias Audited = ScreenReaderModelRealDumpTests.Audited

    /// The findings of a requirement about the screen as a whole.
    func screenFindings(_ screen: Audited, _ requirement: String) -> [Finding] {
        screen.report.results.filter { $0.requirementID == requirement }.flatMap(\.findings).filter { $0.element == nil }
    }

    // MARK: 3.1.1 Screen Titled

    static let titled = "MCAG:screen-titled#1"

    @Test func anAppCompatToolbarsFirstTextViewTitlesTheScreen() throws {
        // MelodyFlow (tablet, zh): <node resource-id="com.melodyflow.app:id/toolbar" class="android.view.ViewGroup">
        // holding an ImageButton and <node text="热歌榜" class="android.widget.TextView">: AppCompat's
        // Toolbar reports itself as a ViewGroup, and its title is its TextView child.
        let chart = try ScreenReaderAccuracyFixTests.android("melodyflow-chart-tablet-zh.xml")
        let finding = try #require(screenFindings(chart, Self.titled).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("\"热歌榜\""))
        #expect(screenFindings(chart, "MCAG:screen-titled#2").first?.kind == .pass)
    }

    @Test func theActionBarTitleSlotTitlesTheScreen() throws {
        // MIUI's phone settings (pt): <node text="Tipo de rede preferencial" resource-id="miui:id/action_bar_title">.
        let network = try ScreenReaderAccuracyFixTests.android("miui-phone-network-type-pt.xml")
        let finding = try #require(screenFindings(network, Self.titled).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("\"Tipo de rede preferencial\""))
        // Instagram's profile: <node text="desi_brown_guy" resource-id="com.instagram.android:id/action_bar_title">.
        let profile = try ScreenReaderAccuracyFixTests.fixture(
            "uiautomator-dump", "100lvlmaster__instagram-scraper-uiautomator__dumps__1638253167077344377__profile.xml")
        #expect(screenFindings(profile, Self.titled).first?.message.contains("\"desi_brown_guy\"") == true)
    }

    @Test func aToolbarWithOnlyButtonsLeavesTheTitleToReviewAndSaysWhatWasLookedFor() throws {
        // SayHi (ar): <node resource-id="com.unearby.sayhi:id/toolbar" class="android.view.ViewGroup"> holds
        // only the Search button; the tabs beside it are no title, and nothing else names the screen.
        let nearby = try ScreenReaderAccuracyFixTests.android("sayhi-nearby-ar.xml")
        let finding = try #require(screenFindings(nearby, Self.titled).first)
        #expect(finding.kind == .needsReview)
        #expect(finding.missing == ["title"])
        #expect(finding.message.contains("pane-title") && finding.message.contains("action_bar_title")
            && finding.message.contains("NavigationBar") && finding.message.contains("heading"))
    }

    @Test func uniquenessWithOneScreenIsACaptureSetQuestion() throws {
        let chart = try ScreenReaderAccuracyFixTests.android("melodyflow-chart-tablet-zh.xml")
        let finding = try #require(chart.report.results.first { $0.requirementID == "MCAG:screen-titled#3" }?.findings.first)
        #expect(finding.kind == .needsReview)
        #expect(finding.missing == ["otherScreens"])
        #expect(finding.message.contains("capture set"))
    }
}
