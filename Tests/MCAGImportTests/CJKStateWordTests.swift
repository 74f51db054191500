import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// A state written into a name in Chinese, Japanese or Korean (3.2.4 Clean
/// Names test 1), with the words TalkBack itself speaks for those states.
@Suite("State words in Chinese, Japanese and Korean")
struct CJKStateWordTests {
    static let state = "MCAG:clean-names#1"

    @Test func theCurrentChannelChipSaysSelectedInItsName() throws {
        // Xiaohongshu: <FrameLayout clickable="true" focusable="true" bounds="[0,221][150,331]"> around
        // <ViewGroup content-desc="已选定推荐"> around <TextView text="推荐">. TalkBack focuses the frame and
        // speaks the description: "已选定推荐", "selected" written into the name, while selected="false".
        let feed = try ScreenReaderWindowEdgeTests.androidCorpus("xiaohongshu-home-zh.xml")
        let chip = try feed.index("android.widget.FrameLayout", 0, 221, 150, 110)
        #expect(feed.findings(Self.state, at: chip).map(\.kind) == [.violation])
        // The next chip is described with the word it shows, "直播" (live): no state in it.
        let live = try feed.index("android.widget.FrameLayout", 150, 221, 150, 110)
        #expect(!feed.findings(Self.state, at: live).map(\.kind).contains(.violation))
    }

    // "ログイン許可, オン" and "Webログインの2要素認証, オフ": LINE's account settings rows
    // (an AXe capture), the switch's state joined to the label the way VoiceOver speaks it.
    @Test(arguments: ["已选定推荐", "推荐，已选中", "通知 已關閉", "写真 選択済み", "와이파이 켜짐", "선택됨 홈",
                      "ログイン許可, オン", "Webログインの2要素認証, オフ"])
    func stateWordsAtTheEdges(name: String) {
        let terms = CleanNameVocabulary.builtIn.flatMap(\.stateTerms)
        #expect(CleanNameScan.firstTerm(in: name, terms: terms, roles: [.button]) != nil)
    }

    // "オンライン" (online), "オフライン" (offline) and "ライオン" (lion) hold
    // "オン" or "オフ" inside a word of their own: no state.
    @Test(arguments: ["推荐", "选择城市", "开启通知", "查看已选中的商品", "켜기", "オンライン表示", "オフラインで使う", "ライオン"])
    func actionsAndWordsInsideAreNoState(name: String) {
        let terms = CleanNameVocabulary.builtIn.flatMap(\.stateTerms)
        #expect(CleanNameScan.firstTerm(in: name, terms: terms, roles: [.button]) == nil)
    }
}
