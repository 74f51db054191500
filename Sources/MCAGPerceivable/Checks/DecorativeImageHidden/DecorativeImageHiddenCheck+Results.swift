import MCAGCore

extension DecorativeImageHiddenCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case hidden
        case placeholderUnknownAnnouncement(label: String)
        case announcedPlaceholder(label: String)

        var message: String {
            switch self {
            case .hidden: "image is hidden from assistive technology"
            case .placeholderUnknownAnnouncement(let label):
                "image carries the placeholder label \"\(label)\"; the snapshot does not say whether a screen reader announces it"
            case .announcedPlaceholder(let label):
                "image is announced as \"\(label)\", a file or placeholder name, which marks an undescribed (likely decorative) image"
            }
        }

        static let fix = "If the image is decorative, hide it: isAccessibilityElement = false / .accessibilityHidden(true) (iOS), importantForAccessibility=\"no\" (Android). If it carries meaning, replace the label with a description."
    }
}
