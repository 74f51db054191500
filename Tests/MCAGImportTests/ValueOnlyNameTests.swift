import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// A stop whose whole name is a value (3.2.4 Clean Names test 2): a compact count or a page position.
@Suite("Names that are only a value")
struct ValueOnlyNameTests {
    static let value = "MCAG:clean-names#2"

    @Test(arguments: ["9,6B", "3,6Mn", "25.6M", "165.6K", "2.1 K", "12万", "3.4억", "1,2 млн", "7 mil"])
    func compactCounts(name: String) {
        #expect(ValueOnlyName.statedValue(name, siblingNames: { [] }) == name)
    }

    @Test(arguments: ["5", "15", "5m", "1234K", "2.123K", "K", "9,6 Bin", "Reply 9,6B", "Page", "Page 8 of 7", "Page 0 of 3"])
    func otherNamesAreNoValue(name: String) {
        #expect(ValueOnlyName.statedValue(name, siblingNames: { [] }) == nil)
    }

    @Test func aPagePositionIsAValueUnlessItsSiblingsAreTheOtherPages() {
        #expect(ValueOnlyName.statedValue("Page 4 of 7", siblingNames: { ["Featured"] }) == "Page 4 of 7")
        #expect(ValueOnlyName.statedValue("Page 2 of 3", siblingNames: { ["Page 1 of 3, Default page", "Page 3 of 3"] }) == nil)
    }

    @Test func xsReplyButtonIsReadOnlyAsItsCount() throws {
        // X (Twitter), Turkish: <ViewGroup clickable="true" bounds="[175,1154][334,1249]"> with no description
        // around the reply icon and <TextView text="9,6B">: TalkBack speaks "9,6B" (9.6 thousand) and nothing else.
        let timeline = try ScreenReaderWindowEdgeTests.androidCorpus("x-home-timeline-tr.xml")
        let reply = try timeline.index("android.view.ViewGroup", 175, 1154, 159, 95)
        #expect(timeline.findings(Self.value, at: reply).map(\.kind) == [.violation])
    }
}
