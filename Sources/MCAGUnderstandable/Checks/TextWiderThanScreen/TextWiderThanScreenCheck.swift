package import MCAGCore

/// 3.3.5, test 1: no text is laid out wider than the screen, which would
/// push its lines past the screen's borders or into horizontal scrolling.
///
/// Compares each static text's frame width with the screen's viewport width
/// (both in the screen's unit). Text that is merely placed off screen, as on
/// the next page of a carousel, is not judged: only a width larger than the
/// screen's proves the lines cannot fit.
package struct TextWiderThanScreenCheck: ElementCheck {
    /// Layout units of slack for rounding in the dump.
    package var tolerance: Double

    /// A check that allows one layout unit of rounding.
    package init(tolerance: Double = 1) { self.tolerance = tolerance }

    package var name: String { "text-wider-than-screen" }

    package func evaluate(_ context: ElementContext) -> Finding? {
        guard let text = TextBlockDefinition.readableText(of: context.element) else { return nil }
        var missing: [String] = []
        if context.element.frame == nil { missing.append("frame") }
        if context.screen.screen.viewport == nil { missing.append("viewport") }
        guard let frame = context.element.frame, let viewport = context.screen.screen.viewport,
              frame.width.isFinite, viewport.width.isFinite
        else {
            return .needsReview(context, Result.sizesUnknown,
                                missing: missing.isEmpty ? ["frame", "viewport"] : missing)
        }
        let measured = Measured(frame.width, threshold: viewport.width, unit: Self.spelled(context.screen.screen.unit),
                                comparison: .atMost)
        if frame.width > viewport.width + tolerance {
            return .violation(context, Result.widerThanScreen(text: text), measured: measured, fix: Result.fix)
        }
        return .pass(context, Result.fits, measured: measured)
    }

    /// The unit as a measurement spells it after the number (" pt"): a
    /// literal per unit, where a string was built for every text.
    static func spelled(_ unit: LengthUnit) -> String {
        switch unit {
        case .points: " pt"
        case .dp: " dp"
        case .pixels: " px"
        }
    }

    package var examples: [CheckExample] {
        [
            .passes("A paragraph as wide as the screen's margins",
                    screen: Screen(viewport: Size(width: 390, height: 844), tree: ElementTree(
                        Node(Element(role: .text, text: ReadableExampleText.paragraph,
                                     frame: Rect(x: 16, y: 100, width: 358, height: 80)))))),
            .fails("A single-line text 900 points wide on a 390-point screen",
                   screen: Screen(viewport: Size(width: 390, height: 844), tree: ElementTree(
                       Node(Element(role: .text, text: ReadableExampleText.paragraph,
                                    frame: Rect(x: 0, y: 100, width: 900, height: 20))).flagged()))),
            .needsReview("A text on a screen of unknown size",
                         Node(Element(role: .text, text: ReadableExampleText.caption,
                                      frame: Rect(x: 16, y: 100, width: 200, height: 20))).flagged()),
        ]
    }
}
