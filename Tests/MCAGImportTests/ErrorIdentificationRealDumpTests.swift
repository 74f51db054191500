import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// 3.5.1 test 4 (the error message can be read) on the shared real dumps: a
/// capture with no field in error cannot show how errors are read, unless it
/// holds nothing that takes input at all. Each expectation comes from reading
/// the dump: what a person could type into or choose on the screen shown.
@Suite("Error identification on real dumps")
struct ErrorIdentificationRealDumpTests {
    static let requirement = "MCAG:error-identification#4"

    static func findings(_ folder: String, _ name: String) throws -> [Finding] {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.url(folder, name), options: ImportOptions())
        let report = try Audit(catalog: .standard).run(snapshot)
        return report.results.filter { $0.requirementID == requirement }.flatMap(\.findings)
    }

    /// Screens made of lists, tabs and buttons only; each search affordance is
    /// a button that opens another screen, not a field in this one.
    @Test(arguments: [
        // WeCom's message list: clickable rows, title bar icons and a side panel of contacts.
        ("uiautomator-dump", "369219053__wework-auto-reply__ui_step8_message_page.xml"),
        // Futu's community feed: back and search icons (ImageView), tab strips, message rows.
        ("uiautomator-dump", "Darren-gy__futu-graber__window_dump.xml"),
        // KakaoTalk's friends feed: "검색" (search) and "친구 추가" buttons, posts, bottom tabs.
        ("uiautomator-dump", "OreoMini1990__kabot__bridge__ui_dump_kakao.xml"),
        // WhatsApp's chat list: "Ask Meta AI or Search" is a clickable FrameLayout bar, chat rows, tabs.
        ("uiautomator2-appium", "Srisha-197__playwright-framework__page_source.xml"),
        // A calendar sample's menu: two clickable TextViews, "小米日历" and "钉钉日历".
        ("uiautomator2-appium", "jerrylususu__testAppium_production__page_source.xml"),
        // A stock community home: "home_search" is a clickable LinearLayout, cards, tabs.
        ("uiautomator2-appium", "usstlw__AppiumDemo8__page_source.xml"),
        // A photo feed: tab strip, cards (ViewGroup), bottom bar.
        ("uiautomator2-appium", "zhaohexiang-zhx__appium__page_source.xml"),
        // iOS Settings' top level: cells that open sub-pages, no switch on this page.
        ("xcuitest-appium", "ldi-github__shirates-core__src__test__kotlin__shirates__core__testdata__XmlDataIos.kt__SettingsTopScreen.xml"),
    ])
    func aScreenWithNothingToFillInHasNoInputError(folder: String, name: String) throws {
        let findings = try Self.findings(folder, name)
        #expect(findings.map(\.kind) == [.notApplicable], "\(name): \(findings.map(\.message))")
    }

    /// Screens that hold, or may hold, something a person fills in or
    /// chooses: with no field in error the capture cannot show how errors
    /// are read, so a person must trigger them. The reason names what was seen.
    @Test(arguments: [
        // Gmail's inbox has its "Search in mail" EditText.
        ("uiautomator2-appium", "Bioto__tron-ai__page_source__gmail.xml", "a textField"),
        // FCG Doctor's language dialog: "English" and the Arabic option are bare clickable
        // android.view.View items (Flutter) picked before "Select": a choice no role announces.
        ("uiautomator2-appium", "Irshad-Fakeeh__FCGDoctorAppiumTest__page_source.xml", "android.view.View"),
        // An iOS form with a UITextView, which the source does not say is read-only.
        ("xcuitest-appium", "Neverlow512__iOS-Appium-Path-Extractor__Input__page_1.xml", "text view that may be editable"),
        // A page of web content, whose fields the tree may not show.
        ("xcuitest-appium", "lana-20__web-testing-appium__page_source.xml", "web content"),
        // iOS 26 Settings' Motion page: its switches.
        ("xcuitest-appium", "mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion.xml", "a switch"),
        // The Appium demo app's menu: React Native items exposed as accessible XCUIElementTypeOther.
        ("xcuitest-appium", "daneelOlivaw76__headspin_certification__prep_work__mobile__page_source.xml", "XCUIElementTypeOther"),
    ])
    func aScreenWithInputButNoErrorNeedsAPerson(folder: String, name: String, reason: String) throws {
        let findings = try Self.findings(folder, name)
        #expect(findings.map(\.kind) == [.needsReview], "\(name)")
        #expect(findings.first?.message.contains(reason) == true, "\(name): \(findings.map(\.message))")
        #expect(findings.first?.missing == ["errorMessage"])
    }
}
