import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// The screen-reader model and the checks that read it, on real dumps. Every
/// expectation was set by reading the dump's XML as an auditor would with
/// TalkBack or VoiceOver in mind (the element, its flags, its neighbours),
/// and is stated next to it.
@Suite("The screen-reader model on real dumps")
struct ScreenReaderModelRealDumpTests {
    struct Audited {
        let context: AppContext
        let report: AuditReport

        var screen: ScreenContext { context.screens[0] }

        /// The index of the element with this class and frame; the test fails when there is none.
        func index(_ className: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) throws -> Int {
            let frame = Rect(x: x, y: y, width: width, height: height)
            return try #require(screen.tree.indices.first {
                screen.tree[$0].className == className && screen.tree[$0].frame == frame
            })
        }

        func findings(_ requirement: String, at index: Int) -> [Finding] {
            report.results.filter { $0.requirementID == requirement }.flatMap(\.findings)
                .filter { $0.element?.index == index }
        }

        func violations(_ requirement: String) -> [Finding] {
            report.violations.filter { $0.requirement.requirementID == requirement }.map(\.finding)
        }
    }

    static func audit(_ url: URL, dpi: Double? = nil) throws -> Audited {
        let snapshot = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: dpi))
        return Audited(context: AppContext(snapshot: snapshot), report: try Audit(catalog: .standard).run(snapshot))
    }

    static func fixture(_ folder: String, _ name: String, dpi: Double? = nil) throws -> Audited {
        try audit(Fixtures.url(folder, name), dpi: dpi)
    }

    static let names = "MCAG:interactive-elements-have-names#1"
    static let role = "MCAG:explicit-role#1"

    @Test func namesReachThroughAContainerNotImportantForAccessibility() throws {
        // Gmail search suggestion: <FrameLayout clickable="true" bounds="[0,597][1440,765]"> holds
        // <LinearLayout a11y-important="false"> holding <TextView content-desc="Suggestion: emails from
        // xai interview">. TalkBack reparents the TextView to the row and reads its description.
        let gmail = try Self.fixture("uiautomator2-appium", "Bioto__tron-ai__page_source__gmail.xml")
        let row = try gmail.index("android.widget.FrameLayout", 0, 597, 1440, 168)
        let between = try gmail.index("android.widget.LinearLayout", 0, 597, 1440, 168)
        #expect(gmail.screen.tree[between].isAccessibilityElement == false)
        let reader = gmail.screen.screenReader[row]
        #expect(reader.focus == .stop)
        #expect(reader.name == "Suggestion: emails from xai interview")
        #expect(reader.nameSource == .descendants)
        #expect(gmail.findings(Self.names, at: row).map(\.kind) == [.pass])
        // It is a row of the suggestions RecyclerView, announced as a list item.
        #expect(reader.role == .cell)
        #expect(!gmail.findings(Self.role, at: row).contains { $0.kind == .violation })
    }

    @Test func aWrapperWhoseChildIsTheStopIsNotAnUnnamedControl() throws {
        // WhatsApp: <FrameLayout id="contact_selector" clickable="true" bounds="[0,463][189,642]"> has no
        // text; its child <ImageView id="contact_photo" clickable="true" content-desc="… picture"> is the
        // stop. TalkBack passes over the silent parent and lands on the photo.
        let whatsapp = try Self.fixture("uiautomator2-appium", "Srisha-197__playwright-framework__page_source.xml")
        let wrapper = try #require(whatsapp.screen.tree.indices.first {
            whatsapp.screen.tree[$0].identifier == "com.whatsapp:id/contact_selector"
        })
        let photo = try whatsapp.index("android.widget.ImageView", 26, 484, 136, 136)
        #expect(whatsapp.screen.screenReader[wrapper].focus == .wrapper)
        #expect(whatsapp.screen.screenReader[photo].focus == .stop)
        #expect(whatsapp.screen.screenReader[photo].name?.hasSuffix("picture") == true)
        #expect(whatsapp.findings(Self.names, at: wrapper).isEmpty)
        #expect(whatsapp.findings(Self.role, at: wrapper).isEmpty)

        // Instagram: <Button clickable="true" bounds="[339,830][629,924]"> wraps <Button text="Message"
        // clickable="true">; the inner button is the one TalkBack reads.
        let instagram = try Self.fixture(
            "uiautomator-dump", "100lvlmaster__instagram-scraper-uiautomator__dumps__1638253167077344377__profile.xml")
        let outer = try instagram.index("android.widget.Button", 339, 830, 290, 94)
        let inner = try instagram.index("android.widget.Button", 416, 855, 136, 44)
        #expect(instagram.screen.screenReader[outer].focus == .wrapper)
        #expect(instagram.screen.screenReader[inner].name == "Message")
        #expect(instagram.findings(Self.names, at: outer).isEmpty)
    }

    @Test func aSilentFocusableParentWithNoStopBelowIsStillUnnamed() throws {
        // Facebook: <ViewGroup clickable="true" focusable="true" bounds="[948,658][1047,746]"> holds a
        // non-clickable <Button> with an undescribed <ImageView>: nothing below it is a stop and nothing
        // speaks, so the control has no name (TalkBack does not even land on it).
        let facebook = try Self.fixture("uiautomator2-appium", "ErickPenafiel__facebook-app-testing__perfil_fb.xml")
        let control = try facebook.index("android.view.ViewGroup", 948, 658, 99, 88)
        #expect(facebook.screen.screenReader[control].name == nil)
        #expect(facebook.findings(Self.names, at: control).map(\.kind) == [.violation])
    }

    @Test func rowsCutAtTheListEdgeAreReviewedNotFailed() throws {
        // Instagram grid: <Button content-desc="Reel by …" bounds="[0,2129][356,2164]"> is the top 35 px
        // of a cell whose siblings are 356 px tall; the RecyclerView ends at y = 2164.
        let instagram = try Self.fixture(
            "uiautomator-dump", "100lvlmaster__instagram-scraper-uiautomator__dumps__1638253167077344377__profile.xml",
            dpi: 420)
        let cut = try instagram.index("android.widget.Button", 0, 2129, 356, 35)
        let clipping = try #require(instagram.screen.screenReader[cut].clipping)
        #expect(clipping.vertically)
        #expect(!clipping.horizontally)
        let sizes = instagram.findings("MCAG:touch-target-size#1", at: cut)
        #expect(sizes.map(\.kind) == [.needsReview])
        #expect(sizes.first?.message.contains("cut at the edge of its scrolling container") == true)

        // Video grid: the tile <ViewGroup clickable="true" bounds="[557,2202][1044,2265]"> is the top 63 px
        // of a tile whose siblings are about 590 px tall, cut where the RecyclerView ends (y = 2265); only
        // its thumbnail is inside, the title that would name it lies below the cut.
        let grid = try Self.fixture("uiautomator2-appium", "zhaohexiang-zhx__appium__page_source.xml")
        let tile = try grid.index("android.view.ViewGroup", 557, 2202, 487, 63)
        #expect(grid.screen.screenReader[tile].clipping?.vertically == true)
        let unnamed = grid.findings(Self.names, at: tile)
        #expect(unnamed.map(\.kind) == [.needsReview])
        #expect(unnamed.first?.message.contains("cut at the edge of its scrolling container") == true)

        // Vehicle settings: <RadioButton bounds="[1036,919][1252,965]"> is 46 px of a 57 px segment, cut
        // at the ScrollView's bottom (y = 965) with its row <View bounds="[1029,912][1693,965]">, whose
        // sibling rows are taller.
        let lights = try Self.fixture(
            "uiautomator-dump", "MunkiJeon__IVI_OS_Auto_var00__captured_xmls__source_Lights_scrolled_2.xml")
        let radio = try lights.index("android.widget.RadioButton", 1036, 919, 216, 46)
        #expect(lights.screen.screenReader[radio].clipping?.vertically == true)
    }

    @Test func rowsFlushWithTheListTopButFullSizeStayJudged() throws {
        // Vehicle settings: the segment <View checkable="true" clickable="true" bounds="[1050,72][1262,129]">
        // starts at the ScrollView's top (y = 71) but is 57 px tall like every other segment: not cut.
        let lights = try Self.fixture("uiautomator2-appium", "MunkiJeon__IVI_OS_Auto_var00__resources__source_lights_scrolled.xml")
        let segment = try lights.index("android.view.View", 1050, 72, 212, 57)
        #expect(lights.screen.screenReader[segment].clipping == nil)
    }

    @Test func itemsOfALegacyTabWidgetAreTabs() throws {
        // Xueqiu: <TabWidget> holds <RelativeLayout clickable="true" focusable="true" selected="true">
        // items, each with an <ImageView> icon and a <TextView> caption read as part of the item. The
        // undescribed icon is not important for accessibility: TalkBack does not stop on it.
        let xueqiu = try Self.fixture("uiautomator2-appium", "usstlw__AppiumDemo8__page_source.xml")
        let item = try xueqiu.index("android.widget.RelativeLayout", 0, 1777, 270, 143)
        let icon = try xueqiu.index("android.widget.ImageView", 90, 1777, 90, 90)
        #expect(xueqiu.screen.screenReader[item].role == .tab)
        #expect(xueqiu.screen.screenReader[item].name == "雪球")
        #expect(xueqiu.screen.screenReader[icon].role == .image)
        #expect(!xueqiu.screen.screenReader[icon].focus.isStop)
        #expect(xueqiu.findings(Self.role, at: icon).isEmpty)
        // The item is one of a row of same-class items with exactly one selected: a tab row whose
        // "Tab" may be a role description, which the dump does not record, so the role is needs
        // review, and the finding names that evidence.
        let role = try #require(xueqiu.findings(Self.role, at: item).first)
        #expect(role.kind == .needsReview)
        #expect(role.message.contains("tab"))
        #expect(role.missing.contains { $0.contains("role description") })
    }

    @Test func roleFindingsSayWhatTalkBackAnnounces() throws {
        // Hinge: <node class="android.view.View" clickable="true" bounds="[84,49][191,121]"> holds
        // <View content-desc="Age filter options"> and a non-clickable, non-focusable
        // android.widget.Button over most of it: the node Compose adds for the control's role. The chip
        // has no content description, so TalkBack reads its non-focusable children with it, the
        // Button's role included: "Age filter options, Button".
        let hinge = try Self.fixture("uiautomator-dump", "abhayraghuwanshi__hinge-genie__ui_dump.xml")
        let chip = try hinge.index("android.view.View", 84, 49, 107, 72)
        let finding = try #require(hinge.findings(Self.role, at: chip).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("android.widget.Button"))

        // Shucle: <ImageView content-desc="icon_menu" clickable="true">: TalkBack announces a clickable
        // ImageView as a button (its Role.getRole gives ROLE_IMAGE_BUTTON).
        let app = try Self.fixture("uiautomator2-appium", "masha0465__ddokta-e2e-automation__debug_page_source.xml")
        let menu = try app.index("android.widget.ImageView", 906, 115, 144, 144)
        #expect(app.screen.screenReader[menu].role == .button)
        #expect(app.findings(Self.role, at: menu).map(\.kind) == [.pass])
    }

    @Test func anIconFontGlyphIsNotATextAlternative() throws {
        // Safari, the-internet.herokuapp.com: <XCUIElementTypeStaticText label="\u{F058}" accessible="true">
        // is Font Awesome's check-circle glyph (Private Use Area) before "You logged into a secure area!".
        let safari = try Self.fixture("xcuitest-appium", "lana-20__web-testing-appium__page_source.xml")
        let glyph = try safari.index("XCUIElementTypeStaticText", 25, 100, 14, 16)
        let findings = safari.findings("MCAG:static-media-alternatives#1", at: glyph)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("\"U+F058\"") == true)
    }

    @Test func aResourceNameIsNotACleanName() throws {
        // <ImageView content-desc="icon_menu" clickable="true" bounds="[906,115][1050,259]">: TalkBack
        // reads the developer's resource name, "icon underscore menu", type word and all: a key in
        // place of a name, which 1.1.3 fails (the reviewer rule: a resource or file name is no name);
        // the type word fails 3.2.4 too.
        let app = try Self.fixture("uiautomator2-appium", "masha0465__ddokta-e2e-automation__debug_page_source.xml")
        let menu = try app.index("android.widget.ImageView", 906, 115, 144, 144)
        let names = app.findings(Self.names, at: menu)
        #expect(names.map(\.kind) == [.violation])
        #expect(names.first?.message.contains("\"icon_menu\"") == true)
        let clean = app.findings("MCAG:clean-names#3", at: menu)
        #expect(clean.map(\.kind) == [.violation])
        #expect(clean.first?.message.contains("type word \"icon\"") == true)
    }

    @Test func anAssetNameIsNotATextAlternative() throws {
        // Pocket Casts (iOS 26): the rating shows <Image name="star-full" label="star-full"
        // accessible="true" x="117" y="413" width="17" height="17">: VoiceOver says "star-full, image".
        let podcast = try Self.audit(Self.corpusDump("mobiumdev__mobium__ios26-pocketcasts-podcast.xml"))
        let star = try podcast.index("XCUIElementTypeImage", 117, 413, 17, 17)
        let findings = podcast.findings("MCAG:static-media-alternatives#1", at: star)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("\"star-full\" is a resource or file name") == true)
    }

    @Test func aFormTitleIsNotTakenForALink() throws {
        // TheApp: <TextView text="Login" bounds="[413,360][668,496]"> is the title above the form.
        let theApp = try Self.fixture(
            "uiautomator2-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__android.xml")
        let title = try theApp.index("android.widget.TextView", 413, 360, 255, 136)
        #expect(theApp.findings(Self.role, at: title).isEmpty)
    }

    @Test func webContentPartlyScrolledAwayIsNotGhostFocus() throws {
        // Kiwix (iOS 26): the article is WKWebView content taller than the screen. <Image label="Moonlight
        // in Vermont (song)" visible="false" y="786" height="203"> is cut by the screen's bottom (874 pt),
        // and the links below the fold are reached by VoiceOver scrolling the web view.
        let kiwix = try Self.audit(Self.corpusDump("mobiumdev__mobium__ios26-kiwix-main-page.xml"))
        let image = try kiwix.index("XCUIElementTypeImage", 201, 786, 201, 203)
        #expect(kiwix.screen.tree[image].isVisible == false)
        #expect(!kiwix.screen.screenReader[image].visibility.isHidden)
        #expect(kiwix.violations("MCAG:ghost-focus#1").isEmpty)
        #expect(kiwix.violations("MCAG:ghost-focus#2").isEmpty)
        // The toolbar's buttons report visible="true" inside an <Other visible="false" width="0">.
        let back = try kiwix.index("XCUIElementTypeButton", 69, 803, 38, 38)
        #expect(kiwix.screen.screenReader[back].visibility == .visible)
    }

    static func corpusDump(_ name: String) -> URL {
        // Byte-identical copies of the iOS accuracy corpus's dumps (mobiumdev/mobium,
        // internal/uitree/testdata/; provenance in Tests/AccuracyCorpus/SOURCES.tsv).
        Fixtures.corpus("ios", name)
    }

    @Test func aButtonCoveredByASiblingOfTheSameFrameNeedsTheScreenshot() throws {
        // React Native test screen in a scroll view: <Button name="fullTarget" visible="false"
        // accessible="true" x="16" y="265" width="370" height="49"> is followed by <Button name="fullCover"
        // visible="true"> with the same frame, drawn over it. VoiceOver still stops on the covered one.
        // <Button name="scrimTarget" visible="false" y="814"> under <Button name="scrimCover" visible="true">
        // has exactly the same shape in the source, but its cover is a translucent scrim: only the
        // pixels tell an opaque cover from a scrim, so both are left for a person with the screenshot.
        let screen = try Self.audit(Self.corpusDump("mobiumdev__mobium__obstruction-ios.xml"))
        let covered = try screen.index("XCUIElementTypeButton", 16, 265, 370, 49)
        let underScrim = try screen.index("XCUIElementTypeButton", 16, 814, 370, 48)
        #expect(screen.screen.tree[covered].identifier == "fullTarget")
        #expect(screen.screen.tree[underScrim].identifier == "scrimTarget")
        for index in [covered, underScrim] {
            #expect(screen.screen.screenReader[index].visibility.isCoveredBySibling)
        }
        // Four covered buttons share one reason, so their needs-review findings are folded into
        // one screen-level finding; none of them is a violation.
        #expect(screen.violations("MCAG:ghost-focus#1").isEmpty)
    }

    @Test func anAlertIsModal() throws {
        // A UIAlertController over the app: the app's <Button name="backBtn" visible="false"
        // accessible="true"> behind it is not reachable, since VoiceOver keeps focus inside the alert.
        let screen = try Self.audit(Self.corpusDump("mobiumdev__mobium__ios-app-alert.xml"))
        let back = try screen.index("XCUIElementTypeButton", 16, 78, 370, 48)
        #expect(screen.screen.screenReader[back].focus == .skipped)
        #expect(screen.violations("MCAG:ghost-focus#1").isEmpty)
        let alertButtons = screen.screen.tree.indices.filter {
            screen.screen.tree[$0].role == .button && screen.screen.tree.ancestors(of: $0).contains { screen.screen.tree[$0].role == .alert }
        }
        #expect(!alertButtons.isEmpty)
        #expect(alertButtons.allSatisfy { screen.screen.screenReader[$0].focus.isStop })
    }

    @Test func rowsScrolledUnderTheHeaderAreNotGhostFocus() throws {
        // Calendar (ja): the day's hour rows sit in content 1222 pt tall; <Other label="10:00"
        // visible="false" accessible="true" y="49"> is scrolled under the date header, not hidden.
        let calendar = try Self.fixture(
            "xcuitest-appium",
            "ldi-github__shirates-core__src__test__kotlin__shirates__core__testdata__XmlDataIos.kt__DateAndTime_ja.xml")
        let row = try calendar.index("XCUIElementTypeOther", 51, 49, 339, 51)
        #expect(calendar.screen.tree[row].label == "10:00")
        #expect(!calendar.screen.screenReader[row].visibility.isHidden)
        #expect(!calendar.violations("MCAG:ghost-focus#1").contains { $0.element?.index == row })
    }
}
