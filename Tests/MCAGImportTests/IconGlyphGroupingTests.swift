import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// An icon-font bullet read apart from the text drawn beside it (3.1.4, "a
/// button, its text, and its icon ... announced as one unit"), measured on
/// the real dump where it was found. Expectations come from reading the XML
/// as TalkBack reads it.
@Suite("An icon-font glyph split from its text")
struct IconGlyphGroupingTests {
    static let grouping = "MCAG:logical-content-grouping#1"
    static let media = "MCAG:static-media-alternatives#1"

    @Test func theBulletsOfAListOfPromisesAreReadApartFromTheirText() throws {
        // United Pharmacy (React Native, Arabic): siblings under one ViewGroup, none focusable,
        // <TextView text="U+F578" bounds="[916,1809][961,1856]"> then <TextView text="أدوية أصلية ١٠٠٪"
        // bounds="[565,1803][875,1863]">, 41 px apart on one line (the layout is right to left).
        // TalkBack stops on the glyph (and says nothing), then on the words.
        let pharmacy = try ScreenReaderWindowEdgeTests.androidCorpus("united-pharmacy-home-rn-ar.xml")
        let bullets: [(Double, Double, Double, Double)] = [(938, 1711, 39, 41), (916, 1809, 45, 47), (479, 1809, 45, 47), (916, 1917, 45, 47), (479, 1917, 45, 47)]
        for (x, y, width, height) in bullets {
            let glyph = try pharmacy.index("android.widget.TextView", x, y, width, height)
            #expect(pharmacy.findings(Self.grouping, at: glyph).map(\.kind) == [.violation])
            // The glyph is still an image without an alternative under 1.2.1.
            #expect(pharmacy.findings(Self.media, at: glyph).map(\.kind) == [.violation])
        }
        let second = try pharmacy.index("android.widget.TextView", 916, 1809, 45, 47)
        let message = try #require(pharmacy.findings(Self.grouping, at: second).first?.message)
        #expect(message.contains("U+F578") && message.contains("أدوية أصلية"))
    }

    @Test func aGlyphInABadgeFartherFromTheGreetingIsLeftAlone() throws {
        // The same screen's <TextView text="U+F461" bounds="[967,385][1006,426]"> in a round badge,
        // 47 px from the greeting "مرحباً، Mazen" at [618,374][920,438]: farther than the 41 px
        // glyph is large, so not drawn as one item with it.
        let pharmacy = try ScreenReaderWindowEdgeTests.androidCorpus("united-pharmacy-home-rn-ar.xml")
        let badge = try pharmacy.index("android.widget.TextView", 967, 385, 39, 41)
        #expect(!pharmacy.findings(Self.grouping, at: badge).map(\.kind).contains(.violation))
        // A glyph inside a described button is never a stop: "View all"'s arrow U+F229.
        let arrow = try pharmacy.index("android.widget.TextView", 377, 1475, 58, 61)
        #expect(pharmacy.findings(Self.grouping, at: arrow).isEmpty)
    }

    @Test func emojiDrawnAsIconsAreReadApartFromTheirCounts() throws {
        // SubTerranea (Compose): <TextView text="🍄" bounds="[42,358][95,415]"> then <TextView text="3"
        // bounds="[106,362][128,411]">, 11 px apart, and five more pairs in one View. TalkBack stops on
        // "mushroom", then on "3". The capture mis-decoded two emoji ("Γ¡É" for a star): those are letters
        // in the file and are not judged.
        let url = Fixtures.corpus("android", "subterranea-home.xml")
        let game = try ScreenReaderModelRealDumpTests.audit(url)
        for x in [42.0, 202, 362, 522, 842] {
            let emoji = try game.index("android.widget.TextView", x, 358, 53, 57)
            let findings = game.findings(Self.grouping, at: emoji)
            #expect(findings.map(\.kind) == [.violation])
            #expect(findings.first?.message.hasPrefix("The emoji") == true)
        }
        // An emoji inside its text ("🎲 Roll") is one stop with it: nothing to group.
        let roll = try game.index("android.widget.TextView", 171, 2182, 111, 47)
        #expect(game.findings(Self.grouping, at: roll).isEmpty)
    }

    @Test func emojiOnlyMeansAFewEmojiAndNoText() {
        #expect(EmojiIcon.isEmojiOnly("\u{1F344}"))
        #expect(EmojiIcon.isEmojiOnly("\u{2699}\u{FE0F}"))
        #expect(EmojiIcon.isEmojiOnly("\u{1F44D}\u{1F3FD}"))
        #expect(!EmojiIcon.isEmojiOnly("3"))
        #expect(!EmojiIcon.isEmojiOnly("#"))
        #expect(!EmojiIcon.isEmojiOnly("\u{1F3B2} Roll"))
        #expect(!EmojiIcon.isEmojiOnly("\u{1F600}\u{1F600}\u{1F600}\u{1F600}"))
        #expect(!EmojiIcon.isEmojiOnly(""))
    }

    @Test func besideMeansOnOneLineAndCloserThanTheGlyphIsLarge() {
        let glyph = Rect(x: 100, y: 100, width: 40, height: 40)
        #expect(IconGlyphGroupingCheck.isBeside(glyph: glyph, text: Rect(x: 150, y: 95, width: 300, height: 50)))
        #expect(IconGlyphGroupingCheck.isBeside(glyph: glyph, text: Rect(x: -250, y: 95, width: 320, height: 50)))
        #expect(!IconGlyphGroupingCheck.isBeside(glyph: glyph, text: Rect(x: 190, y: 95, width: 300, height: 50)))
        #expect(!IconGlyphGroupingCheck.isBeside(glyph: glyph, text: Rect(x: 150, y: 150, width: 300, height: 50)))
        #expect(!IconGlyphGroupingCheck.isBeside(glyph: glyph, text: Rect(x: 120, y: 95, width: 300, height: 50)))
    }
}
