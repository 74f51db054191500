import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A control whose content description replaces the one text it shows
/// (2.1.7): TalkBack speaks the description, so a Voice Access user who
/// says the visible word does not reach it. Measured on the real dump.
@Suite("A description that hides a different visible text")
struct HiddenVisibleLabelTests {
    static let labelInName = "MCAG:visible-label-included-in-accessible-names#1"
    static let startsWith = "MCAG:visible-label-included-in-accessible-names#2"

    @Test func aTabDescribedNearbyThatShowsTheCityIsAViolation() throws {
        // Xiaohongshu: <node class="androidx.appcompat.app.ActionBar$Tab" content-desc="附近" clickable="true"
        // focusable="true" bounds="[606,116][738,204]"> holding <node class="android.widget.TextView" text="厦门"
        // bounds="[633,134][711,186]">. TalkBack says "附近"; the tab shows "厦门".
        let feed = try ScreenReaderWindowEdgeTests.androidCorpus("xiaohongshu-home-zh.xml")
        let nearby = try feed.index("androidx.appcompat.app.ActionBar$Tab", 606, 116, 132, 88)
        #expect(feed.findings(Self.labelInName, at: nearby).map(\.kind) == [.violation])
        let message = try #require(feed.findings(Self.labelInName, at: nearby).first?.message)
        #expect(message.contains("厦门") && message.contains("附近"))
        // Whether the name should start with a label shown by a child is left to a person.
        #expect(feed.findings(Self.startsWith, at: nearby).map(\.kind) == [.needsReview])
        // Its neighbours are described with the words they show: "关注" over "关注", "发现" over "发现".
        let follow = try feed.index("androidx.appcompat.app.ActionBar$Tab", 342, 116, 132, 88)
        let discover = try feed.index("androidx.appcompat.app.ActionBar$Tab", 474, 116, 132, 88)
        #expect(feed.findings(Self.labelInName, at: follow).map(\.kind) == [.pass])
        #expect(feed.findings(Self.labelInName, at: discover).map(\.kind) == [.pass])
    }

    @Test func aCountUnderADescribedButtonIsNoLabel() throws {
        // TikTok's feed: <Button content-desc="Add or remove this video from Favorites." bounds="[402,254][480,333]">
        // over <TextView text="2.4M">: the count is not the button's label, so nothing is compared.
        let feed = try ScreenReaderModelRealDumpTests.fixture("uiautomator-dump", "NikDzub__tk23__dum.xml")
        let favourite = try feed.index("android.widget.Button", 402, 254, 78, 79)
        #expect(feed.findings(Self.labelInName, at: favourite).isEmpty)
    }
}
