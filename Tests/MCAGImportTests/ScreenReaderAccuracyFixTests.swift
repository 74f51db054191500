import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// The focus, name, role and label fixes measured on the accuracy corpus,
/// each on the real dump where the pattern was found. Expectations come from
/// reading the XML as a TalkBack or VoiceOver user meets it; the element is
/// quoted beside each one.
@Suite("Focus, name and label fixes on real dumps")
struct ScreenReaderAccuracyFixTests {
    typealias Audited = ScreenReaderModelRealDumpTests.Audited

    static func ios(_ name: String) throws -> Audited {
        try ScreenReaderModelRealDumpTests.audit(ScreenReaderModelRealDumpTests.corpusDump(name))
    }

    static func android(_ name: String) throws -> Audited {
        try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("android", name))
    }

    static func corpusURL(_ name: String) -> URL { Fixtures.corpus("android", name) }

    static func fixture(_ folder: String, _ name: String) throws -> Audited {
        try ScreenReaderModelRealDumpTests.fixture(folder, name)
    }

    func kinds(_ screen: Audited, _ requirement: String, _ index: Int) -> [Finding.Kind] {
        screen.findings(requirement, at: index).map(\.kind)
    }

    // MARK: 3.1.5 ghost focus

    @Test func aContainerWhoseDescendantsAreDrawnIsNotCoveredBySiblingOfItsFrame() throws {
        // NetNewsWire: <Other visible="false" x="0" y="0" width="402" height="874" index="2"> follows a
        // sibling <Other visible="true"> of the same frame, yet holds the toolbar whose <Button label="close"
        // visible="true" x="347" y="511"> is on screen. The container is not a cover's victim: its
        // descendants report their own visibility.
        let search = try Self.ios("mobiumdev__mobium__ios26-netnewswire-search.xml")
        let close = try search.index("XCUIElementTypeButton", 347, 511, 38, 38)
        #expect(search.screen.screenReader[close].visibility == .visible)
        #expect(!kinds(search, "MCAG:ghost-focus#1", close).contains(.violation))
        // The same pattern holds SpringBoard's status bar: the clock <StaticText label="7:46 PM" visible="true">.
        let banner = try Self.ios("mobiumdev__mobium__ios26-notification-banner.xml")
        let clock = try banner.index("XCUIElementTypeStaticText", 55, 14, 38, 22)
        #expect(!banner.screen.screenReader[clock].visibility.isHidden)
    }

    @Test func contentOfAnIOSTableReportedInvisibleIsScrolledNotHidden() throws {
        // Pocket Casts: <Button label="Show Archived" visible="false" y="819"> sits in the <Table> that
        // fills the screen, under the translucent tab bar: VoiceOver scrolls it up when it gets focus.
        let podcast = try Self.ios("mobiumdev__mobium__ios26-pocketcasts-podcast.xml")
        let archived = try podcast.index("XCUIElementTypeButton", 248, 819, 141, 31)
        #expect(podcast.screen.tree[archived].isVisible == false)
        #expect(!podcast.screen.screenReader[archived].visibility.isHidden)
        #expect(!kinds(podcast, "MCAG:ghost-focus#1", archived).contains(.violation))
    }

    @Test func aButtonUnderTheKeyboardIsReviewedAndAButtonUnderASiblingIsNoViolation() throws {
        // <Button label="Pinned to the bottom" visible="false" y="766"> lies under <Keyboard y="583" height="233">.
        let keyboard = try Self.ios("mobiumdev__mobium__ios-keyboard-over-button.xml")
        let pinned = try keyboard.index("XCUIElementTypeButton", 16, 766, 370, 48)
        #expect(keyboard.screen.screenReader[pinned].visibility.isUnderKeyboard)
        #expect(kinds(keyboard, "MCAG:ghost-focus#1", pinned) == [.needsReview])
        // <Button name="fullTarget" visible="false"> under "full cover" looks in the source exactly like
        // "scrimTarget" under a translucent scrim, so it needs the screenshot, not a violation.
        let obstruction = try Self.ios("mobiumdev__mobium__obstruction-ios.xml")
        let covered = try obstruction.index("XCUIElementTypeButton", 16, 265, 370, 49)
        #expect(obstruction.screen.screenReader[covered].visibility.isCoveredBySibling)
        #expect(!kinds(obstruction, "MCAG:ghost-focus#1", covered).contains(.violation))
    }

    @Test func aZeroSizeNamelessNodeIsReviewedNotGhostFocus() throws {
        // Ice Cubes: <Other accessible="true" visible="false" x="0" y="0" width="0" height="0"> with no label.
        let timeline = try Self.ios("mobiumdev__mobium__ios26-icecubes-timeline.xml")
        let empty = try #require(timeline.screen.tree.indices.first {
            timeline.screen.tree[$0].frame == Rect(x: 0, y: 0, width: 0, height: 0)
                && timeline.screen.tree[$0].isAccessibilityElement == true
        })
        #expect(kinds(timeline, "MCAG:ghost-focus#1", empty) == [.needsReview])
        #expect(!kinds(timeline, "MCAG:ghost-focus#2", empty).contains(.violation))
    }

    // MARK: 3.1.3 focus order

    @Test func aJumpUpInTheDumpIsNotAViolation() throws {
        // Calendar (ja): the week strip's <Button label="12月10日 日曜日" y="108"> follows the toolbar's
        // "出席依頼" at y = 771 in XCUITest's hierarchy order; UIKit sorts VoiceOver's order by position.
        // The strip's branch, the day view that fills the screen, is laid over the toolbar read before
        // it: another region, read after it, so the move passes (the corpus line is `clean`).
        let calendar = try Self.fixture(
            "xcuitest-appium",
            "ldi-github__shirates-core__src__test__kotlin__shirates__core__testdata__XmlDataIos.kt__DateAndTime_ja.xml")
        let day = try calendar.index("XCUIElementTypeButton", 11, 108, 54, 40)
        #expect(kinds(calendar, "MCAG:logical-focus-sequence#1", day) == [.pass])
        #expect(calendar.violations("MCAG:logical-focus-sequence#1").isEmpty)
    }

    // MARK: 1.1.3 names

    @Test func scrimsNestedTilesClippedRowsAndChildPlaceholdersAreReviewed() throws {
        let names = ScreenReaderModelRealDumpTests.names
        // Nusuk: Material's <View resource-id="…touch_outside" clickable="true" bounds="[0,75][1080,2205]">.
        let nusuk = try Self.android("nusuk-booking-fr.xml")
        let scrim = try nusuk.index("android.view.View", 0, 75, 1080, 2130)
        #expect(kinds(nusuk, names, scrim) == [.needsReview])
        // Philo: NAF <ViewGroup button_tile_group bounds="[60,234][358,502]"> inside the clickable
        // <ViewGroup content-desc="Go to channel profile for 4UV"> of the same bounds.
        let philo = try Self.fixture("uiautomator-dump", "gpaneda__philo-automation-ott__src__config__ui_dump.xml")
        let tile = try #require(philo.screen.tree.indices.first {
            philo.screen.tree[$0].identifier?.hasSuffix("button_tile_group") == true
                && philo.screen.tree[$0].frame == Rect(x: 60, y: 234, width: 298, height: 268)
        })
        #expect(kinds(philo, names, tile) == [.needsReview])
        // …while Philo's NAF play icon <View icon_play_radial bounds="[744,1068][808,1080]"> still fails.
        let play = try philo.index("android.view.View", 744, 1068, 64, 12)
        #expect(kinds(philo, names, play) == [.violation])
        // Futu: <LinearLayout community_message_container bounds="[0,1886][1080,1887]">, a row cut to 1 px
        // at the list's bottom; uiautomator leaves its invisible children out of the dump.
        let futu = try Self.fixture("uiautomator-dump", "Darren-gy__futu-graber__window_dump.xml")
        let row = try futu.index("android.widget.LinearLayout", 0, 1886, 1080, 1)
        #expect(kinds(futu, names, row) == [.needsReview])
        // Lingbook (Compose): <EditText bounds="[192,2331][836,2523]"> shows its placeholder as a child
        // <TextView text="询问 AI 关于当前页的内容…">, which TalkBack reads with the field: the text inside it names it.
        let lingbook = try Self.android("lingbook-compose-2.xml")
        let field = try lingbook.index("android.widget.EditText", 192, 2331, 644, 192)
        #expect(kinds(lingbook, names, field) == [.pass])
    }

    @Test func anIOSButtonWithAnEmptyLabelButTextInsideIsReviewed() throws {
        // Ice Cubes: the status row <Button label="" x="0" y="136" width="402" height="503"> holds the post's
        // <StaticText> children; its StatusRowView builds the label only while VoiceOver runs.
        let timeline = try Self.ios("mobiumdev__mobium__ios26-icecubes-timeline.xml")
        let row = try timeline.index("XCUIElementTypeButton", 0, 136, 402, 503)
        #expect(kinds(timeline, ScreenReaderModelRealDumpTests.names, row) == [.needsReview])
    }

    @Test func theSystemKeyboardsKeysAreNotTheApps() throws {
        // <Key label=" " x="103" y="752"> is iOS's space bar, announced "space" by VoiceOver.
        let keyboard = try Self.ios("mobiumdev__mobium__ios-keyboard-over-button.xml")
        let space = try keyboard.index("XCUIElementTypeKey", 103, 752, 198, 54)
        #expect(keyboard.findings(ScreenReaderModelRealDumpTests.names, at: space).isEmpty)
    }

    // MARK: 1.1.2 role

    @Test func aReactNativeTouchableNamedAsAButtonWithoutARoleFails() throws {
        // TheApp: <ViewGroup content-desc="loginBtn" focusable="true" clickable="false" bounds="[456,736][624,849]">.
        let login = try Self.fixture(
            "uiautomator2-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__android.xml")
        let button = try #require(login.screen.tree.indices.first { login.screen.tree[$0].label == "loginBtn" })
        #expect(kinds(login, ScreenReaderModelRealDumpTests.role, button) == [.violation])
    }

    // MARK: 3.2.4 clean names and unique labels

    @Test func typeWordsInKoreanAndPortugueseNamesFail() throws {
        // KakaoTalk: <RelativeLayout content-desc="친구 탭" bounds="[22,2056][229,2205]"> (Friends tab).
        let kakao = try Self.fixture("uiautomator-dump", "OreoMini1990__kabot__bridge__ui_dump_kakao.xml")
        let friends = try kakao.index("android.widget.RelativeLayout", 22, 2056, 207, 149)
        #expect(kinds(kakao, "MCAG:clean-names#3", friends) == [.violation])
        // WhatsApp pt-BR: <ImageButton content-desc="Câmera, botão. Toque duas vezes…" bounds="[573,1456][636,1483]">.
        let whatsapp = try Self.fixture("uiautomator-dump", "09franchico__auto-zap__window_dump.xml")
        let camera = try whatsapp.index("android.widget.ImageButton", 573, 1456, 63, 27)
        #expect(kinds(whatsapp, "MCAG:clean-names#3", camera) == [.violation])
    }

    @Test func aHyphenatedCompoundIsNotARoleWord() throws {
        // <Button label="Two-button alert" y="-130"> names the alert the button raises.
        let keyboard = try Self.ios("mobiumdev__mobium__ios-keyboard-over-button.xml")
        let alert = try keyboard.index("XCUIElementTypeButton", 16, -130, 370, 48)
        #expect(!kinds(keyboard, "MCAG:clean-names#3", alert).contains(.violation))
    }

    @Test func anAvatarAndNameOpeningOneProfileAreReviewedButTwoAllLinksFail() throws {
        // KakaoTalk: <Button profile_image bounds="[45,1934][135,2024]"> and <TextView profile_name
        // bounds="[163,1950][307,2009]">, both "슬림웨이", side by side in one row.
        let kakao = try Self.fixture("uiautomator-dump", "OreoMini1990__kabot__bridge__ui_dump_kakao.xml")
        let avatar = try kakao.index("android.widget.Button", 45, 1934, 90, 90)
        #expect(kinds(kakao, "MCAG:unique-labels#1", avatar) == [.needsReview])
        // Xueqiu: two <TextView text="全部"> ("All"), one per section, opening different lists.
        let xueqiu = try Self.fixture("uiautomator2-appium", "usstlw__AppiumDemo8__page_source.xml")
        let all = try xueqiu.index("android.widget.TextView", 922, 824, 110, 53)
        #expect(kinds(xueqiu, "MCAG:unique-labels#1", all) == [.violation])
    }

    // MARK: 2.1.7 label in name

    @Test func plainTextsAndTypedValuesAreNotVoiceTargets() throws {
        // WhatsApp: the chat row's date <TextView content-desc="16 March 2026" text="16/03/2026">
        // is read as part of the row, not a control.
        let chats = try Self.fixture("uiautomator2-appium", "Srisha-197__playwright-framework__page_source.xml")
        let date = try chats.index("android.widget.TextView", 865, 1504, 173, 43)
        #expect(chats.findings("MCAG:visible-label-included-in-accessible-names#1", at: date).isEmpty)
        // TheApp: <EditText content-desc="username" text="alice">: "alice" was typed.
        let login = try Self.fixture(
            "uiautomator2-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__android.xml")
        let field = try login.index("android.widget.EditText", 150, 504, 780, 112)
        #expect(kinds(login, "MCAG:visible-label-included-in-accessible-names#1", field) == [.needsReview])
    }
}
