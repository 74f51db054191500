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

    @Test func aSwiftUINavigationBarsTypeNameIsNoTitle() throws {
        // Kiwix (iOS 26): <XCUIElementTypeNavigationBar name="_TtGC7SwiftUI32NavigationStackHosting"> holds only
        // buttons. The name is SwiftUI's hosting type, which VoiceOver never reads, so it titles nothing.
        let kiwix = try ScreenReaderAccuracyFixTests.ios("mobiumdev__mobium__ios26-kiwix-main-page.xml")
        let finding = try #require(screenFindings(kiwix, Self.titled).first)
        #expect(finding.kind == .needsReview)
        #expect(!finding.message.contains("_Tt"))
        // Ice Cubes: the same type name, but the bar holds the title menu "Trending", which is read.
        let timeline = try ScreenReaderAccuracyFixTests.ios("mobiumdev__mobium__ios26-icecubes-timeline.xml")
        #expect(screenFindings(timeline, Self.titled).first?.message.contains("\"Trending\"") == true)
    }

    @Test func uniquenessWithOneScreenIsACaptureSetQuestion() throws {
        let chart = try ScreenReaderAccuracyFixTests.android("melodyflow-chart-tablet-zh.xml")
        let finding = try #require(chart.report.results.first { $0.requirementID == "MCAG:screen-titled#3" }?.findings.first)
        #expect(finding.kind == .needsReview)
        #expect(finding.missing == ["otherScreens"])
        #expect(finding.message.contains("capture set"))
    }

    @Test func anUntitledSingleScreenAsksTheAppForItsOtherScreensNotItsTitleAgain() throws {
        // SayHi (ar) has no title the dump shows (see above): tests 1 and 2 ask for it on the screen. Whether
        // it is unique ("Screen's title is unique") needs the app's other screens, asked once for the app.
        let nearby = try ScreenReaderAccuracyFixTests.android("sayhi-nearby-ar.xml")
        let findings = nearby.report.results.filter { $0.requirementID == "MCAG:screen-titled#3" }.flatMap(\.findings)
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.allSatisfy { $0.screen == nil && $0.element == nil })
        #expect(findings.first?.missing == ["otherScreens"])
        #expect(screenFindings(nearby, Self.titled).first?.missing == ["title"])
    }
}

extension UndecidedRealDumpTests {
    // MARK: 1.1.3 Interactive Elements Have Names

    @Test func anAndroidFieldsHintIsTheNameTalkBackSpeaks() throws {
        // Samsung's settings search (tr): <node text="bl" class="android.widget.AutoCompleteTextView"
        // bounds="[100,1111][832,1206]" hint="Ara" />: no content-desc, the typed query "bl", and the hint
        // "Ara" (search), which the framework exposes as the node's hint text and TalkBack speaks.
        let search = try ScreenReaderAccuracyFixTests.android("samsung-settings-search-tr.xml")
        let field = search.report.results.filter { $0.requirementID == "MCAG:interactive-elements-have-names#1" }
            .flatMap(\.findings).first { $0.element?.frame == Rect(x: 100, y: 1111, width: 732, height: 95) }
        #expect(field?.kind == .pass)
        #expect(field?.message.contains("\"Ara\"") == true)
    }
}

extension UndecidedRealDumpTests {
    // MARK: 3.2.4 Unique Labels

    static let uniqueLabels = "MCAG:unique-labels#1"

    func uniqueLabelFindings(_ screen: Audited) -> [Finding] {
        screen.report.results.filter { $0.requirementID == Self.uniqueLabels }.flatMap(\.findings)
    }

    @Test func oneViewListedAgainAndAgainAtOnePlaceIsOneControl() throws {
        // SayHi (ar): 37 <node class="android.widget.LinearLayout" bounds="[20,1248][49,1272]"> under
        // com.unearby.sayhi:id/tt_ad_logo, each read "AD": one badge at one spot, not 37 different controls.
        let nearby = try ScreenReaderAccuracyFixTests.android("sayhi-nearby-ar.xml")
        let findings = uniqueLabelFindings(nearby)
        #expect(!findings.contains { $0.kind != .pass && $0.message.contains("\"AD\"") })
        #expect(findings.filter { $0.kind == .pass && $0.message.contains("one view listed 37 times at one place") }.count == 37)
    }

    @Test func theImageAndTitleOfOneWebAnchorFollowOneLink() throws {
        // Kiwix (iOS 26): <XCUIElementTypeLink name="America the Beautiful America the Beautiful"> holds the
        // card's Image and StaticText, both named "America the Beautiful" and both given the Link trait.
        let kiwix = try ScreenReaderAccuracyFixTests.ios("mobiumdev__mobium__ios26-kiwix-main-page.xml")
        let findings = uniqueLabelFindings(kiwix)
        #expect(!findings.contains { $0.kind != .pass && $0.message.contains("\"America the Beautiful\"") })
        #expect(findings.contains { $0.kind == .pass && $0.message.contains("pieces of one link") })
        // "Ray Charles" names two cards, two anchors: whether they lead to one article stays open.
        #expect(findings.contains { $0.kind == .needsReview && $0.message.contains("\"Ray Charles\"") })
    }
}

extension UndecidedRealDumpTests {
    // MARK: 3.1.3 Logical Focus Sequence

    static let focusOrder = "MCAG:logical-focus-sequence#1"

    @Test func aScreenWrittenInLeftToRightScriptsIsReadLeftToRight() throws {
        // eFon's dialer: the keypad's rows of keys share rows; the dump states no layout direction and no
        // locale, and every letter on the screen is Latin.
        let dialer = try ScreenReaderAccuracyFixTests.android("efon-dialer.xml")
        let findings = screenFindings(dialer, Self.focusOrder)
        #expect(findings.map(\.kind) == [.pass])
        #expect(findings.first?.message.contains("left to right, inferred from the screen's text") == true)
    }

    @Test func arabicTextInRowsThatStartAtTheRightIsReadRightToLeft() throws {
        // Mohamy (Compose, ar): all the letters are Arabic, and the rows' first stops sit at the right.
        let mohamy = try ScreenReaderAccuracyFixTests.android("mohamy-compose-ar.xml")
        let findings = screenFindings(mohamy, Self.focusOrder)
        #expect(findings.map(\.kind) == [.pass])
        #expect(findings.first?.message.contains("right to left, inferred from the screen's text and layout") == true)
    }

    @Test func arabicTextInRowsThatStartAtTheLeftLeavesTheDirectionUnknown() throws {
        // SayHi (ar): a few Arabic letters among Latin ones, and its rows run left to right: a left-to-right
        // app showing Arabic names and an unmirrored right-to-left app look alike.
        let nearby = try ScreenReaderAccuracyFixTests.android("sayhi-nearby-ar.xml")
        let finding = try #require(screenFindings(nearby, Self.focusOrder).first { $0.missing == ["layoutDirection"] })
        #expect(finding.kind == .needsReview)
        #expect(finding.message.contains("right-to-left script") && finding.message.contains("not show that it is mirrored"))
    }

    @Test func lettersAreCountedByTheDirectionOfTheirScript() {
        var tally = ScriptDirectionTally()
        tally.add("Settings 12:30")
        tally.add("Настройки 設定 설정 सेटिंग्स การตั้งค่า")
        #expect(tally.rightToLeftLetters == 0)
        tally.add("الإعدادات הגדרות ٣")
        #expect(tally.rightToLeftLetters == 15)
        var digits = ScriptDirectionTally()
        digits.add("+1 (555) 010-2030 ★")
        #expect(!digits.hasLetters)
    }
}

extension UndecidedRealDumpTests {
    // MARK: 2.5.3 Two-dimensional Scroll

    static let twoDimensional = "MCAG:two-dimensional-scroll#1"

    func scrollFinding(_ screen: Audited, _ className: String, _ x: Double, _ y: Double, _ width: Double,
                       _ height: Double) throws -> Finding {
        try #require(screen.findings(Self.twoDimensional, at: screen.index(className, x, y, width, height)).first)
    }

    @Test func aRecyclerViewsAxisComesFromHowItsItemsAreLaidOut() throws {
        // Facebook's messages (es): the conversation list <RecyclerView bounds="[0,245][1080,2400]"> stacks its
        // rows; the stories row inside it, <RecyclerView bounds="[44,771][1080,1129]">, sets five items side by
        // side, the last cut at the screen's edge. Both say only scrollable="true".
        let messages = try ScreenReaderAccuracyFixTests.android("facebook-messages-es.xml")
        let list = try scrollFinding(messages, "androidx.recyclerview.widget.RecyclerView", 0, 245, 1080, 2155)
        #expect(list.kind == .pass)
        #expect(list.message.contains("vertical, inferred from its") && list.message.contains("stacked in one column"))
        let stories = try scrollFinding(messages, "androidx.recyclerview.widget.RecyclerView", 44, 771, 1036, 358)
        #expect(stories.kind == .pass)
        #expect(stories.message.contains("horizontal, inferred from its 5 children, laid out side by side in one row"))
    }

    @Test func aHorizontalScrollViewsClassFixesItsAxis() throws {
        // OpenWeather: <node class="android.widget.HorizontalScrollView" scrollable="true" bounds="[21,1159][1059,1354]">,
        // the hourly forecast.
        let weather = try ScreenReaderAccuracyFixTests.android("openweather.xml")
        let tabs = try scrollFinding(weather, "android.widget.HorizontalScrollView", 21, 1159, 1038, 195)
        #expect(tabs.kind == .pass)
        #expect(tabs.message.contains("inferred from its class android.widget.HorizontalScrollView"))
    }

    @Test func webContentReachingBelowItsScrollerScrollsVertically() throws {
        // DeepEye (web view): the scrolling <android.view.View bounds="[34,801][1046,2008]"> holds a grid of cards
        // whose last row, bounds="[34,1719][527,2034]", reaches below it; web content is not clipped to it.
        let home = try ScreenReaderAccuracyFixTests.android("deepeye-music-webview-home.xml")
        let grid = try scrollFinding(home, "android.view.View", 34, 801, 1012, 1207)
        #expect(grid.kind == .pass)
        #expect(grid.message.contains("vertical, inferred from its content, which reaches beyond its top or bottom edge only"))
    }

    @Test func aStaggeredGridClippedToItsScrollerIsLeftToReview() throws {
        // Xiaohongshu: <RecyclerView bounds="[0,331][1080,2292]"> holds two columns of cards of different heights,
        // clipped to it: neither a row nor a column, and nothing reaches beyond it.
        let home = try ScreenReaderAccuracyFixTests.android("xiaohongshu-home-zh.xml")
        let feed = try scrollFinding(home, "androidx.recyclerview.widget.RecyclerView", 0, 331, 1080, 1961)
        #expect(feed.kind == .needsReview)
        #expect(feed.missing == ["scrollAxes"])
    }
}

extension UndecidedRealDumpTests {
    // MARK: 3.1.5 Ghost Focus

    @Test func aPlainUIAutomatorDumpListsOnlyNodesVisibleToTheUser() throws {
        // Adorbee's login is a plain `uiautomator dump`: <node> elements with no visible-to-user or displayed
        // attribute. AOSP's AccessibilityNodeInfoDumper writes a child only when isVisibleToUser() is true
        // (View.isVisibleToUser is false for a hidden view, one under an ancestor of alpha 0, or one clipped
        // away), so its clickable ImageView, the e-mail field's clear button, is visible and not transparent.
        let login = try ScreenReaderAccuracyFixTests.android("adorbee-login.xml")
        let clear = try login.index("android.widget.ImageView", 1100, 1130, 140, 192)
        #expect(login.screen.tree[clear].isVisible == true)
        #expect(login.screen.tree[0].isVisible == nil)  // the root, which the dumper writes unchecked
        // Passes are summed up for the screen; nothing is left to review on the button, and no review asks for alpha.
        #expect(login.findings("MCAG:ghost-focus#1", at: clear).isEmpty)
        let result = try #require(login.report.results.first { $0.requirementID == "MCAG:ghost-focus#1" })
        #expect(result.outcome == .pass)
        #expect(!result.findings.contains { $0.missing.contains("alpha") || $0.missing.contains("isVisible") })
    }

    @Test func uiAutomator2sDisplayedFlagIsReadAsItIs() throws {
        // An Appium UiAutomator2 page source: class-named elements with displayed="true"; the plain-dump rule
        // does not apply to them.
        let whatsapp = try ScreenReaderAccuracyFixTests.fixture("uiautomator2-appium", "Srisha-197__playwright-framework__page_source.xml")
        let camera = try #require(whatsapp.screen.tree.indices.first { whatsapp.screen.tree[$0].label == "Camera" })
        #expect(whatsapp.screen.tree[camera].isVisible == true)
        #expect(whatsapp.findings("MCAG:ghost-focus#1", at: camera).isEmpty)
    }
}
