package import MCAGCore

/// 3.3.3, test 1: a text block is not set entirely in capital letters,
/// whether the text was typed in capitals or an all-caps transform draws it so.
///
/// Reads the element's text and ``TextStyle/isAllCaps``. Text typed in
/// capitals fails without any style data; otherwise a missing style is
/// *needs review*. Scripts without letter case are not concerned.
package struct AllCapsTextBlockCheck: ElementCheck {
    /// What counts as a text block.
    package var blocks: TextBlockDefinition

    /// A check with MCAG's text-block definition, or another one.
    package init(blocks: TextBlockDefinition = .mcag) { self.blocks = blocks }

    package var name: String { "all-caps-text-block" }

    package func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        guard let text = blocks.blockText(of: element) else { return nil }
        let hasLower = text.contains { $0.isLowercase }
        let hasUpper = text.contains { $0.isUppercase }
        guard hasLower || hasUpper else { return nil }
        if !hasLower {
            return .violation(context, Result.typedInCapitals(text: text), fix: Result.fix)
        }
        guard let style = element.textStyle else {
            return .needsReview(context, Result.styleUnknown,
                                missing: ["textStyle"])
        }
        guard let isAllCaps = style.isAllCaps else {
            return .needsReview(context, Result.allCapsUnknown, missing: ["textStyle.isAllCaps"])
        }
        if isAllCaps {
            return .violation(context, Result.drawnInCapitals(text: text), fix: Result.fix)
        }
        return .pass(context, Result.mixedCase)
    }

    package var examples: [CheckExample] {
        [
            .passes("A paragraph in sentence case",
                    Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(isAllCaps: false)))),
            .fails("A paragraph typed in capitals, with no style data",
                   Node(Element(role: .text, text: ReadableExampleText.shoutedParagraph)).flagged()),
            .fails("A four-line paragraph drawn in capitals by textAllCaps",
                   Node(Element(role: .text, text: ReadableExampleText.paragraph,
                                 textStyle: TextStyle(isAllCaps: true, lineCount: 4))).flagged()),
            .needsReview("A paragraph whose text style is unknown",
                         Node(Element(role: .text, text: ReadableExampleText.paragraph)).flagged()),
            .passes("A short caption in capitals is not a text block, beside a proper paragraph",
                    Node(Element(role: .text, text: ReadableExampleText.caption.uppercased())),
                    Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(isAllCaps: false)))),
        ]
    }
}
