import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Inputs the fuzzer (`mcag-fuzz`) found crashing, kept so they never crash again.
@Suite("Fuzzer findings stay fixed", .temporaryFolder)
struct FuzzRegressionTests {
    @Test func anAbsurdlyLargeBoundDoesNotOverflowTheDensityAssumption() throws {
        // Seed 7 turned a coordinate of a KakaoTalk dump into 28 digits; the inferred
        // density's message converted the screen's extent with Int(_:) and trapped.
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node class="android.widget.FrameLayout" bounds="[0,0][9999999999999999999999999999,9999999999999999999999999999]">\
            <node class="android.widget.ImageButton" clickable="true" bounds="[0,0][100,100]" /></node></hierarchy>
            """
        let url = try Fixtures.temporaryFile("huge-bound.xml", dump)
        let snapshot = try SnapshotImporter.importFile(at: url)
        let density = try #require(snapshot.screens[0].density)
        #expect(density.assumption?.contains("its extent is not a phone screen's") == true)
        _ = try Audit(catalog: .standard).run(snapshot)
    }
}
