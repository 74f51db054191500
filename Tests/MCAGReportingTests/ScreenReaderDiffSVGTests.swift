import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules
import Testing

/// The screen-reader view of a change (`mcag diff OLD NEW --format svg`), on
/// two real captures of Facebook's login screen: before the e-mail is typed,
/// and after, when the field shows a clear button and the keyboard is up.
@Suite struct ScreenReaderDiffSVGTests {
    static let start = ScreenReaderSVGTests.corpus.appendingPathComponent("android/fb-login-start.xml")
    static let afterEmail = ScreenReaderSVGTests.corpus.appendingPathComponent("android/fb-login-after-email.xml")

    /// The view of `new` compared with `old`, and the diff it draws.
    static func changes(from old: URL, to new: URL) throws -> (diff: TranscriptDiff, transcript: Transcript, outline: SVGOutline) {
        let before = try ScreenReaderSVGTests.view(of: old), after = try ScreenReaderSVGTests.view(of: new)
        let diff = TranscriptDiff(old: before.transcript, new: after.transcript)
        let svg = ScreenReaderSVG.render(after.transcript, screen: after.screen, changes: diff)
        return (diff, after.transcript, try SVGOutline(svg))
    }

    /// The legend's lines of a class, in order.
    static func lines(_ outline: SVGOutline, _ className: String) -> [String] {
        outline.nodes.filter { $0.name == "text" && $0.within("srv-legend") && $0.classes == className }.map(\.text)
    }

    @Test func addedStopsAreAmberAndSayWhatChanged() throws {
        let (diff, transcript, outline) = try Self.changes(from: Self.start, to: Self.afterEmail)
        let added = diff.changes.compactMap { change -> Int? in
            if case .added(let stop) = change { return stop.position }
            return nil
        }
        #expect(added == [4, 9])  // the clear button and the Meta logo
        // Amber: the two added stops and the e-mail field (stop 3), whose touch-target violation is new.
        let changedMarks = outline.elements("g", class: "srv-badge").filter { $0.within("srv-markers") && $0.classes.contains("srv-changed") }
        #expect(changedMarks.count == 3)
        let changeLines = Self.lines(outline, "srv-change-text")
        #expect(changeLines.filter { $0 == "added" }.count == 2)
        // The field was there before; the violation on it is new.
        #expect(changeLines.contains("new violation: MCAG:touch-target-size#1"))
        // Every stop is still drawn: unchanged ones faint, not left out.
        let onPicture = outline.elements("g", class: "srv-badge").filter { $0.within("srv-markers") }
        #expect(onPicture.count == transcript.stops.count)
        #expect(onPicture.filter { $0.classes.contains("srv-unchanged") }.count == transcript.stops.count - changedMarks.count)
        let title = try #require(outline.elements("title").first?.text)
        #expect(title.hasPrefix("Screen-reader changes on fb-login-after-email (was fb-login-start): 2 added, 0 lost"))
    }

    @Test func lostStopsAndFixedViolationsAreListedUnderTheLegend() throws {
        // The other way round: the clear button and the logo are gone, and so are their violations.
        let (diff, _, outline) = try Self.changes(from: Self.afterEmail, to: Self.start)
        let lost = diff.changes.filter { if case .lost = $0 { true } else { false } }
        #expect(lost.count == 2)
        let headings = Self.lines(outline, "srv-heading")
        #expect(headings.contains("Stops lost since the old capture:"))
        #expect(headings.contains("Violations fixed since the old capture:"))
        let listed = Self.lines(outline, "srv-change-text")
        #expect(listed.contains { $0.hasPrefix("4  \"Borrar texto") })
        #expect(listed.contains { $0.hasPrefix("MCAG:touch-target-size#1  ") })
    }

    @Test func aViewOfOneCaptureMarksNothingAsChanged() throws {
        let (_, transcript, svg) = try ScreenReaderSVGTests.view(of: Self.start)
        #expect(!svg.contains("srv-changed\""))
        #expect(!svg.contains("srv-unchanged\""))
        let same = ScreenReaderSVG.render(transcript, screen: try ScreenReaderSVGTests.view(of: Self.start).screen,
                                          changes: TranscriptDiff(old: transcript, new: transcript))
        let outline = try SVGOutline(same)
        #expect(outline.elements("g", class: "srv-changed").isEmpty)
        #expect(outline.elements("title").first?.text.hasSuffix(": 0 added, 0 lost, 0 changed; 0 new violations, 0 fixed") == true)
    }
}
