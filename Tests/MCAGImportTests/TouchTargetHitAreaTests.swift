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

    @Test func aTargetCutOnOneAxisFailsWhenItsUncutSideFailsAtEveryDensity() throws {
        // 09franchico auto-zap window_dump.xml (WhatsApp, 720 x 1483 window, no density stated): the compose bar
        // runs past the window's bottom (1483), cutting each control's height. <node class="android.widget.ImageButton"
        // content-desc="Emojis, GIFs e figurinhas" bounds="[6,1456][69,1483]">: its width is whole, and 63 px is
        // 6.67 mm even at 240 dpi, the lowest a 720 px phone has: it fails whatever the hidden height is.
        let url = Fixtures.url("uiautomator-dump", "09franchico__auto-zap__window_dump.xml")
        let found = try TouchTargetRealDumpTests.findings(url, options: ImportOptions())
        let emoji = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 6, y: 1456, width: 63, height: 27)))
        #expect(emoji.kind == .violation)
        #expect(emoji.message.hasPrefix("Target's width measures"))
        #expect(emoji.message.contains("at every plausible density"))
        // <node class="android.widget.ImageButton" content-desc="Anexar" bounds="[504,1455][573,1483]">: 69 px
        // is 7.3 mm at 240 dpi, so only its cut height is short, and that is not in the dump: review.
        let attach = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 504, y: 1455, width: 69, height: 28)))
        #expect(attach.kind == .needsReview)
        // The same rule with the density stated: 63 px = 6.67 mm at 240 dpi.
        let stated = try TouchTargetRealDumpTests.findings(url, options: ImportOptions(androidDPI: 240))
        #expect(TouchTargetRealDumpTests.finding(stated, at: Rect(x: 6, y: 1456, width: 63, height: 27))?.kind == .violation)
    }

    @Test func aTargetWhoseVisiblePartTheAppCoversStaysForReview() throws {
        // x-home-timeline-tr.xml: the video's mute <node resource-id="com.twitter.android:id/audio_toggle_view"
        // clickable="true" bounds="[939,2231][1012,2304]"> lies under <node resource-id="android:id/navigationBarBackground"
        // bounds="[0,2265][1080,2400]"> below 2265, and above it under the clickable "Mesajlar" tab
        // [900,2107][1080,2265]: no part is left for a finger, so whether it can be reached is the question.
        let url = Fixtures.corpus("android", "x-home-timeline-tr.xml")
        let found = try TouchTargetRealDumpTests.findings(url, options: ImportOptions())
        let mute = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 939, y: 2231, width: 73, height: 73)))
        #expect(mute.kind == .needsReview)
    }

    @Test func aControlUnderTheKeyboardIsNotMeasured() throws {
        // ios-keyboard-over-button.xml: the keyboard's window <XCUIElementTypeOther x="0" y="583" width="402"
        // height="291"> (set aside as another app's) covers <XCUIElementTypeButton label="Pinned to the bottom"
        // accessible="true" x="16" y="766" width="370" height="48">: a touch there types a key.
        let url = Fixtures.corpus("ios", "mobiumdev__mobium__ios-keyboard-over-button.xml")
        let found = try TouchTargetRealDumpTests.findings(url, options: ImportOptions(iosPointsPerInch: 153.3))
        #expect(TouchTargetRealDumpTests.finding(found, at: Rect(x: 16, y: 766, width: 370, height: 48)) == nil)
        // "Sign In" <XCUIElementTypeButton x="16" y="557" width="370" height="49">, above the keyboard, is measured.
        #expect(TouchTargetRealDumpTests.finding(found, at: Rect(x: 16, y: 557, width: 370, height: 49))?.kind == .pass)
    }

    @Test func aControlOfACellThatIsNotLaidOutIsNotMeasured() throws {
        // KeyboardScreen.xml (iOS Settings > Keyboards): <XCUIElementTypeCell label="Flick Only" x="0" y="1121"
        // width="390" height="45"> holds <XCUIElementTypeSwitch label="Flick Only" x="0" y="91" width="51"
        // height="31">: a placeholder frame 1,000 pt above its cell, where nothing of it is drawn.
        let url = Fixtures.corpus("ios", "ldi-github__shirates-core__XmlDataIos.kt__KeyboardScreen.xml")
        let found = try TouchTargetRealDumpTests.findings(url, options: ImportOptions(iosPointsPerInch: 153.3))
        #expect(TouchTargetRealDumpTests.finding(found, at: Rect(x: 0, y: 91, width: 51, height: 31)) == nil)
        // <XCUIElementTypeSwitch label="Auto-Correction" x="319" y="355" width="51" height="31">, inside its
        // laid-out cell, is measured (the system switch).
        #expect(TouchTargetRealDumpTests.finding(found, at: Rect(x: 319, y: 355, width: 51, height: 31))?.kind == .pass)
    }
}
