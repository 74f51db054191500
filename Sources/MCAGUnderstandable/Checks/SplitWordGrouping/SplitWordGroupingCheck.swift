package import MCAGCore

/// 3.1.4: one word drawn as several text views is read as one.
///
/// A brand or a styled word set in pieces, each its own text view laid edge
/// to edge ("reab" "." "LITA", reab.LITA's logo on its sign-in screen), is
/// one word on screen that TalkBack reads in as many stops as it has
/// pieces, one of them a lone full stop. TalkBack reads each text view that
/// is not inside a focusable container as a stop of its own (ATF's
/// `ViewHierarchyElementUtils.shouldFocusView`), and MCAG's test asks that
/// what forms a single unit be announced as one.
///
/// Pieces are static text stops (not operable, no children) that are
/// siblings and follow each other in document order, lie on one line (their
/// heights overlap by half the smaller one), touch (the next begins within
/// one pixel of where the previous ends, in either reading direction) and
/// hold no white space at all, so that together they spell one word: "5"
/// followed by " items added", or a heading "Up Next" beside a link
/// "View All", are left alone. Each piece is also sized to its text, not to
/// a cell (`fitsItsText(_:characters:)`), so the weekday initials of a
/// calendar header are not one word either. The violation is given on the container of the pieces,
/// which is where the fix goes. Pieces are found by walking each parent's
/// children once, so the check is linear.
package struct SplitWordGroupingCheck: ScreenCheck {
    package init() {}

    package var name: String { "split-word-grouped" }

    typealias TextStop = FigureCaptionGroupingCheck.TextStop

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let stopsByParent = FigureCaptionGroupingCheck.staticTextStopsByParent(screen)
        var split: [(parent: Int, pieces: [TextStop])] = []
        for (parent, siblings) in stopsByParent where siblings.count > 1 && !screen.screenReader[parent].focus.isStop {
            for run in Self.runs(of: siblings, in: screen.tree) { split.append((parent, run)) }
        }
        split.sort { ($0.parent, $0.pieces[0].index) < ($1.parent, $1.pieces[0].index) }
        var findings: [Finding] = split.map { Self.violation(container: $0.parent, pieces: $0.pieces, screen) }
        if findings.isEmpty, stopsByParent.values.contains(where: { $0.count > 1 }) {
            findings.append(.screen(.pass, screen, Result.noSplitWord))
        }
        return findings
    }

    /// Runs of two or more siblings, in document order, that join into one word.
    static func runs(of siblings: [TextStop], in tree: ElementTree) -> [[TextStop]] {
        var runs: [[TextStop]] = [], current: [TextStop] = []
        for stop in siblings {
            if let last = current.last, joins(last, stop, in: tree) {
                current.append(stop)
                continue
            }
            if current.count > 1 { runs.append(current) }
            current = [stop]
        }
        if current.count > 1 { runs.append(current) }
        return runs
    }

    /// Whether `next` continues the word `previous` ends: one line, touching,
    /// no space between. The spaces are those of the drawn text, which the
    /// spoken name may have trimmed.
    static func joins(_ previous: TextStop, _ next: TextStop, in tree: ElementTree) -> Bool {
        let before = tree[previous.index].text ?? previous.name, after = tree[next.index].text ?? next.name
        guard isOneWord(before), isOneWord(after) else { return false }
        let first = previous.frame, second = next.frame
        guard fitsItsText(first, characters: before.count), fitsItsText(second, characters: after.count) else { return false }
        let overlap = min(first.maxY, second.maxY) - max(first.minY, second.minY)
        guard overlap >= 0.5 * min(first.height, second.height) else { return false }
        return abs(second.minX - first.maxX) <= 1 || abs(first.minX - second.maxX) <= 1
    }

    /// Whether a text view is sized to its text rather than to a cell: at most
    /// as wide as its characters would be if each were as wide as the line is
    /// tall (a Latin letter's advance is about half an em, a CJK character's
    /// one em). Weekday initials "M" "T" "W" or figures set in the equal,
    /// touching cells of a calendar header or a statistics row are separate
    /// things that only share cell edges, and their views are far wider.
    static func fitsItsText(_ frame: Rect, characters: Int) -> Bool {
        frame.width <= Double(characters) * frame.height
    }

    /// A piece of a word: no white space at its ends or inside ("Up Next"
    /// beside "View All" are a heading and a link, not one word), and no
    /// icon-font glyph (an icon beside its text is ``IconGlyphGroupingCheck``'s).
    static func isOneWord(_ text: String) -> Bool {
        !text.isEmpty && !ASCIIWords.containsWhiteSpace(text) && (ASCIIWords.isASCII(text) || !text.unicodeScalars.contains(where: \.isPrivateUse))
    }

    static func violation(container: Int, pieces: [TextStop], _ screen: ScreenContext) -> Finding {
        let names: [String] = pieces.map(\.name)
        return .violation(screen.element(container), Result.drawnInPieces(pieces: names), fix: Result.fix(pieces: names))
    }

    package var examples: [CheckExample] {
        [
            .fails("A brand drawn as \"reab\", \".\" and \"LITA\" edge to edge",
                   Node(Element(role: .container, frame: Rect(x: 32, y: 114, width: 155, height: 49))) {
                       Node(Element(role: .text, label: "reab", text: "reab", frame: Rect(x: 32, y: 114, width: 71, height: 49),
                                    isAccessibilityElement: true))
                       Node(Element(role: .text, label: ".", text: ".", frame: Rect(x: 103, y: 114, width: 10, height: 49),
                                    isAccessibilityElement: true))
                       Node(Element(role: .text, label: "LITA", text: "LITA", frame: Rect(x: 113, y: 114, width: 74, height: 49),
                                    isAccessibilityElement: true))
                   }.flagged()),
            .passes("Weekday initials in the equal, touching cells of a calendar header",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "M", text: "M", frame: Rect(x: 0, y: 300, width: 154, height: 48),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "T", text: "T", frame: Rect(x: 154, y: 300, width: 154, height: 48),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "W", text: "W", frame: Rect(x: 308, y: 300, width: 154, height: 48),
                                     isAccessibilityElement: true))
                    }),
            .passes("A count followed by \" items added\", two words",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "5", text: "5", frame: Rect(x: 454, y: 2728, width: 31, height: 77),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: " items added", text: " items added",
                                     frame: Rect(x: 485, y: 2705, width: 404, height: 99), isAccessibilityElement: true))
                    }),
        ]
    }
}
