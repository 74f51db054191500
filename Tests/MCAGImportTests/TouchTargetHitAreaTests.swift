import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Issue 30's touch-target patterns, each on the real dump where it was
/// found. The element is quoted beside each expectation, as read in the XML.
@Suite("Touch targets: what a finger hits, and sizes that fail either way")
struct TouchTargetHitAreaTests {
    static let screenshotCorpus = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("ScreenshotCorpus")

    @Test func aFieldInsideTheClickableBoxThatHoldsItIsMeasuredAsTheBox() throws {
        // fb-login-start.xml (ErickPenafiel/facebook-app-testing): <node class="android.view.ViewGroup"
        // clickable="true" bounds="[44,1021][1036,1183]"> holds the floating label <node class="android.view.View"
        // text="Celular o correo electrónico"> and <node class="android.widget.EditText" clickable="true"
        // bounds="[88,1094][893,1141]">: the field is 47 px tall (2.84 mm at 420 dpi), its box 162 px (9.8 mm).
        let url = Self.screenshotCorpus.appendingPathComponent("android/fb-login-start.xml")
        let found = try TouchTargetRealDumpTests.findings(url, options: ImportOptions())
        for field in [Rect(x: 88, y: 1094, width: 805, height: 47), Rect(x: 88, y: 1289, width: 805, height: 47)] {
            let finding = try #require(TouchTargetRealDumpTests.finding(found, at: field))
            #expect(finding.kind == .pass)
            #expect(finding.message.contains("takes the taps around it"))
        }
        // The box itself is the target, measured on its own: 162 px passes.
        let box = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 44, y: 1021, width: 992, height: 162)))
        #expect(box.kind == .pass)
        // "Español" <node class="android.widget.Button" clickable="true" bounds="[413,267][667,323]"> is no
        // field: 56 px, still its own target and too small.
        let language = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 413, y: 267, width: 254, height: 56)))
        #expect(language.kind == .violation)
    }
}
