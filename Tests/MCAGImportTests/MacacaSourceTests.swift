import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// macaca app-inspector's iOS source, `<hierarchy><node type="XCUIElementType…">`,
/// read as the XCUITest source it is, on the real Sioeye capture
/// (tyokyo/SioeyeIOSAppium `inspector/001.xml`). Before, the uiautomator
/// shape of its root took it for an Android dump: 82 elements without a
/// class or a frame, and nothing reported.
@Suite("A macaca app-inspector iOS source")
struct MacacaSourceTests {
    static let sioeye = Fixtures.corpus("ios", "tyokyo__SioeyeIOSAppium__discover-zh.xml")

    @Test func itIsDetectedAsAnXCUITestSource() throws {
        #expect(try FormatSniffer.detect(Self.sioeye) == .xcuitest)
        let snapshot = try SnapshotImporter.importFile(at: Self.sioeye)
        #expect(snapshot.app.platform == .ios)
        let tree = try #require(snapshot.screens.first).tree
        #expect(tree.indices.allSatisfy { tree[$0].className?.hasPrefix("XCUIElementType") == true })
        #expect(tree.indices.allSatisfy { tree[$0].frame != nil })
    }

    @Test func aUiautomatorNodeWithoutAnIOSTypeIsStillAndroid() {
        #expect(DumpRoot.format(root: "hierarchy", firstChild: "node", firstChildType: nil) == .uiautomator)
        #expect(DumpRoot.format(root: "hierarchy", firstChild: "node", firstChildType: "android.widget.Button") == .uiautomator)
        #expect(FormatSniffer.typeAttribute(in: #"node index="0" type="XCUIElementTypeApplication" name="a""#) == "XCUIElementTypeApplication")
        #expect(FormatSniffer.typeAttribute(in: #"node index="0" class="android.widget.Button""#) == nil)
    }

    @Test func itsControlsAreJudged() throws {
        let screen = try ScreenReaderModelRealDumpTests.audit(Self.sioeye)
        // <node type="XCUIElementTypeButton" x="302" y="198" width="11" height="12"/>: an unnamed 11 × 12 pt button.
        let tiny = try screen.index("XCUIElementTypeButton", 302, 198, 11, 12)
        #expect(screen.findings("MCAG:touch-target-size#1", at: tiny).map(\.kind) == [.violation])
        #expect(screen.findings("MCAG:interactive-elements-have-names#1", at: tiny).map(\.kind) == [.violation])
    }

    @Test func aBarItemInA44PointBarNeedsReview() throws {
        // The navigation bar is 320 × 44 pt (6.86 mm at the 163 pt per inch of a 320 × 568 pt iPhone), its
        // button 52 × 30 pt as drawn: UIKit's bar takes touches over its whole height, and a 44 pt bar meets
        // Apple's minimum, which MCAG cites, as a 44 × 44 pt target does.
        let screen = try ScreenReaderModelRealDumpTests.audit(Self.sioeye)
        let item = try screen.index("XCUIElementTypeButton", 279, 26, 52, 30)
        #expect(screen.findings("MCAG:touch-target-size#1", at: item).map(\.kind) == [.needsReview])
    }
}
