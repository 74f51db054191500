import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A web view whose page is not in the dump is not a certain unnamed
/// control (``InteractiveNameCheck``), measured on the real dump where the
/// pattern was found. Expectations come from reading the XML.
@Suite("An Android web view with no web content in the dump")
struct EmptyWebViewNameTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func anEmptyWebViewNeedsReviewNotAViolation() throws {
        // DeepEye Music: <node NAF="true" class="android.webkit.WebView" content-desc="" clickable="true"
        // focusable="true" bounds="[0,338][978,784]" /> with no child: the embedded player's page is not
        // in the dump, so whether TalkBack finds named content inside cannot be told from it.
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("deepeye-music-webview-home.xml"))
        let webView = try screen.index("android.webkit.WebView", 0, 338, 978, 446)
        #expect(screen.findings(Self.names, at: webView).map(\.kind) == [.needsReview])
    }

    @Test func aNAFImageButtonWithNoNameIsStillAViolation() throws {
        // MelodyFlow: <node NAF="true" class="android.widget.ImageButton" content-desc="" clickable="true"
        // bounds="[14,46][112,158]" />, a leaf control with nothing to speak.
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("melodyflow-chart-tablet-zh.xml"))
        let button = try screen.index("android.widget.ImageButton", 14, 46, 98, 112)
        #expect(screen.findings(Self.names, at: button).map(\.kind) == [.violation])
    }
}
