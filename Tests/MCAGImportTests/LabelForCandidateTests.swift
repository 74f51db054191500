import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// MCAG 1.1.3: "an accessible name programmatically determined". An Android
/// View field can take its name from a text elsewhere (`android:labelFor`,
/// React Native's `accessibilityLabelledBy`), which TalkBack reads with the
/// field; uiautomator writes it nowhere, and its NAF test reads only the text
/// and the content description. An empty field right after its visible label
/// therefore lacks the evidence, and an empty field with no text before it
/// has nothing visible that could name it.
@Suite("An empty Android field right after its visible label waits on labelFor", .temporaryFolder)
struct LabelForCandidateTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let name = "MCAG:interactive-elements-have-names#1"

    @Test func apiDemosFieldsBelowTheirLabelsNeedReviewForLabelFor() throws {
        // ApiDemos' text entry dialog: TextView "Name:" at [84,975][232,1043], then
        // <EditText NAF="true" text="" bounds="[84,1043][996,1169]">; "Password:" and its field below.
        let screen = try Real.audit(Fixtures.corpus("android", "apidemos-text-entry-dialog.xml"))
        for (y, label) in [(1043.0, "Name:"), (1237.0, "Password:")] {
            let field = try screen.index("android.widget.EditText", 84, y, 912, 126)
            let findings = screen.findings(Self.name, at: field)
            #expect(findings.map(\.kind) == [.needsReview])
            #expect(findings.first?.missing == ["labelFor"])
            #expect(findings.first?.message.contains("\"\(label)\"") == true, "\(findings.first?.message ?? "")")
        }
    }

    @Test func anEmptyFieldAfterAButtonIsUnnamed() throws {
        // The same field with a button, not a text, just before it: no visible label to tie.
        let dump = """
            <hierarchy rotation="0"><node index="0" class="android.widget.LinearLayout" package="a.b" bounds="[0,0][1080,1400]">\
            <node index="0" text="Send" class="android.widget.Button" package="a.b" clickable="true" focusable="true" enabled="true" bounds="[84,900][996,1026]"/>\
            <node NAF="true" index="1" text="" class="android.widget.EditText" package="a.b" content-desc="" clickable="true" focusable="true" enabled="true" bounds="[84,1043][996,1169]" hint=""/>\
            </node></hierarchy>
            """
        let screen = try Real.audit(try Fixtures.temporaryFile("no-label.xml", dump), dpi: 420)
        let field = try screen.index("android.widget.EditText", 84, 1043, 912, 126)
        #expect(screen.findings(Self.name, at: field).map(\.kind) == [.violation])
    }
}
