public import MCAGCore

/// 3.3.4: a text block is not fully justified, which stretches the spaces
/// between words unevenly.
///
/// Reads ``TextStyle/alignment``; only ``TextStyle/Alignment/justified`` fails.
public struct JustifiedTextBlockCheck: ElementCheck {
    /// What counts as a text block.
    public var blocks: TextBlockDefinition

    /// A check with MCAG's text-block definition, or another one.
    public init(blocks: TextBlockDefinition = .mcag) { self.blocks = blocks }

    public var name: String { "justified-text-block" }

    public func evaluate(_ context: ElementContext) -> Finding? {
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

    public var examples: [CheckExample] {
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
