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
