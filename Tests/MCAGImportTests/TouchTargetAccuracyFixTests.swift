import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// The touch-target and density fixes measured on the accuracy corpus, each on
/// the real dump where the pattern was found. The element is quoted beside
/// each expectation; the expectations come from reading the XML with the
/// platform's behaviour in mind, never from the tool's output.
@Suite("Touch-target and density fixes on real dumps")
struct TouchTargetAccuracyFixTests {
    typealias Audited = ScreenReaderModelRealDumpTests.Audited
    static let size = "MCAG:touch-target-size#1"

    static func ios(_ name: String) throws -> Audited {
        try ScreenReaderAccuracyFixTests.ios(name)
    }

    static func androidCorpus(_ name: String) -> URL {
        Fixtures.corpus("android", name)
    }

    func kinds(_ screen: Audited, _ index: Int) -> [Finding.Kind] {
        screen.findings(Self.size, at: index).map(\.kind)
    }

    // MARK: iOS system controls

    @Test func anIOS26SettingsToggleRowIsAnUnmodifiedSystemSwitch() throws {
        // Settings > Motion: <Switch label="Reduce Motion" accessible="true" x="36" y="146" width="330" height="29">
        // holds the system <Switch accessible="false" x="305" width="63" height="29">, inside a 54 pt cell.
        let motion = try ScreenReaderModelRealDumpTests.fixture(
            "xcuitest-appium", "mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion.xml")
        let row = try motion.index("XCUIElementTypeSwitch", 36, 146, 330, 29)
        #expect(kinds(motion, row) == [.pass])
        #expect(motion.findings(Self.size, at: row).first?.message.contains("unmodified-system-control") == true)
    }

    @Test func aStatusBarItemIsTheSystems() throws {
        // SpringBoard: <StatusBar> holds <Button label="Return to MobiumApp" x="12" y="33" width="77" height="14">.
        let banner = try Self.ios("mobiumdev__mobium__ios26-notification-banner.xml")
        let breadcrumb = try banner.index("XCUIElementTypeButton", 12, 33, 77, 14)
        #expect(!kinds(banner, breadcrumb).contains(.violation))
    }

    // MARK: Web content

    @Test func aTitleInsideAWebCardLinkIsPartOfTheCard() throws {
        // Kiwix: <Link x="201" y="318" width="201" height="266"> (the card) holds <Link x="212" y="547"
        // width="139" height="25"> and its <StaticText label="Hank Crawford" traits="Link, StaticText">.
        let kiwix = try Self.ios("mobiumdev__mobium__ios26-kiwix-main-page.xml")
        let titleLink = try kiwix.index("XCUIElementTypeLink", 212, 547, 139, 25)
        let titleText = try kiwix.index("XCUIElementTypeStaticText", 212, 547, 139, 25)
        #expect(kinds(kiwix, titleLink).isEmpty)
        #expect(kinds(kiwix, titleText).isEmpty)
    }

    @Test func aLinkBesideTextOnItsLineIsInline() throws {
        // the-internet in Safari: <Other y="359" height="22"> holds <StaticText label="Powered by" x="99"
        // width="91"> and <Link label="Elemental Selenium" x="189" width="142" height="22">.
        let safari = try ScreenReaderModelRealDumpTests.fixture(
            "xcuitest-appium", "lana-20__web-testing-appium__page_source.xml")
        let inline = try safari.index("XCUIElementTypeLink", 189, 359, 142, 22)
        #expect(kinds(safari, inline) == [.pass])
        // The stand-alone <Link label="Logout" y="267" height="22"> has no text beside it: still too small.
        let logout = try safari.index("XCUIElementTypeLink", 40, 267, 54, 22)
        #expect(kinds(safari, logout) == [.violation])
    }

    @Test func safarisOwnControlsAreTheUserAgents() throws {
        // Safari: <TextField label="Address" x="98" y="818" width="234" height="21"> and <Button label="refresh"
        // width="18" height="21"> sit in the address capsule, outside the <WebView>: the browser's controls.
        let safari = try ScreenReaderModelRealDumpTests.fixture(
            "xcuitest-appium", "lana-20__web-testing-appium__page_source.xml")
        let address = try safari.index("XCUIElementTypeTextField", 98, 818, 234, 21)
        let reload = try safari.index("XCUIElementTypeButton", 363, 818, 18, 21)
        #expect(kinds(safari, address) == [.pass])
        #expect(kinds(safari, reload) == [.pass])
        // The page's own close link <Link label="×" x="392" y="92" width="12" height="26"> is web content
        // WebKit reports visible="false" inside the 430 pt window: the page may not draw it at all (eBay's
        // skip link is reported the same way), so its size is left to review, not measured.
        let close = try safari.index("XCUIElementTypeLink", 392, 92, 12, 26)
        #expect(kinds(safari, close) == [.needsReview])
    }

    @Test func aControlScrolledUnderATranslucentBarIsStillMeasured() throws {
        // Pocket Casts: <Button label="Show Archived" visible="false" y="819" height="31"> lies in the
        // table under the tab bar; VoiceOver scrolls it in, and a finger meets a 31 pt target.
        let podcast = try Self.ios("mobiumdev__mobium__ios26-pocketcasts-podcast.xml")
        let archived = try podcast.index("XCUIElementTypeButton", 248, 819, 141, 31)
        #expect(kinds(podcast, archived) == [.violation])
    }

    @Test func aReactNativeTouchableNamedAsAButtonIsMeasured() throws {
        // TheApp: <ViewGroup content-desc="loginBtn" focusable="true" clickable="false"
        // bounds="[456,736][624,849]">: a Touchable that handles taps in JavaScript; 113 px = 6.0 mm at 480 dpi.
        let login = try ScreenReaderModelRealDumpTests.fixture(
            "uiautomator2-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__android.xml", dpi: 480)
        // Its parent <ViewGroup focusable="false"> has the same frame; the touchable is the one named loginBtn.
        let button = try #require(login.screen.tree.indices.first { login.screen.tree[$0].label == "loginBtn" })
        #expect(login.screen.tree[button].frame == Rect(x: 456, y: 736, width: 168, height: 113))
        #expect(kinds(login, button) == [.violation])
        // Its "Login" text child, merged into it and not focusable, is not a target of its own.
        let text = try login.index("android.widget.TextView", 456, 736, 168, 113)
        #expect(kinds(login, text).isEmpty)
    }

    // MARK: Density

    @Test func aCaptureOfNoDevicesShapeBoundsNoDensity() throws {
        // TikTok: a 480 × 568 px capture (1.18:1, no phone, tablet or TV has that shape). The emoji
        // reaction <FrameLayout content-desc="😁" bounds="[24,558][84,568]"> and the counter
        // <TextView text="165.6K" clickable="true" bounds="[412,233][470,254]"> cannot be measured.
        let tiktok = try ScreenReaderModelRealDumpTests.fixture("uiautomator-dump", "NikDzub__tk23__dum.xml")
        let density = try #require(tiktok.screen.screen.density)
        #expect(density.plausibleUnitsPerMillimetre?.lowerBound == DensityAssumption.perInchRange.lowerBound / 25.4)
        let emoji = try tiktok.index("android.widget.FrameLayout", 24, 558, 60, 10)
        let counter = try tiktok.index("android.widget.TextView", 412, 233, 58, 21)
        #expect(kinds(tiktok, emoji) == [.needsReview])
        #expect(kinds(tiktok, counter) == [.needsReview])
    }

    @Test("A tall phone's status bar may measure 54–55 dp: the true density stays plausible", arguments: [
        ("pocket-financer-compose.xml", 420.0), ("futu", 420),
    ])
    func tallStatusBarsKeepTheTrueDensity(_ name: String, _ dpi: Double) throws {
        // pocket-financer: status bar inset 142 px beside a 210 px = 80 dp navigation bar (420 dpi);
        // futu: <View resource-id="status_bar_padding_view" bounds="[0,0][1080,144]"> above 147 px toolbars.
        let url = name == "futu"
            ? Fixtures.url("uiautomator-dump", "Darren-gy__futu-graber__window_dump.xml") : Self.androidCorpus(name)
        let density = try #require(try SnapshotImporter.importFile(at: url).screens[0].density)
        let range = try #require(density.plausibleUnitsPerMillimetre)
        #expect(range.contains(dpi / 25.4))
    }

    @Test func anEdgeToEdgeTopBarIsNotTheStatusBar() throws {
        // pmtv draws edge to edge: <LinearLayout bounds="[0,0][1080,168]"> holds the title <TextView
        // bounds="[42,36][190,132]">; the first full-width view below it starts at 168, which is the
        // app's 64 dp bar at 420 dpi, not a status bar.
        let snapshot = try SnapshotImporter.importFile(at: Self.androidCorpus("pmtv.xml"))
        let density = try #require(snapshot.screens[0].density)
        #expect(density.assumption?.contains("status bar") == false)
        #expect(density.plausibleUnitsPerMillimetre?.contains(420 / 25.4) == true)
    }

    @Test func theNavigationBarBackgroundAndAToolbarEstablishTheDensity() throws {
        // KakaoTalk: <View resource-id="android:id/navigationBarBackground" bounds="[0,2205][1080,2340]">
        // (135 px = 48 dp) and <ViewGroup resource-id="com.kakao.talk:id/toolbar" bounds="[0,96][1080,254]">
        // (158 px = 56 dp) agree on 450 dpi, so the 113 px buttons of the top bar, <Button
        // bounds="[603,96][716,254]">, fail with no density given, as they do at the stated 450 dpi.
        let url = Fixtures.url("uiautomator-dump", "OreoMini1990__kabot__bridge__ui_dump_kakao.xml")
        let density = try #require(try SnapshotImporter.importFile(at: url).screens[0].density)
        let range = try #require(density.plausibleUnitsPerMillimetre)
        #expect(range.contains(450 / 25.4) && range.lowerBound * 25.4 > 440 && range.upperBound * 25.4 < 460)
        let kakao = try ScreenReaderModelRealDumpTests.fixture("uiautomator-dump", "OreoMini1990__kabot__bridge__ui_dump_kakao.xml")
        let button = try kakao.index("android.widget.Button", 603, 96, 113, 158)
        #expect(kinds(kakao, button) == [.violation])
    }

    @Test func aRealTabletIsMeasuredAsATablet() throws {
        // Octavia on a Galaxy Tab S6: 1600 × 2452 px, content from y = 54 under a 24 dp status bar at
        // 360 dpi (1600 px = 711 dp across). Its 130 px buttons, <Button content-desc="Nova setlist"
        // bounds="[747,123][1089,253]">, are 9.2 mm tall: they pass with no density given.
        let url = Self.androidCorpus("octavia-setlists-empty-tab.xml")
        let density = try #require(try SnapshotImporter.importFile(at: url).screens[0].density)
        #expect(abs(density.unitsPerMillimetre * 25.4 - 360) < 0.001)
        let tablet = try ScreenReaderModelRealDumpTests.audit(url)
        let button = try tablet.index("android.widget.Button", 747, 123, 342, 130)
        #expect(kinds(tablet, button) == [.pass])
        // The same app's delete dialog on a 1600 × 2560 tablet emulator at rotation="1", with no bar
        // in the dump: 16:10 and 1,600 px across is taken as a tablet first, and the 131 px
        // <Button content-desc="Apagar" bounds="[1101,1413][1423,1544]"> passes, as at its true 360 dpi.
        let dialogURL = Self.androidCorpus("octavia-delete-dialog-tab-avd.xml")
        let dialogDensity = try #require(try SnapshotImporter.importFile(at: dialogURL).screens[0].density)
        #expect(dialogDensity.unitsPerMillimetre * 25.4 <= 427)
        let dialog = try ScreenReaderModelRealDumpTests.audit(dialogURL)
        let delete = try dialog.index("android.widget.Button", 1101, 1413, 322, 131)
        #expect(kinds(dialog, delete) == [.pass])
    }

    @Test func twoAgreeingStandardLengthsEstablishTheDensity() throws {
        // A 1080 × 1920 phone whose 72 px status bar is 24 dp and whose 144 px navigation bar is 48 dp
        // at 480 dpi: the range narrows to what both allow.
        var evidence = AndroidDensityEvidence()
        evidence.statusBar = 72
        evidence.navigationBar = 144
        let range = try #require(AndroidDensityAgreement.range(at: 480, evidence: evidence))
        #expect(range.contains(480) && range.lowerBound > 470 && range.upperBound < 492)
        // One length alone establishes nothing.
        evidence.navigationBar = nil
        #expect(AndroidDensityAgreement.range(at: 480, evidence: evidence) == nil)
    }

    // MARK: Wrappers tiled by their parts

    @Test func aStepperFilledByItsClickableCellsTakesNoTapButAPaddedPillDoes() throws {
        // Zomato's cart: <LinearLayout clickable="true" bounds="[1056,609][1272,687]"> is filled by its clickable
        // cells "\u{E890}" [1056,1128], "5" [1128,1200] and "\u{E922}" [1200,1272]: every touch lands on a cell.
        // The "ADD" pill <LinearLayout clickable="true" bounds="[369,1588][585,1666]"> leaves [369,417] to itself.
        let cart = try ScreenReaderAccuracyFixTests.android("zomato-cart-summary.xml")
        let stepper = try cart.index("android.widget.LinearLayout", 1056, 609, 216, 78)
        let minus = try cart.index("android.widget.TextView", 1056, 609, 72, 78)
        let pill = try cart.index("android.widget.LinearLayout", 369, 1588, 216, 78)
        #expect(kinds(cart, stepper).isEmpty)
        // 78 px is under 7 mm at every density a 1344 px phone can have (4.42 mm at 448 dpi).
        #expect(kinds(cart, minus) == [.violation])
        #expect(kinds(cart, pill) == [.violation])
    }
}
