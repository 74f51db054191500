package import MCAGCore

/// 1.2.1 Static-Media Alternatives, test 2: decorative images are ignored by
/// assistive technology.
///
/// Reads `role`/`className`, `isAccessibilityElement` and `label`. A hidden
/// image passes. An image announced by a file, asset or placeholder name
/// ("img_23.png", "icon", "ic_launcher") is the mark of an image nobody
/// described, most often a decorative one left exposed: a violation when it
/// is exposed, *needs review* naming `isAccessibilityElement` when exposure
/// is unknown. Images with a real description are treated as meaningful and
/// left to test 1. Assisted: whether an image is decorative is a human call.
package struct DecorativeImageHiddenCheck: ElementCheck {
    package init() {}

    package var name: String { "decorative-image-hidden" }
    package var automation: Automation { .assisted }

    package func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        guard element.isStaticImage else { return nil }
        if element.isHiddenFromAssistiveTechnology {
            return .pass(context, Result.hidden)
        }
        guard let label = element.label, PlaceholderLabel.matches(label) else { return nil }
        guard element.isAccessibilityElement == true else {
            return .needsReview(
                context, Result.placeholderUnknownAnnouncement(label: label),
                missing: ["isAccessibilityElement"])
        }
        return .violation(
            context, Result.announcedPlaceholder(label: label), fix: Result.fix)
    }

    package var examples: [CheckExample] {
        [
            .passes("A decorative image hidden from assistive technology",
                    Node(Element(role: .image, label: "divider.png", isAccessibilityElement: false))),
            .fails("A decorative image announced by its file name",
                   Node(Element(role: .image, label: "img_23.png", isAccessibilityElement: true)).flagged()),
            .fails("A launcher icon announced by its asset name",
                   Node(Element(role: .image, label: "ic_launcher", isAccessibilityElement: true)).flagged()),
            .needsReview("An image named \"icon\" whose exposure is unknown", Node(Element(role: .image, label: "icon")).flagged()),
        ]
    }
}
