import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// uiautomator marks a node NAF when it has no text and no description, and
/// ignores its hint; TalkBack reads the hint of an empty field.
@Suite("An empty field marked NAF whose hint TalkBack reads", .temporaryFolder)
struct HintedNAFFieldTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func theFieldIsJudgedAsAFieldNotAsANamelessControl() throws {
        // dMRV's Flutter enrollment form: <EditText NAF="true" text="" content-desc="" hint="paste token"
        // clickable="true" bounds="[87,643][993,781]">. TalkBack says "edit box, paste token": the hint is the
        // node's hint text, a name programmatically determined (MCAG 1.1.3), so the field passes (reviewed `clean`).
        let screen = try ScreenReaderModelRealDumpTests.audit(TouchTargetAccuracyFixTests.androidCorpus("dmrv-enroll-flutter.xml"))
        let field = try screen.index("android.widget.EditText", 87, 643, 906, 138)
        let findings = screen.findings(Self.names, at: field)
        #expect(findings.map(\.kind) == [.pass])
        #expect(findings.first?.message.contains("paste token") == true)
    }

    @Test func aNAFFieldWithoutAHintIsStillAViolation() throws {
        let dump = "<hierarchy rotation=\"0\"><node NAF=\"true\" index=\"0\" text=\"\" class=\"android.widget.EditText\" package=\"a.b\" "
            + "content-desc=\"\" clickable=\"true\" focusable=\"true\" enabled=\"true\" bounds=\"[87,643][993,781]\" hint=\"\"/></hierarchy>"
        let screen = try ScreenReaderModelRealDumpTests.audit(try Fixtures.temporaryFile("naf-field.xml", dump), dpi: 420)
        let field = try screen.index("android.widget.EditText", 87, 643, 906, 138)
        #expect(screen.findings(Self.names, at: field).map(\.kind) == [.violation])
    }
}
