import MCAGCore

/// Links that sit in a sentence: MCAG 2.1.1's exception `inline-in-text`, as
/// WCAG 2.5.8 words it ("the target is in a sentence or its size is otherwise
/// constrained by the line-height of non-target text").
///
/// Two shapes show it in a dump: the link is a child of a text element (an
/// Android `ClickableSpan`, whatever class the TextView's delegate gives its
/// virtual node, or a link inside a UIKit text view), or it stands
/// beside a run of text of the same line within one parent, which is how
/// WebKit exposes a paragraph: a group holding the text runs and the link
/// between them ("Powered by " then the link "Elemental Selenium" on one 22 pt
/// line, in the corpus' Safari dump). A run counts as the same line when the
/// two overlap vertically by half the link's height, and as beside it when
/// the gap between them is under the link's height. Only the siblings just
/// before and after the link are compared, since a sentence's link touches its
/// text runs; that keeps the check linear however many children a parent has.
enum TouchTargetInlineText {
    /// How far the walk back to the previous sibling may climb from the last
    /// element before the link (the previous sibling's deepest descendant).
    static let climbBudget = 64

    static func isInline(_ index: Int, tree: ElementTree) -> Bool {
        // WebKit's link around its own text run: the run is the stop (a text, or a text with the
        // Link trait, read as a link) and the link is what sits in the sentence, so the link's place decides.
        let role = tree[index].role
        if role == .text || role == .link, let link = tree.parent(of: index), tree[link].role == .link,
           tree.descendants(of: link).count == 1 {
            return isInline(link, tree: tree)
        }
        guard let parent = tree.parent(of: index) else { return false }
        // A node inside an Android TextView is one of its spans: a TextView has no child views, and
        // what a dump lists under it are the virtual nodes its ClickableSpans get (WhatsApp's "Wrong
        // number?" at the end of its explanation), whatever class the delegate gives them.
        if tree[parent].role == .text, role == .link || tree[parent].className?.hasSuffix("TextView") == true { return true }
        guard role == .link || role == .button else { return false }
        guard let frame = tree[index].frame, frame.height > 0 else { return false }
        return [previousSibling(of: index, parent: parent, tree: tree), nextSibling(of: index, parent: parent, tree: tree)]
            .contains { sibling in
                guard let sibling, tree[sibling].role == .text else { return false }
                if role == .link { return isBeside(tree[sibling].frame, on: frame) }
                return isPlainText(tree[sibling]) && showsWords(index, tree: tree) && leadsInto(tree[sibling])
                    && continuesLine(tree[sibling].frame, with: frame)
            }
    }

    /// Text that is no target itself: WCAG's "non-target text" (a clickable nickname is a control).
    static func isPlainText(_ element: Element) -> Bool {
        !element.isInteractive && element.isClickable != true && element.isLongClickable != true
    }

    /// A run that leaves its sentence open for the next words: it ends with a space ("Don't have an
    /// account? "), as a text laid out to be continued by the button does. A caption that ends with
    /// its last word ("1 episode • 0 archived" beside Pocket Casts' "Show Archived") is a label of
    /// its own, and the button beside it a control of its own.
    static func leadsInto(_ text: Element) -> Bool {
        guard let shown = text.text ?? text.label, let last = shown.unicodeScalars.last else { return false }
        return last.properties.isWhitespace
    }

    /// A button that shows words of the sentence, in its own text or a text inside it, not an icon.
    static func showsWords(_ index: Int, tree: ElementTree) -> Bool {
        let hasText: (Element) -> Bool = { !($0.text?.trimmingWhitespace.isEmpty ?? true) }
        return hasText(tree[index]) || tree.descendants(of: index).contains { tree[$0].role == .text && hasText(tree[$0]) }
    }

    /// A button that goes on a line of text, its size "constrained by the line-height of non-target
    /// text" (WCAG 2.5.8, which MCAG's exception restates): React Native's "Don't have an account? "
    /// text run followed, edge to edge, by the touchable "Sign Up instead", both 65 px tall. Stricter
    /// than a link's test, since a button beside a caption is usually a control of its own: the run
    /// ends with a space (``leadsInto(_:)``), touches the button (a gap under a tenth of the line),
    /// shares its line, and the button is no taller than the text's line.
    static func continuesLine(_ text: Rect?, with button: Rect) -> Bool {
        guard let text, text.height > 0 else { return false }
        let sameLine = abs(text.minY - button.minY) <= text.height / 8 && abs(text.maxY - button.maxY) <= text.height / 8
        let gap = max(button.minX - text.maxX, text.minX - button.maxX)
        return sameLine && gap >= 0 && gap <= text.height / 10 && button.height <= text.height * 1.05
    }

    static func nextSibling(of index: Int, parent: Int, tree: ElementTree) -> Int? {
        let next = tree.descendants(of: index).upperBound
        return next < tree.count && tree.parent(of: next) == parent ? next : nil
    }

    static func previousSibling(of index: Int, parent: Int, tree: ElementTree) -> Int? {
        var candidate = index - 1
        for _ in 0..<climbBudget {
            guard candidate > parent else { return nil }
            guard let above = tree.parent(of: candidate) else { return nil }
            if above == parent { return candidate }
            candidate = above
        }
        return nil
    }

    /// A text run on the link's line that ends where the link starts, or starts where it ends.
    static func isBeside(_ text: Rect?, on link: Rect) -> Bool {
        guard let text else { return false }
        let overlap = min(text.maxY, link.maxY) - max(text.minY, link.minY)
        guard overlap >= link.height / 2 else { return false }
        let gap = max(link.minX - text.maxX, text.minX - link.maxX)
        return gap < link.height
    }
}
