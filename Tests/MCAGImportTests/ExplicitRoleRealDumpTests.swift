import MCAGCore
import Testing

/// MCAG 1.1.2, test 1, on real Android dumps: "Each UI component that allows user interaction or its
/// semantics affects the meaning of its content must have an explicit role defined." An operable stop
/// whose class gives TalkBack no role fails; needs review is left for the roles a dump cannot show.
@Suite struct ExplicitRoleRealDumpTests {
    static let role = "MCAG:explicit-role#1"

    func kinds(_ screen: ScreenReaderModelRealDumpTests.Audited, _ index: Int) -> [Finding.Kind] {
        screen.findings(Self.role, at: index).map(\.kind)
    }

    @Test func aClickableRowAndAClickableTextWithoutARoleFail() throws {
        // Adorbee's login: <LinearLayout clickable="true" bounds="[0,896][1440,1088]"> (the country
        // picker, read as "China") and <TextView text="Forgot Password ?" clickable="true">. TalkBack
        // says their text and "double-tap to activate", never "button" or "link".
        let login = try ScreenReaderAccuracyFixTests.android("adorbee-login.xml")
        let row = try login.index("android.widget.LinearLayout", 0, 896, 1440, 192)
        let forgot = try login.index("android.widget.TextView", 768, 1578, 672, 163)
        #expect(kinds(login, row) == [.violation])
        #expect(kinds(login, forgot) == [.violation])
        let finding = try #require(login.findings(Self.role, at: row).first)
        #expect(finding.impact == .moderate)
        #expect(finding.message.contains("no role"))
        // Its clickable ImageViews are announced as buttons (TalkBack's ROLE_IMAGE_BUTTON).
        let clear = try login.index("android.widget.ImageView", 1100, 1130, 140, 192)
        #expect(kinds(login, clear) == [.pass])
    }

    @Test func aWebElementExposedAsAPlainViewIsReviewedForItsRoleDescription() throws {
        // Ozon Bank: inside <android.webkit.WebView>, <android.view.View clickable="true"
        // bounds="[32,56][358,144]">. Chrome names a web element's role (link, tab) in the node's role
        // description, which uiautomator does not record.
        let ozon = try ScreenReaderAccuracyFixTests.android("ozon-bank-home-webview-ru.xml")
        let element = try ozon.index("android.view.View", 32, 56, 326, 88)
        let finding = try #require(ozon.findings(Self.role, at: element).first)
        #expect(finding.kind == .needsReview)
        #expect(finding.missing.contains { $0.contains("role description") })
    }

    @Test func aRowOfItemsWithOneSelectedIsReviewedAsATabRow() throws {
        // United Pharmacy (React Native): five clickable <android.view.View> at y 2030–2156, the first
        // selected="true". React Native announces accessibilityRole="tab" through a role description.
        let pharmacy = try ScreenReaderAccuracyFixTests.android("united-pharmacy-home-rn-ar.xml")
        let tab = try pharmacy.index("android.view.View", 645, 2030, 211, 126)
        let finding = try #require(pharmacy.findings(Self.role, at: tab).first)
        #expect(finding.kind == .needsReview)
        #expect(finding.message.contains("selected"))
    }

    @Test func aClickableViewOverComposesRoleNodeIsReviewed() throws {
        // Control Medicamentos (Compose): <android.view.View clickable="true" bounds="[1058,1912][1312,2104]">
        // over <android.widget.Button clickable="false" focusable="false" bounds="[1058,1928][1312,2088]">,
        // the node Compose leaves for the control's role. Whether TalkBack reads it with the clickable
        // parent is not in the dump.
        let record = try ScreenReaderAccuracyFixTests.android("control-medicamentos-record-es.xml")
        let control = try record.index("android.view.View", 1058, 1912, 254, 192)
        let finding = try #require(record.findings(Self.role, at: control).first)
        #expect(finding.kind == .needsReview)
        #expect(finding.missing.contains { $0.contains("android.widget.Button") })
    }
}
