import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// An avatar drawn as a name's initial, read apart from the name (3.1.4), on real dumps.
@Suite("An avatar initial read apart from its name")
struct AvatarInitialGroupingTests {
    static let grouping = "MCAG:logical-content-grouping#1"

    @Test func fourMembersInitialsAreReadBeforeTheirNames() throws {
        // Family Hub (React Native, tablet): <TextView text="M" bounds="[516,249][534,277]"> over
        // <TextView text="Mom" bounds="[506,296][543,318]">, and so for "D"/"Dad", "R"/"River", "C"/"Clay";
        // none is inside a focusable container, so TalkBack stops on all eight, the initials first.
        let home = try ScreenReaderWindowEdgeTests.androidCorpus("familyhub-home-rn-tablet.xml")
        for (x, width, member) in [(516, 18, "Mom"), (595, 13, "Dad"), (672, 13, "River"), (749, 13, "Clay")] {
            let initial = try home.index("android.widget.TextView", Double(x), 249, Double(width), 28)
            let findings = home.findings(Self.grouping, at: initial)
            #expect(findings.map(\.kind) == [.violation])
            #expect(findings.first?.message.contains("the name \"\(member)\"") == true)
        }
    }

    @Test func aContactListsSectionLettersAreNotAvatars() throws {
        // WeChat's contacts: the section letters <TextView text="A" bounds="[0,829][131,915]"> and "B" head the
        // rows under them, whose names start further right, beside each contact's photo.
        let contacts = try ScreenReaderWindowEdgeTests.androidCorpus("wechat-contacts-zh.xml")
        let sectionA = try contacts.index("android.widget.TextView", 0, 829, 131, 86)
        #expect(!contacts.findings(Self.grouping, at: sectionA).contains { $0.kind == .violation })
    }

    @Test func initialsAreCapitalsAndNamesBeginWithThem() {
        #expect(AvatarInitialGroupingCheck.initialLetters(of: "M") == ["M"])
        #expect(AvatarInitialGroupingCheck.initialLetters(of: "JD") == ["J", "D"])
        #expect(AvatarInitialGroupingCheck.initialLetters(of: "a") == nil)
        #expect(AvatarInitialGroupingCheck.initialLetters(of: "12") == nil)
        #expect(AvatarInitialGroupingCheck.initialLetters(of: "ABC") == nil)
        #expect(AvatarInitialGroupingCheck.begins("Jane Doe", with: ["J", "D"]))
        #expect(!AvatarInitialGroupingCheck.begins("Jane", with: ["J", "D"]))
        #expect(AvatarInitialGroupingCheck.begins("mom", with: ["M"]))
        #expect(!AvatarInitialGroupingCheck.begins("Dad", with: ["M"]))
    }
}
