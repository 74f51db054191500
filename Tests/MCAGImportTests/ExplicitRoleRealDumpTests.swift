import Foundation
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

    @Test func aClickableViewOverComposesRoleNodeIsHeardWithThatRole() throws {
        // Control Medicamentos (Compose): <android.view.View clickable="true" content-desc=""
        // bounds="[1058,1912][1312,2104]"> over <android.widget.Button clickable="false" focusable="false"
        // bounds="[1058,1928][1312,2088]">, the node Compose adds for Role.Button. TalkBack reads a node
        // with no content description together with its non-focusable children, their roles included
        // (TreeNodesDescription): the user hears "Button".
        let record = try ScreenReaderAccuracyFixTests.android("control-medicamentos-record-es.xml")
        let control = try record.index("android.view.View", 1058, 1912, 254, 192)
        let finding = try #require(record.findings(Self.role, at: control).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("android.widget.Button"))
        #expect(finding.message.contains("\"Button\""))
    }

    @Test func aContentDescriptionOnTheClickableViewHidesItsRoleNode() throws {
        // The same dump with a content description on the clickable View: TalkBack reads a described
        // node alone and does not descend to the Button node, so no role is heard.
        let url = ScreenReaderAccuracyFixTests.corpusURL("control-medicamentos-record-es.xml")
        var xml = try String(contentsOf: url, encoding: .utf8)
        let node = "content-desc=\"\" checkable=\"false\" checked=\"false\" clickable=\"true\" enabled=\"true\" focusable=\"true\" focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" bounds=\"[1058,1912][1312,2104]\""
        let described = try #require(xml.range(of: node))
        xml.replaceSubrange(described, with: node.replacingOccurrences(of: "content-desc=\"\"", with: "content-desc=\"Guardar\""))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("explicit-role-described-\(UUID().uuidString).xml")
        try xml.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let record = try ScreenReaderModelRealDumpTests.audit(copy)
        let control = try record.index("android.view.View", 1058, 1912, 254, 192)
        let finding = try #require(record.findings(Self.role, at: control).first)
        #expect(finding.kind == .violation)
        #expect(finding.message.contains("Guardar"))
        #expect(finding.message.contains("no role"))
    }

    @Test func composeNavigationItemsBesideASelectedOneAreTabs() throws {
        // Aryaa (Compose): four <android.view.View> navigation items at y 2151–2361; "SOS" is
        // selected="true" checkable="false", which Compose reports only for Role.Tab (any other role
        // with Selected is checkable). "Home" ends with <android.view.View bounds="[0,2151][255,2361]">,
        // blank and inert: the node Compose adds for the role description "Tab".
        let home = try ScreenReaderAccuracyFixTests.android("aryaa-home-compose.xml")
        let item = try #require(home.screen.tree.indices.first {
            home.screen.tree[$0].frame == Rect(x: 0, y: 2151, width: 255, height: 210) && home.screen.tree[$0].isClickable == true
        })
        let finding = try #require(home.findings(Self.role, at: item).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("Role.Tab"))
    }

    @Test func aMaterialNavigationBarItemIsATab() throws {
        // PMTV: <android.widget.FrameLayout clickable="true" bounds="[216,2123][432,2337]"> holding
        // #navigation_bar_item_content_container: Material's NavigationBarItemView, which sets the role
        // description "Tab" on itself.
        let pmtv = try ScreenReaderAccuracyFixTests.android("pmtv.xml")
        let item = try #require(pmtv.screen.tree.indices.first {
            pmtv.screen.tree[$0].frame == Rect(x: 216, y: 2123, width: 216, height: 214) && pmtv.screen.tree[$0].isClickable == true
        })
        let finding = try #require(pmtv.findings(Self.role, at: item).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("NavigationBarItemView"))
    }

    @Test func aTabOfAMaterialTabLayoutIsATab() throws {
        // Spotlight: <HorizontalScrollView> > <LinearLayout> > three <LinearLayout> TabViews; "All
        // Articles" is selected="true" clickable="false", the others clickable: TabLayout's TabView
        // drops its click while selected and sets the role description "Tab" on every tab.
        let spotlight = try ScreenReaderAccuracyFixTests.android("spotlight-publisher-bluestacks.xml")
        let sections = try spotlight.index("android.widget.LinearLayout", 360, 415, 360, 72)
        let finding = try #require(spotlight.findings(Self.role, at: sections).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("TabLayout"))
    }

    @Test func anItemOfAComposeLazyRowIsAListItem() throws {
        // Streamverse (Compose): <android.view.View scrollable="true" bounds="[0,624][1280,980]"> holds
        // clickable <android.view.View bounds="[36,624][456,980]"> cards. Compose names a scrolling node
        // without collection info HorizontalScrollView / ScrollView (and older versions named every
        // scrolling node so): a scrolling android.view.View is a lazy list with collection info,
        // which TalkBack reads as a list.
        let list = try ScreenReaderAccuracyFixTests.android("streamverse-list.xml")
        let card = try #require(list.screen.tree.indices.first {
            list.screen.tree[$0].frame == Rect(x: 36, y: 624, width: 420, height: 356) && list.screen.tree[$0].isClickable == true
        })
        let finding = try #require(list.findings(Self.role, at: card).first)
        #expect(finding.kind == .pass)
        #expect(finding.message.contains("lazy list"))
    }

    @Test func anItemOfAFlutterScrollingListStaysNeedsReview() throws {
        // Satheia (Flutter): the same shape outside a ComposeView. Flutter's bridge is not Compose's
        // delegate, and whether the list gives its items collection-item info is not in the dump.
        let reminders = try ScreenReaderAccuracyFixTests.android("satheia-reminders-flutter.xml")
        let items = reminders.screen.tree.indices.filter { index in
            reminders.findings(Self.role, at: index).contains { $0.kind == .needsReview && $0.message.contains("scrolling") }
        }
        #expect(!items.isEmpty)
    }

    @Test func anAppCompatActionBarTabAnnouncesNoRole() throws {
        // Xiaohongshu: <node class="androidx.appcompat.app.ActionBar$Tab" clickable="true"
        // bounds="[474,116][606,204]">. AppCompat's TabView sets only that class name, no role
        // description, and TalkBack names no role for it on focus: "tab" is never heard.
        let feed = try ScreenReaderAccuracyFixTests.android("xiaohongshu-home-zh.xml")
        let tab = try feed.index("androidx.appcompat.app.ActionBar$Tab", 474, 116, 132, 88)
        let finding = try #require(feed.findings(Self.role, at: tab).first)
        #expect(finding.kind == .violation)
        #expect(finding.message.contains("role description"))
        #expect(finding.impact == .moderate)
    }
    @Test func aWindowSizedLayerTalkBackHearsWithTextIsJudgedAndAnEmptyOneIsReviewed() throws {
        // PacketShare's <FrameLayout resource-id="android:id/content" clickable="true" focusable="true"
        // bounds="[0,0][1812,2050]"> holds the title "Packetshare", which no other control holds: TalkBack
        // focuses an actionable node with something to speak (AccessibilityNodeInfoUtils.shouldFocusNode)
        // and says "Packetshare, double-tap to activate" with no role.
        let home = try ScreenReaderAccuracyFixTests.android("packetshare-home-foldable.xml")
        let content = try #require(home.screen.tree.indices.first {
            home.screen.tree[$0].identifier == "android:id/content" && home.screen.tree[$0].isClickable == true
        })
        #expect(kinds(home, content) == [.violation])
        // Nusuk's booking sheet: <View resource-id="…:id/touch_outside" clickable="true"
        // bounds="[0,75][1080,2205]"> has nothing to speak: whether TalkBack stops on it is not in the dump.
        let booking = try ScreenReaderAccuracyFixTests.android("nusuk-booking-fr.xml")
        let outside = try booking.index("android.view.View", 0, 75, 1080, 2130)
        let finding = try #require(booking.findings(Self.role, at: outside).first)
        #expect(finding.kind == .needsReview)
        #expect(finding.message.contains("nothing to speak"))
    }
}
