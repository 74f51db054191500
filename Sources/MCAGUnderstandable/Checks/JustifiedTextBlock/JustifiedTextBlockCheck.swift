package import MCAGCore

/// 3.3.4: a text block is not fully justified, which stretches the spaces
/// between words unevenly.
///
/// Reads ``TextStyle/alignment``; only ``TextStyle/Alignment/justified`` fails.
package struct JustifiedTextBlockCheck: ElementCheck {
    /// What counts as a text block.
    package var blocks: TextBlockDefinition

    /// A check with MCAG's text-block definition, or another one.
    package init(blocks: TextBlockDefinition = .mcag) { self.blocks = blocks }

    package var name: String { "justified-text-block" }

    package func evaluate(_ context: ElementContext) -> Finding? {
        guard let text = blocks.blockText(of: context.element) else { return nil }
        guard let style = context.element.textStyle else {
            return .needsReview(context, Result.styleUnknown, missing: ["textStyle"])
        }
        guard let alignment = style.alignment else {
            return .needsReview(context, Result.alignmentUnknown, missing: ["textStyle.alignment"])
        }
        if alignment == .justified {
            return .violation(context, Result.justified(text: text), fix: Result.fix)
        }
        return .pass(context, Result.aligned(alignment))
    }

    package var examples: [CheckExample] {
        [
            .passes("A paragraph with natural alignment",
                    Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(alignment: .natural)))),
            .fails("A fully justified paragraph",
                   Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(alignment: .justified))).flagged()),
            .needsReview("A paragraph whose alignment is unknown",
                         Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(weight: 400))).flagged()),
            .passes("A justified two-line caption is not a text block, beside a leading-aligned paragraph",
                    Node(Element(role: .text, text: ReadableExampleText.paragraph,
                                 textStyle: TextStyle(alignment: .justified, lineCount: 2))),
                    Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(alignment: .leading)))),
        ]
    }
}
