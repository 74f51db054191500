import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

@Suite("Android dumps map to elements", .temporaryFolder)
struct AndroidImportTests {
    static let theApp = Fixtures.url(
        "uiautomator2-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__android.xml")
    static let gmail = Fixtures.url("uiautomator2-appium", "Bioto__tron-ai__page_source__gmail.xml")

    @Test func contentDescriptionIsTheLabelAndPasswordFieldsAreSecure() throws {
        let tree = try SnapshotImporter.importFile(at: Self.theApp).screens[0].tree
        let password = try #require(tree.first(named: "password"))
        #expect(password.role == .secureTextField)
        #expect(password.isPassword == true)
        #expect(password.value == "•••••••••")
        let username = try #require(tree.first(named: "username"))
        #expect(username.role == .textField)
        #expect(username.value == "alice")
        let back = try #require(tree.elements.first { $0.className == "android.widget.ImageButton" })
        #expect(back.role == .button)
        #expect(back.label == nil)
        #expect(back.isClickable == true)
    }

    @Test func boundsBecomeMillimetresUnderTheGivenDPI() throws {
        let screen = try SnapshotImporter.importFile(at: Self.theApp, options: ImportOptions(androidDPI: 480)).screens[0]
        #expect(screen.unit == .pixels)
        #expect(screen.density?.isAssumed == false)
        let username = try #require(screen.tree.first(named: "username"))
        #expect(username.frame == Rect(x: 150, y: 504, width: 780, height: 112))
        // 112 px at 480 dpi is 112 × 25.4 / 480 mm.
        let height = try #require(screen.millimetres(112))
        #expect(abs(height - 5.9267) < 0.001)
    }

    @Test func withoutDPIDensityIsInferredAndSaysSo() throws {
        let screen = try SnapshotImporter.importFile(at: Self.gmail).screens[0]
        #expect(screen.viewport == Size(width: 1440, height: 3120))
        let density = try #require(screen.density)
        // A 1440 × 3120 px phone: 320–480 dp across is 720–480 dpi; the DisplayMetrics figure
        // nearest 411 dp across (560.5 dpi) is 560. The 145 px status bar (a cutout's, 41 dp) pins nothing.
        #expect(density.assumption?.contains("assumed 560 dpi (plausible 480–720 dpi)") == true)
        #expect(density.assumption?.contains("--dpi") == true)
        #expect(abs(density.unitsPerMillimetre - 560 / 25.4) < 0.0001)
        let range = try #require(density.plausibleUnitsPerMillimetre)
        #expect(abs(range.lowerBound - 480 / 25.4) < 0.0001 && abs(range.upperBound - 720 / 25.4) < 0.0001)
    }

    @Test func hintStaysAHintAndTypedTextIsTheValue() throws {
        let tree = try SnapshotImporter.importFile(at: Self.gmail).screens[0].tree
        let search = try #require(tree.elements.first { $0.identifier == "com.google.android.gm:id/open_search_view_edit_text" })
        #expect(search.role == .textField)
        #expect(search.hint == "Search in mail")
        #expect(search.value == "emails from xai")
        #expect(search.isFocused == true)
        #expect(search.isAccessibilityElement == true)
        #expect(search.attributes?["input-type"] == "524289")
        #expect(search.attributes?["drawing-order"] == "2")
    }

    @Test func unmappedAttributesAreKept() throws {
        let tree = try SnapshotImporter.importFile(
            at: Fixtures.url("uiautomator-dump", "369219053__wework-auto-reply__ui_step8_message_page.xml")).screens[0].tree
        let unlabelled = tree.elements.filter { $0.attributes?["NAF"] == "true" }
        #expect(unlabelled.count == 5)
        #expect(unlabelled.allSatisfy { $0.isClickable == true && $0.accessibleName == nil })
        #expect(unlabelled.allSatisfy { $0.appIdentifier == "com.tencent.wework" && $0.attributes?["package"] == nil })
    }

    @Test func severalTopLevelNodesAreSeveralWindows() throws {
        let url = Fixtures.url(
            "uiautomator-dump",
            "adobortnik__Hydra__automation__superproxy_dumps__ui_dump_u2_10_1_11_4_5555_20260203_165200.xml")
        let snapshot = try SnapshotImporter.importFile(at: url)
        let screen = snapshot.screens[0]
        #expect(screen.tree.roots.count == 4)
        #expect(screen.tree.roots.allSatisfy { screen.tree[$0].role == .window })
        #expect(screen.orientation == .landscapeLeft)
        #expect(snapshot.app.platform == .android)
        #expect(snapshot.app.bundleIdentifier == "com.scheler.superproxy")
        #expect(screen.tree[0].attributes?["visible-to-user"] == nil)
        #expect(screen.tree[0].isVisible == true)
    }

    @Test func obfuscatedClassesStayUnknownWithTheirClassName() throws {
        let files = Fixtures.files(in: "uiautomator2-appium")
        var found: [Element] = []
        for url in files {
            found += try SnapshotImporter.importFile(at: url).screens[0].tree.elements.filter { $0.className == "K0.P0" }
        }
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.role == .unknown })
    }

    @Test("Class names map by suffix", arguments: [
        ("android.widget.ImageButton", Role.button), ("androidx.appcompat.widget.AppCompatImageButton", .button),
        ("android.widget.ImageView", .image), ("android.widget.Switch", .switch),
        ("androidx.appcompat.widget.SwitchCompat", .switch), ("android.widget.CheckBox", .checkbox),
        ("android.widget.RadioButton", .radio), ("android.widget.SeekBar", .slider),
        ("android.widget.ProgressBar", .progressIndicator), ("android.widget.EditText", .textField),
        ("androidx.recyclerview.widget.RecyclerView", .list), ("android.widget.ListView", .list),
        ("android.widget.ScrollView", .scrollView), ("android.webkit.WebView", .webView),
        ("android.widget.VideoView", .video), ("androidx.appcompat.widget.Toolbar", .toolbar),
        ("com.google.android.material.tabs.TabLayout$TabView", .tab),
        ("com.google.android.material.tabs.TabLayout", .tabBar), ("android.widget.TextView", .text),
        ("cn.futu.uikit.widget.textview.FtTextView", .text), ("android.widget.LinearLayout", .container),
        ("android.view.View", .container), ("X.Yml", .unknown),
    ])
    func mapsClassNames(className: String, role: Role) {
        #expect(AndroidRoles.role(className: className, isPassword: false, isEditable: false) == role)
    }

    @Test func headingAttributeMakesAHeading() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy rotation="0" width="1080" height="2340">
          <android.widget.FrameLayout class="android.widget.FrameLayout" bounds="[0,0][1080,2340]">
            <android.widget.TextView class="android.widget.TextView" text="Inbox" heading="true" bounds="[0,0][400,120]" pane-title="Mail"/>
          </android.widget.FrameLayout>
        </hierarchy>
        """
        let url = try Fixtures.temporaryFile("heading.xml", xml)
        let tree = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: 420)).screens[0].tree
        let title = try #require(tree.first(named: "Inbox"))
        #expect(title.role == .heading)
        #expect(title.attributes?["pane-title"] == "Mail")
        #expect(tree.parent(of: 1) == 0)
    }
}
