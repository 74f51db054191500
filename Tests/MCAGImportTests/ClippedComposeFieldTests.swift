import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A Compose text field scrolled almost out of view has lost the label that
/// names it from the dump, since Compose leaves nodes with no visible area
/// out of the accessibility tree; uiautomator then marks the field NAF. On the
/// real dump where this was met, the missing name is needs review, while a
/// cut classic View marked NAF stays a violation.
@Suite("A cut Compose field whose label is off screen")
struct ClippedComposeFieldTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func itsMissingNameNeedsReview() throws {
        // Control de Medicamentos: <node NAF="true" class="android.widget.EditText" bounds="[128,0][1312,72]" />
        // under a ScrollView at [128,64][1312,3024] inside a ComposeView; its siblings, full fields of
        // 256 to 352 px, each hold a TextView label child.
        // Before, NAF made it a violation whatever the cut.
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("control-medicamentos-record-es.xml"))
        let field = try screen.index("android.widget.EditText", 128, 0, 1184, 72)
        #expect(screen.findings(Self.names, at: field).map(\.kind) == [.needsReview])
    }

    @Test func aCutViewMarkedNAFOutsideComposeIsStillAViolation() throws {
        // TikTok: <node NAF="true" class="android.widget.FrameLayout" bounds="[402,178][480,246]"> with no
        // text or description in it, cut at the screen's right edge; not drawn by Compose.
        let screen = try ScreenReaderModelRealDumpTests.fixture("uiautomator-dump", "NikDzub__tk23__dum.xml")
        let frame = try screen.index("android.widget.FrameLayout", 402, 178, 78, 68)
        #expect(screen.findings(Self.names, at: frame).map(\.kind) == [.violation])
    }
}
