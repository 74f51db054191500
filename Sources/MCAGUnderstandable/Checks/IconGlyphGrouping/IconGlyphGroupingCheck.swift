package import MCAGCore

/// 3.1.4: an icon-font glyph or an emoji drawn right beside its text is read with it.
///
/// A list of promises or features drawn as an icon-font bullet (a Private
/// Use Area character such as U+F578, set in a font like Font Awesome or
/// react-native-vector-icons) in a text view of its own, followed by its
/// text in another, is one item that the screen reader splits in two: the
/// first swipe lands on the glyph and says nothing or "unpronounceable",
/// the second on the words. MCAG's test asks that "a button, its text, and
/// its icon" be announced as one unit. Found on United Pharmacy's home
/// (React Native, Arabic), where each of five promises took two swipes.
///
/// The glyph is a static text stop (not operable, no children) whose whole
/// name is Private Use Area glyphs; its text is the sibling text stop next
/// to it in document order (before or after it, as right-to-left layouts
/// put either first) that has a real name, lies on the same line (each
/// one's vertical centre within the other's height) and starts within the
/// glyph's own size of it. Icon and label drawn as one item sit closer than
/// the icon is large: Material Design sets a 24 dp list icon 16 dp from its
/// text and an 18 dp button icon 8 dp from its label
/// (m3.material.io, "Lists" and "Buttons" specs); a glyph farther away (an
/// avatar badge beside a greeting) is another thing, left alone. The 1.2.1
/// finding on the glyph itself (an image with no alternative) stands apart.
/// Neighbours are looked up by parent, so the check is linear.
package struct IconGlyphGroupingCheck: ScreenCheck {
    package init() {}

    package var name: String { "icon-glyph-and-text-grouped" }

    typealias TextStop = FigureCaptionGroupingCheck.TextStop

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let stopsByParent = FigureCaptionGroupingCheck.staticTextStopsByParent(screen)
        var split: [(glyph: TextStop, text: TextStop)] = [], glyphs = 0
        for siblings in stopsByParent.values {
            for position in siblings.indices where Self.isIcon(siblings[position].name, screen) {
                glyphs += 1
                if let text = Self.text(beside: position, in: siblings, screen) { split.append((siblings[position], text)) }
            }
        }
        split.sort { $0.glyph.index < $1.glyph.index }
        var findings: [Finding] = split.map { Self.violation(glyph: $0.glyph, text: $0.text, screen) }
        if findings.isEmpty, glyphs > 0 {
            findings.append(.screen(.pass, screen, Result.noneApart))
        }
        return findings
    }

    /// An icon drawn as text: icon-font glyphs, or emoji alone in their
    /// text view (SubTerranea's resource bar: a mushroom emoji, then "3").
    static func isIcon(_ name: String, _ screen: ScreenContext) -> Bool {
        // Glyphs and emoji lie outside ASCII: a name of ASCII alone, as most are, is
        // neither, and is settled without a look-up in the screen's table of names.
        // Read over the bytes in place: walking the `UTF8View` cost more per byte.
        guard !ASCIIWords.isASCII(name) else { return false }
        return screen.nameDefect(of: name) == .privateUseGlyphs || EmojiIcon.isEmojiOnly(name)
    }

    /// The named sibling text stop before or after the glyph that is drawn
    /// on its line, right beside it.
    static func text(beside position: Int, in siblings: [TextStop], _ screen: ScreenContext) -> TextStop? {
        let glyph = siblings[position]
        return [position - 1, position + 1].lazy
            .filter { siblings.indices.contains($0) }
            .map { siblings[$0] }
            .first { neighbour in
                screen.nameDefect(of: neighbour.name) == nil && isBeside(glyph: glyph.frame, text: neighbour.frame)
            }
    }

    /// Same line, and no farther apart than the glyph is large.
    static func isBeside(glyph: Rect, text: Rect) -> Bool {
        let sameLine = text.minY <= glyph.midY && glyph.midY <= text.maxY
            && glyph.minY <= text.midY && text.midY <= glyph.maxY
        guard sameLine else { return false }
        let gap = max(text.minX - glyph.maxX, glyph.minX - text.maxX)
        return gap >= 0 && gap <= max(glyph.width, glyph.height)
    }

    static func violation(glyph: TextStop, text: TextStop, _ screen: ScreenContext) -> Finding {
        let result: Result = EmojiIcon.isEmojiOnly(glyph.name)
            ? .emojiApart(emoji: glyph.name, text: text.name)
            : .glyphApart(glyph: glyph.name, text: text.name)
        return .violation(screen.element(glyph.index), result, fix: Result.fix)
    }

    package var examples: [CheckExample] {
        let glyph = Rect(x: 916, y: 1809, width: 45, height: 47)
        return [
            .fails("An icon-font bullet and its text, each a stop, side by side",
                   Node(Element(role: .container)) {
                       Node(Element(role: .text, label: "\u{F578}", text: "\u{F578}", frame: glyph,
                                    isAccessibilityElement: true)).flagged()
                       Node(Element(role: .text, label: "Original medicines", text: "Original medicines",
                                    frame: Rect(x: 565, y: 1803, width: 310, height: 60), isAccessibilityElement: true))
                   }),
            .passes("A glyph in a badge, set apart from the greeting beside it",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "\u{F461}", text: "\u{F461}", frame: Rect(x: 967, y: 385, width: 39, height: 41),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "Hello, Mazen", text: "Hello, Mazen",
                                     frame: Rect(x: 618, y: 374, width: 302, height: 64), isAccessibilityElement: true))
                    }),
            .fails("An emoji as an icon and its count, each a stop, side by side",
                   Node(Element(role: .container)) {
                       Node(Element(role: .text, label: "\u{1F344}", text: "\u{1F344}", frame: Rect(x: 42, y: 358, width: 53, height: 57),
                                    isAccessibilityElement: true)).flagged()
                       Node(Element(role: .text, label: "3", text: "3", frame: Rect(x: 106, y: 362, width: 22, height: 49),
                                    isAccessibilityElement: true))
                   }),
            .passes("An emoji set farther from the text than it is large",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "\u{1F344}", text: "\u{1F344}", frame: Rect(x: 42, y: 358, width: 53, height: 57),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "Mushrooms", text: "Mushrooms", frame: Rect(x: 300, y: 362, width: 200, height: 49),
                                     isAccessibilityElement: true))
                    }),
            .passes("An icon-font glyph on the line under a text, not beside it",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "\u{F578}", text: "\u{F578}", frame: glyph,
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "Original medicines", text: "Original medicines",
                                     frame: Rect(x: 565, y: 1700, width: 310, height: 60), isAccessibilityElement: true))
                    }),
        ]
    }
}
