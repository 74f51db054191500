import Foundation
import MCAGCore
import Testing

/// MCAG 3.1.4 on a real dump: a slider with no name of its own and the title drawn right above it are
/// announced as two stops, so the title is heard without its slider and the slider as a bare position.
@Suite struct SliderTitleGroupingTests {
    static let grouping = "MCAG:logical-content-grouping#1"

    @Test func aTitleAboveAnUnnamedSeekBarIsReportedOnTheTitle() throws {
        // AxiSight's tuning panel: <TextView text="Minimum Area" bounds="[84,2362][337,2415]"> right above
        // <SeekBar resource-id="…:id/seekMinArea" content-desc="" bounds="[84,2415][1356,2478]">, siblings,
        // each a TalkBack stop: the SeekBar says only its percentage and "seek control".
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("axisight-track-controls.xml"))
        let title = try screen.index("android.widget.TextView", 84, 2362, 253, 53)
        let findings = screen.findings(Self.grouping, at: title)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("titles the slider right below it") == true)
        // The SeekBar itself carries no grouping finding: the fix is named on the title, once.
        let slider = try screen.index("android.widget.SeekBar", 84, 2415, 1272, 63)
        #expect(screen.findings(Self.grouping, at: slider).isEmpty)
    }
}
