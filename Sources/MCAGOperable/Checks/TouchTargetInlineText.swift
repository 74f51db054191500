import MCAGCore

/// Links that sit in a sentence: MCAG 2.1.1's exception `inline-in-text`, as
/// WCAG 2.5.8 words it ("the target is in a sentence or its size is otherwise
/// constrained by the line-height of non-target text").
///
/// Two shapes show it in a dump: the link is a child of a text element (an
/// Android `ClickableSpan`, a link inside a UIKit text view), or it stands
/// beside a run of text of the same line within one parent, which is how
/// WebKit exposes a paragraph: a group holding the text runs and the link
/// between them ("Powered by " then the link "Elemental Selenium" on one 22 pt
/// line, in the corpus' Safari dump). A run counts as the same line when the
/// two overlap vertically by half the link's height, and as beside it when
/// the gap between them is under the link's height.
enum TouchTargetInlineText {
    /// How many siblings are compared with one link: a paragraph has few, and
    /// the bound keeps the check linear on a parent with thousands of children.
    static let siblingBudget = 32

    static func isInline(_ index: Int, tree: ElementTree) -> Bool {
        guard tree[index].role == .link, let parent = tree.parent(of: index) else { return false }
        if tree[parent].role == .text { return true }
        guard let frame = tree[index].frame, frame.height > 0 else { return false }
        return tree.children(of: parent).prefix(siblingBudget).contains { sibling in
            sibling != index && tree[sibling].role == .text && isBeside(tree[sibling].frame, on: frame)
        }
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
