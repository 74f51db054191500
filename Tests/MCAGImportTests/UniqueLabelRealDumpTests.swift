import MCAGCore
import Testing

/// MCAG 3.2.4 Unique Labels on real dumps: "Interactive elements' labels and accessible names are
/// unique, except when: Elements have the exact functionality."
@Suite struct UniqueLabelRealDumpTests {
    static let unique = "MCAG:unique-labels#1"

    @Test func theSameActionOnEveryCardOfAListActsOnDifferentItems() throws {
        // LingBook: three notebook cards (android.view.View, one template), each with "删除" (delete) and
        // "重命名" (rename) and its own title ("TO-DO", "数据结构", …). Each button acts on its own
        // notebook: the same name for different functionality.
        let notebooks = try ScreenReaderAccuracyFixTests.android("lingbook-compose-1.xml")
        let delete = try notebooks.index("android.view.View", 796, 1241, 136, 192)
        let finding = try #require(notebooks.findings(Self.unique, at: delete).first)
        #expect(finding.kind == .violation)
        #expect(finding.message.contains("删除"))
        #expect(finding.message.contains("TO-DO"))
    }

    @Test func theSameButtonOnRowsOfDifferentShapesActsOnDifferentAccounts() throws {
        // Douyin's following list: each account row (RelativeLayout, one RecyclerView) holds the
        // account's name and a <TextView resource-id="…:id/qr" text="关注" clickable="true">; some rows
        // hold a badge more than others, so their elements differ, yet the button sits at one place of
        // each row and follows that row's account.
        let list = try ScreenReaderAccuracyFixTests.android("douyin-following-list-zh.xml")
        let follow = try list.index("android.widget.TextView", 773, 606, 259, 90)
        let finding = try #require(list.findings(Self.unique, at: follow).first)
        #expect(finding.kind == .violation)
        #expect(finding.message.contains("已重置") || finding.message.contains("厦门镀晶原液"))
    }

    @Test func rowsOfOneListThatReadAlikeAreStillDifferentMessages() throws {
        // WhatsApp (pt): the chat's <ListView resource-id="android:id/list"> holds one ViewGroup row per
        // message; four rows read "200000000000, 23:32, Lida" (sender, time, status). Each row is another
        // entry of the list and selects its own message, and nothing spoken tells them apart.
        let chat = try ScreenReaderAccuracyFixTests.fixture("uiautomator-dump", "09franchico__auto-zap__window_dump.xml")
        let row = try chat.index("android.view.ViewGroup", 0, 293, 720, 49)
        let finding = try #require(chat.findings(Self.unique, at: row).first)
        #expect(finding.kind == .violation)
        #expect(finding.message.contains("ListView"))
    }

    @Test func tilesWhoseDescriptionHidesTheEpisodeActOnDifferentEpisodes() throws {
        // Philo's guide: three <ViewGroup content-desc="Step It Up" clickable="true"> tiles of one
        // RecyclerView row show "S1 | E1 Do You Have What It Takes?", "S1 | E2 Fake Sweat" and
        // "S1 | E3 Fix Your Face" under the description, which TalkBack reads alone.
        let guide = try ScreenReaderAccuracyFixTests.fixture("uiautomator-dump", "gpaneda__philo-automation-ott__src__config__ui_dump.xml")
        let tile = try guide.index("android.view.ViewGroup", 852, 234, 482, 268)
        let finding = try #require(guide.findings(Self.unique, at: tile).first)
        #expect(finding.kind == .violation)
        #expect(finding.message.contains("S1 | E1"))
    }

    @Test func aNicknameThatTitlesEachNotificationStaysAQuestion() throws {
        // Futu's message centre: five notifications, each titled by a clickable <TextView
        // resource-id="…:id/nick_name_text" text="只做主升不做调整">. The nickname names the author whose
        // profile it opens; whether the five are one account is not in the dump.
        let messages = try ScreenReaderAccuracyFixTests.fixture("uiautomator-dump", "Darren-gy__futu-graber__window_dump.xml")
        let nickname = try messages.index("android.widget.TextView", 184, 550, 336, 56)
        #expect(messages.findings(Self.unique, at: nickname).map(\.kind) == [.needsReview])
    }

    @Test func aCellsDisabledChevronIsNotComparedWithTheOthers() throws {
        // iOS Settings: each disclosure cell lists <Button label="chevron" enabled="false"
        // visible="false">, its accessory. VoiceOver reads the cell, not the chevron, and the chevron
        // does nothing of its own: fourteen of them are not fourteen controls named "chevron".
        let settings = try ScreenReaderModelRealDumpTests.fixture(
            "xcuitest-appium", "ldi-github__shirates-core__src__test__kotlin__shirates__core__testdata__XmlDataIos.kt__SettingsTopScreen.xml")
        let chevron = try settings.index("XCUIElementTypeButton", 358, 307, 12, 15)
        #expect(settings.screen.tree[chevron].isEnabled == false)
        #expect(settings.findings(Self.unique, at: chevron).isEmpty)
    }

    @Test func aBackButtonAndTheSelectedTabOfItsNameLeadToOneScreen() throws {
        // Pocket Casts (iOS 26), a podcast opened from Discover: <Button name="BackButton" label="Discover">
        // and the tab bar's <Button label="Discover" traits="Selected, Button">. Tapping the selected tab
        // pops its stack to its first screen, which the back button returns to.
        let podcast = try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("ios", "mobiumdev__mobium__ios26-pocketcasts-podcast.xml"))
        let back = try podcast.index("XCUIElementTypeButton", 16, 62, 44, 44)
        #expect(podcast.findings(Self.unique, at: back).map(\.kind) == [.pass])
    }

    @Test func aSearchFieldAndASettingsRowOfItsNameDoDifferentThings() throws {
        // iOS 26 Settings: the row <Button name="com.apple.settings.search" label="Search"> opens the
        // Search settings page, and the bottom <SearchField label="Search"> takes a query. One is typed
        // into, the other activated: not the exact functionality.
        let settings = try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("ios", "mobiumdev__mobium__ios26-settings-root.xml"))
        let row = try settings.index("XCUIElementTypeButton", 16, 605, 370, 53)
        let field = try settings.index("XCUIElementTypeSearchField", 32, 803, 337, 38)
        #expect(settings.findings(Self.unique, at: row).map(\.kind) == [.violation])
        #expect(settings.findings(Self.unique, at: field).map(\.kind) == [.violation])
    }

    @Test func aPartOfAControlNamedLikeItIsTheSameControl() throws {
        // Facebook Messenger (es): <Button content-desc="Publicar una nota" clickable="true"
        // bounds="[44,771][264,1129]"> holds the clickable note bubble <ViewGroup bounds="[44,771][264,942]">,
        // also read "Publicar una nota": one control reached twice.
        let messages = try ScreenReaderAccuracyFixTests.android("facebook-messages-es.xml")
        let card = try messages.index("android.widget.Button", 44, 771, 220, 358)
        let bubble = try messages.index("android.view.ViewGroup", 44, 771, 220, 171)
        #expect(messages.findings(Self.unique, at: card).map(\.kind) == [.pass])
        #expect(messages.findings(Self.unique, at: bubble).map(\.kind) == [.pass])
    }

    @Test func oneNameInTwoRegionsOfTheScreenStaysAQuestion() throws {
        // DeepEye: "Home" is a chip of the top row ([34,216][161,318]) and an item of the bottom
        // navigation ([0,2179][165,2349]). The two regions are not items of one template, and whether
        // both lead home is not in the dump.
        let home = try ScreenReaderAccuracyFixTests.android("deepeye-music-webview-home.xml")
        let chip = try home.index("android.view.View", 34, 216, 127, 102)
        #expect(home.findings(Self.unique, at: chip).map(\.kind) == [.needsReview])
    }
}

/// MCAG 2.1.7 on a real dump: a toggle's state text is not the visible label.
@Suite struct ToggleStateTextRealDumpTests {
    @Test func aQuickSettingsSwitchShowingItsStateIsNotMissingItsLabel() throws {
        // Android Quick Settings (320 × 439, Chinese): <Switch text="开启" content-desc="互联网,zxgj_5G"
        // checkable="true" checked="true">. "开启" (on) is the state TalkBack announces from `checked`;
        // the label "互联网" is in the name.
        let tiles = try ScreenReaderAccuracyFixTests.android("quick-settings-small-screen-zh.xml")
        let internet = try tiles.index("android.widget.Switch", 14, 88, 142, 68)
        for requirement in ["MCAG:visible-label-included-in-accessible-names#1", "MCAG:visible-label-included-in-accessible-names#2"] {
            #expect(!tiles.findings(requirement, at: internet).contains { $0.kind == .violation })
        }
    }
}

/// iOS content under a presented layer, on a real dump.
@Suite struct PresentedLayerRealDumpTests {
    @Test func thePageUnderAnEpisodeSheetIsUnderALayerAndNotGhostFocus() throws {
        // Pocket Casts (iOS 26): the episode card is presented over the podcast page. XCUITest lists
        // the page first, every part of it visible="false", then a visible 402 × 874 layer. The page's
        // rating image "star-full" (117,252,17,17) lies under that layer: not a ghost-focus violation
        // (whether the sheet is modal for VoiceOver is not in the dump) and no missing alternative.
        let sheet = try ScreenReaderModelRealDumpTests.audit(
            Fixtures.corpus("ios", "mobiumdev__mobium__ios26-pocketcasts-episode-sheet.xml"))
        let star = try sheet.index("XCUIElementTypeImage", 117, 252, 17, 17)
        #expect(sheet.screen.screenReader[star].visibility.isCoveredByLayer)
        #expect(!sheet.findings("MCAG:ghost-focus#1", at: star).contains { $0.kind == .violation })
        #expect(sheet.findings("MCAG:static-media-alternatives#1", at: star).isEmpty)
    }

    @Test func rowsOfATableScrolledAwayAreNotUnderALayer() throws {
        // The same app's podcast page without a sheet: rows scrolled under the tab bar report
        // visible="false" inside a table that reports visible="true", so none of its stops is
        // under a layer (two empty full-screen placeholders before a visible container are, and
        // hold nothing).
        let page = try ScreenReaderModelRealDumpTests.audit(
            Fixtures.corpus("ios", "mobiumdev__mobium__ios26-pocketcasts-podcast.xml"))
        let model = page.screen.screenReader
        #expect(!page.screen.tree.indices.contains { model[$0].focus.isStop && model[$0].visibility.isCoveredByLayer })
    }
}
