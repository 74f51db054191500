package import MCAGCore

/// 3.3.3, test 2: a text block is not set entirely in italic.
///
/// Reads ``TextStyle/isItalic``, the element's base font. Italic runs inside
/// an attributed string are not in the snapshot, so a block with a few
/// emphasised words is judged by its base font, as it should be.
package struct ItalicTextBlockCheck: ElementCheck {
    /// What counts as a text block.
    package var blocks: TextBlockDefinition

    /// A check with MCAG's text-block definition, or another one.
    package init(blocks: TextBlockDefinition = .mcag) { self.blocks = blocks }

    package var name: String { "italic-text-block" }

    package func evaluate(_ context: ElementContext) -> Finding? {
        guard let text = blocks.blockText(of: context.element) else { return nil }
        guard let style = context.element.textStyle else {
            return .needsReview(context, Result.styleUnknown, missing: ["textStyle"])
        }
        guard let isItalic = style.isItalic else {
            return .needsReview(context, Result.italicUnknown, missing: ["textStyle.isItalic"])
        }
        if isItalic {
            return .violation(context, Result.italic(text: text), fix: Result.fix)
        }
        return .pass(context, Result.upright)
    }

    package var examples: [CheckExample] {
        [
            .passes("An upright paragraph",
                    Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(isItalic: false)))),
            .fails("A paragraph set in italic",
                   Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(isItalic: true))).flagged()),
            .needsReview("A paragraph whose style does not say whether it is italic",
                         Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(fontSize: 17))).flagged()),
            .needsReview("A paragraph with no text style at all",
                         Node(Element(role: .text, text: ReadableExampleText.paragraph)).flagged()),
        ]
    }
}
