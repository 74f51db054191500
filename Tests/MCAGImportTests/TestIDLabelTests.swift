import Foundation
@testable import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// React Native test IDs written into the accessibility label, as Appium
/// suites on Android often ask: TalkBack reads the ID as the name. Measured
/// on the WebdriverIO demo app's Forms tab; expectations come from its XML.
@Suite("Test IDs read as names")
struct TestIDLabelTests {
    static let names = "MCAG:interactive-elements-have-names#1"
    static let typeInName = "MCAG:clean-names#3"

    static func forms() throws -> ScreenReaderModelRealDumpTests.Audited {
        try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("android", "wdio-demo-forms-rn.xml"))
    }

    @Test func aFieldDescribedByItsTestIDHasNoName() throws {
        // <EditText text="Type something" content-desc="text-input" hint="Type something"
        // bounds="[131,685][949,791]">: TalkBack reads "text-input".
        let screen = try Self.forms()
        let field = try screen.index("android.widget.EditText", 131, 685, 818, 106)
        #expect(screen.findings(Self.names, at: field).map(\.kind) == [.violation])
    }

    @Test func aTypeWordOpeningATestIDIsATypeInTheName() throws {
        // <ViewGroup content-desc="button-Active" clickable="true" bounds="[199,1728][527,1860]">
        // over the visible text "Active": TalkBack says "button Active", then the role.
        let screen = try Self.forms()
        let active = try screen.index("android.view.ViewGroup", 199, 1728, 328, 132)
        #expect(screen.findings(Self.typeInName, at: active).map(\.kind) == [.violation])
        // The static text described "switch-text" is not a switch: no type stated in its name.
        let caption = try screen.index("android.widget.TextView", 131, 1293, 433, 51)
        #expect(!screen.findings(Self.typeInName, at: caption).map(\.kind).contains(.violation))
    }

    @Test func onlyALeadingTypeWordBeforeTheFirstHyphenCounts() {
        #expect(CleanNameRoleCheck.leadingTypeWord("button-Active") == "button")
        #expect(CleanNameRoleCheck.leadingTypeWord("btn-login") == "btn")
        #expect(CleanNameRoleCheck.leadingTypeWord("Two-button") == nil)
        #expect(CleanNameRoleCheck.leadingTypeWord("Check-in") == nil)
        #expect(CleanNameRoleCheck.leadingTypeWord("button - Active") == nil)
        #expect(CleanNameRoleCheck.leadingTypeWord("icon-") == nil)
    }

    @Test func fieldWordsEndAnIdentifier() {
        #expect(ComponentIdentifier.isIdentifier("text-input"))
        #expect(ComponentIdentifier.isIdentifier("emailField"))
        #expect(!ComponentIdentifier.isIdentifier("Input"))
    }
}
