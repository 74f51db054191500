import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// MCAG 1.1.5: "If an element is returning a value, it can be programmatically
/// determined and read". An Android field's `text` is its content as TalkBack
/// gets it, so a dump that writes `text=""` records an empty field.
@Suite("An Android field written text=\"\" holds an empty value", .temporaryFolder)
struct EmptyFieldValueTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let value = "MCAG:perceivable-value#1"

    @Test func anEmptyUsernameAndPasswordFieldPass() throws {
        // ApiDemos' text entry dialog: <EditText NAF="true" text="" resource-id="…/username_edit"
        // bounds="[84,1043][996,1169]"> and the password field below it, password="true".
        let screen = try Real.audit(Fixtures.corpus("android", "apidemos-text-entry-dialog.xml"))
        for (y, height) in [(1043.0, 126.0), (1237.0, 126.0)] {
            let field = try screen.index("android.widget.EditText", 84, y, 912, height)
            #expect(screen.screen.tree[field].value == "")
            let findings = screen.findings(Self.value, at: field)
            #expect(findings.map(\.kind) == [.pass])
            #expect(findings.first?.message.contains("empty") == true)
        }
    }

    @Test func aMaestroFieldWrittenEmptyPasses() throws {
        // Clync's message field in Maestro's hierarchy: "text" : "", "hintText" : "", class EditText.
        let screen = try Real.audit(Fixtures.url("maestro-hierarchy", "HodaHassanein__Clync-with-Maestro__hierarchy.txt.json"))
        let field = try screen.index("android.widget.EditText", 79, 2163, 821, 53)
        #expect(screen.findings(Self.value, at: field).map(\.kind) == [.pass])
    }

    @Test func aFieldWithoutATextAttributeStillNeedsReview() throws {
        let dump = "<hierarchy rotation=\"0\"><node index=\"0\" class=\"android.widget.EditText\" package=\"a.b\" "
            + "content-desc=\"Email\" clickable=\"true\" focusable=\"true\" enabled=\"true\" bounds=\"[84,1043][996,1169]\"/></hierarchy>"
        let screen = try Real.audit(try Fixtures.temporaryFile("no-text.xml", dump), dpi: 420)
        let field = try screen.index("android.widget.EditText", 84, 1043, 912, 126)
        #expect(screen.screen.tree[field].value == nil)
        let findings = screen.findings(Self.value, at: field)
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.missing == ["value", "text"])
    }
}
