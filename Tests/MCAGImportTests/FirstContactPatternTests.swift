import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// The patterns that the 2026-12-02 first-contact screens (reviewers firstcontact-3 and -4) showed,
/// each on the real dump where it was found. The element is quoted beside each expectation; the
/// expectations come from reading the XML with the platform's behaviour in mind.
@Suite("First-contact patterns on real dumps")
struct FirstContactPatternTests {
    typealias Audited = ScreenReaderModelRealDumpTests.Audited
    static let role = "MCAG:explicit-role#1"
    static let size = "MCAG:touch-target-size#1"
    static let grouping = "MCAG:logical-content-grouping#1"
    static let names = "MCAG:clean-names#3"

    static func android(_ name: String) throws -> Audited { try ScreenReaderAccuracyFixTests.android(name) }
    static func ios(_ name: String) throws -> Audited { try ScreenReaderAccuracyFixTests.ios(name) }

    func kinds(_ screen: Audited, _ requirement: String, _ index: Int) -> [Finding.Kind] {
        screen.findings(requirement, at: index).map(\.kind)
    }

    // MARK: 1.1.2

    @Test func aComposeNavigationItemWithItsFakeRoleNodeIsATabWithoutASelectedSibling() throws {
        // Smart Health Tracker: <View clickable="true" bounds="[0,1647][162,1857]"> holds the "Home" text, the
        // icon, and last a blank, inert <View bounds="[0,1647][162,1857]">: the node Compose adds for Role.Tab.
        // No item of the bar is selected.
        let screen = try Self.android("smarthealth-running-tracker-compose.xml")
        let home = try screen.index("android.view.View", 0, 1647, 162, 210)
        #expect(kinds(screen, Self.role, home) == [.pass])
    }

    @Test func aCheckableComposeViewWithNoChildrenIsLeftToReview() throws {
        // Inkwell settings (R8-obfuscated host F0.u0): <View checkable="true" checked="true" NAF="true"
        // bounds="[907,1609][1014,1708]">, no children: Role.Switch's role description is not in the dump.
        let screen = try Self.android("inkwell-settings-compose.xml")
        let toggle = try screen.index("android.view.View", 907, 1609, 107, 99)
        #expect(kinds(screen, Self.role, toggle) == [.needsReview])
    }

    @Test func aCheckableComposeViewHoldingOnlyBlankViewsIsLeftToReview() throws {
        // Haven settings: <View checkable="true" checked="true" bounds="[901,1462][1038,1588]"> holds two blank,
        // inert Views (Material 3's track and thumb, as every switch of the screen does): the same
        // Role.Switch node as a childless one, whose role description is not in the dump. Its name is missing
        // for certain: it speaks only its state, and its label is a text stop beside it.
        let screen = try Self.android("haven-settings-compose.xml")
        let toggle = try screen.index("android.view.View", 901, 1462, 137, 126)
        #expect(kinds(screen, Self.role, toggle) == [.needsReview])
        #expect(kinds(screen, "MCAG:interactive-elements-have-names#1", toggle) == [.violation])
    }

    @Test func aTileNamedByAnInternalCodeHasNoName() throws {
        // Ping An 一账通: <View content-desc="PA01100000001_02_WDCX" clickable="true" bounds="[48,1016][200,1168]">
        // under its visible title "新网点查询": TalkBack spells the menu key out. The fifth tile of the strip,
        // <View content-desc="PA0210000000_02_JFSC" bounds="[680,1016][720,1168]">, shows 40 of its siblings'
        // 152 px at the screen's right edge: cut there, so its size is for review, while its key is read whole.
        let screen = try Self.android("pingan-yzt-home-zh.xml")
        let names = "MCAG:interactive-elements-have-names#1"
        let first = try screen.index("android.view.View", 48, 1016, 152, 152)
        #expect(kinds(screen, names, first) == [.violation])
        let last = try screen.index("android.view.View", 680, 1016, 40, 152)
        #expect(kinds(screen, names, last) == [.violation])
        #expect(kinds(screen, Self.size, last) == [.needsReview])
        let message = try #require(screen.findings(Self.size, at: last).first?.message)
        #expect(message.contains("cut"))
    }

    @Test func aClickableTextStraightInARecyclerViewIsAListRow() throws {
        // Wikipedia search: <TextView text="User:" clickable="true" bounds="[279,2211][408,2337]"> directly in
        // <RecyclerView id="namespaces_recycler">: RecyclerView gives every item view collection-item info.
        let screen = try Self.android("wikipedia-search-empty.xml")
        let chip = try screen.index("android.widget.TextView", 279, 2211, 129, 126)
        #expect(kinds(screen, Self.role, chip) == [.pass])
    }

    // MARK: 2.1.1

    @Test func aButtonEndingASentenceIsInline() throws {
        // FitAI: <TextView text="Don't have an account? " bounds="[253,2318][756,2383]"> then
        // <Button content-desc="Sign Up instead" bounds="[756,2318][1092,2383]">, edge to edge, one line.
        let screen = try Self.android("fitai-sign-in-rn.xml")
        let signUp = try screen.index("android.widget.Button", 756, 2318, 336, 65)
        #expect(kinds(screen, Self.size, signUp) == [.pass])
        #expect(screen.findings(Self.size, at: signUp).first?.message.contains("inline-in-text") == true)
    }

    @Test func aClickableSpanOfATextViewIsInItsSentence() throws {
        // WhatsApp Business: <View content-desc="Wrong number?" clickable="true" bounds="[581,486][885,537]">
        // inside <TextView id="send_code_description">: one of the TextView's ClickableSpans.
        let screen = try Self.android("whatsapp-business-verify-number.xml")
        let span = try screen.index("android.view.View", 581, 486, 304, 51)
        #expect(kinds(screen, Self.size, span) == [.pass])
    }

    @Test func aWebPagesHiddenCheckboxAndAFieldInItsLabelAreLeftToReview() throws {
        // Woongjin Market: <CheckBox text="자동 로그인" bounds="[96,1229][100,1237]"> (4 x 8 px, a visually hidden
        // input) and <EditText id="username" bounds="[164,777][1180,877]"> alone in <View id="emailLabel"
        // bounds="[96,733][1344,921]">, both in the WebView.
        let screen = try Self.android("woongjin-market-login-webview-ko.xml")
        let checkbox = try screen.index("android.widget.CheckBox", 96, 1229, 4, 8)
        let field = try screen.index("android.widget.EditText", 164, 777, 1016, 100)
        #expect(kinds(screen, Self.size, checkbox) == [.needsReview])
        #expect(kinds(screen, Self.size, field) == [.needsReview])
    }

    @Test func theSystemSearchFieldAndItsDictationButtonAreUIKits() throws {
        // Settings on iOS 26: <SearchField label="Search" x="32" y="803" width="337" height="38"> holding
        // <Button label="Dictate" accessible="false" width="18" height="22">.
        let screen = try Self.ios("mobiumdev__mobium__ios26-settings-root.xml")
        let field = try screen.index("XCUIElementTypeSearchField", 32, 803, 337, 38)
        let dictate = try screen.index("XCUIElementTypeButton", 335, 811, 18, 22)
        #expect(kinds(screen, Self.size, field) == [.pass])
        #expect(kinds(screen, Self.size, dictate) == [.pass])
    }

    @Test func anUnnamedIconInsideANamedEntryIsLeftToReview() throws {
        // Kiwix catalog: <Button accessible="false" x="346" y="297" width="20" height="20" traits="Image, Button">
        // inside the accessible entry button that speaks its title, size and pages.
        let screen = try Self.ios("mobiumdev__mobium__ios26-kiwix-catalog.xml")
        let icon = try screen.index("XCUIElementTypeButton", 346, 297, 20, 20)
        #expect(kinds(screen, Self.size, icon) == [.needsReview])
    }

    @Test func aTextFieldShorterThanTheCellHoldingOnlyItIsLeftToReview() throws {
        // NetNewsWire's Add Feed: <TextField x="32" y="182" width="338" height="22"> in a 52 pt cell.
        let screen = try Self.ios("mobiumdev__mobium__ios26-netnewswire-add-feed.xml")
        let field = try screen.index("XCUIElementTypeTextField", 32, 182, 338, 22)
        #expect(kinds(screen, Self.size, field) == [.needsReview])
    }

    @Test func aFormRowsSliderAndPickerShorterThanTheirCellsAreLeftToReview() throws {
        // Ice Cubes' Display Settings: <Slider x="32" y="603" width="338" height="31"> and <Button label="Timeline
        // Font, System" x="32" y="545" width="338" height="35"> (a SwiftUI Picker), each across a Form cell
        // that holds only it; whether the rest of the row takes the tap is not in the dump.
        let screen = try Self.ios("mobiumdev__mobium__ios26-icecubes-display-settings.xml")
        let slider = try screen.index("XCUIElementTypeSlider", 32, 603, 338, 31)
        let picker = try screen.index("XCUIElementTypeButton", 32, 545, 338, 35)
        #expect(kinds(screen, Self.size, slider) == [.needsReview])
        #expect(kinds(screen, Self.size, picker) == [.needsReview])
    }

    @Test func webContentReportedNotVisibleInsideTheWindowIsLeftToReview() throws {
        // eBay in Safari: <Link label="Skip to main content" visible="false" x="0" y="149" width="127" height="16">.
        let screen = try Self.ios("debugger89__appium-ui-spy__safari-ebay-home.xml")
        let skip = try screen.index("XCUIElementTypeLink", 0, 149, 127, 16)
        #expect(kinds(screen, Self.size, skip) == [.needsReview])
    }

    @Test func anInnerButtonWhoseNameTheCellSpeaksUpToPunctuationIsCoveredByTheCell() throws {
        // Settings > About: <Button label="Capacity, 994,61 GB" accessible="false" x="36" y="662" width="330"
        // height="21"> inside the accessible cell "Capacity, 994, 61 GB" (54 pt tall).
        let screen = try Self.ios("SVGreg__apollo__settings-general-about.xml")
        let inner = try screen.index("XCUIElementTypeButton", 36, 662, 330, 21)
        #expect(kinds(screen, Self.size, inner) == [.pass])
    }

    // MARK: 3.1.4 and 3.2.4

    @Test func aSwitchAndItsLabelReadApartAreReportedOnTheLabel() throws {
        // Inkwell: <TextView text="Push Notifications" bounds="[141,1619][441,1663]"> and the checkable switch
        // <View bounds="[907,1609][1014,1708]"> on its row are two stops; the row is none.
        let screen = try Self.android("inkwell-settings-compose.xml")
        let label = try screen.index("android.widget.TextView", 141, 1619, 300, 44)
        let description = try screen.index("android.widget.TextView", 141, 1663, 475, 33)
        #expect(kinds(screen, Self.grouping, label) == [.violation])
        #expect(kinds(screen, Self.grouping, description).isEmpty)
    }

    @Test func aListCellOfTextsReadAsSeveralStopsIsSplit() throws {
        // iOSWorld Clock: the Tehran row's <Cell accessible="false"> holds the city <StaticText x="19" y="180"
        // width="63" height="25">, its offset and its time, each accessible: three stops for one row.
        let screen = try Self.ios("SVGreg__apollo__iosworld-clock.xml")
        let city = try screen.index("XCUIElementTypeStaticText", 19, 180, 63, 25)
        #expect(kinds(screen, Self.grouping, city) == [.violation])
    }

    @Test func anHourOfAForecastReadApartFromItsReadingIsSplit() throws {
        // iOSWorld Weather: the 54 x 64 pt column <Other accessible="false" x="40" y="585"> holds <StaticText
        // label="12pm" x="51" y="585">, the condition image (not accessible) and <StaticText label="59°" x="54"
        // y="632">: "59°" is heard apart from the hour it belongs to.
        let screen = try Self.ios("SVGreg__apollo__iosworld-weather.xml")
        let reading = try screen.index("XCUIElementTypeStaticText", 54, 632, 26, 17)
        #expect(kinds(screen, Self.grouping, reading) == [.violation])
    }

    @Test func aWebLinkNamedByTheVerbItShowsIsNoTypeWord() throws {
        // eBay's banner: <Link label="View" x="275" y="95"> over <StaticText value="View">.
        let screen = try Self.ios("debugger89__appium-ui-spy__safari-ebay-home.xml")
        let link = try screen.index("XCUIElementTypeLink", 275, 95, 37, 20)
        #expect(!kinds(screen, Self.names, link).contains(.violation))
    }
}
