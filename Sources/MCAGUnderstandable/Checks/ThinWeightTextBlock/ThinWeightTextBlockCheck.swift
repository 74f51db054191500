package import MCAGCore

/// 3.3.3, test 3: a text block is not set entirely in a light or thin weight.
///
/// Reads ``TextStyle/weight`` on the CSS scale: 300 (Light) and below fail,
/// 400 (Regular) and above pass.
package struct ThinWeightTextBlockCheck: ElementCheck {
    /// What counts as a text block.
    package var blocks: TextBlockDefinition
    /// The heaviest weight that still counts as light.
    package var lightestAcceptableWeight: Int

    /// A check with MCAG's text-block definition and Regular (400) as the lightest acceptable weight.
    package init(blocks: TextBlockDefinition = .mcag, lightestAcceptableWeight: Int = 400) {
        self.blocks = blocks
        self.lightestAcceptableWeight = lightestAcceptableWeight
    }

    package var name: String { "thin-weight-text-block" }

    package func evaluate(_ context: ElementContext) -> Finding? {
        guard let text = blocks.blockText(of: context.element) else { return nil }
        guard let style = context.element.textStyle else {
            return .needsReview(context, Result.styleUnknown, missing: ["textStyle"])
        }
        guard let weight = style.weight else {
            return .needsReview(context, Result.weightUnknown, missing: ["textStyle.weight"])
        }
        let measured = Measured(Double(weight), threshold: Double(lightestAcceptableWeight), unit: "", comparison: .atLeast)
        if weight < lightestAcceptableWeight {
            return .violation(context, Result.light(text: text, weight: weight), measured: measured, fix: Result.fix)
        }
        return .pass(context, Result.regularOrHeavier(weight: weight), measured: measured)
    }

    package var examples: [CheckExample] {
        [
            .passes("A paragraph in Regular (400)",
                    Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(weight: 400)))),
            .fails("A paragraph in Light (300)",
                   Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(weight: 300))).flagged()),
            .fails("A three-line paragraph in Thin (100)",
                   Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(weight: 100, lineCount: 3))).flagged()),
            .needsReview("A paragraph whose weight is unknown",
                         Node(Element(role: .text, text: ReadableExampleText.paragraph, textStyle: TextStyle(isItalic: false))).flagged()),
        ]
    }
}
