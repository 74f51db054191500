import MCAGCore

extension TextWiderThanScreenCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case sizesUnknown
        case widerThanScreen(text: String)
        case fits

        var message: String {
            switch self {
            case .sizesUnknown: "Without the text's frame and the screen size, line widths cannot be compared."
            case .widerThanScreen(let text):
                "The text \"\(text.readingExcerpt)\" is laid out wider than the screen, so its lines run past the edges."
            case .fits: "The text fits within the screen width."
            }
        }

        static let fix = "Constrain the text to the screen width and let it wrap (numberOfLines = 0 on iOS, "
            + "wrap_content width inside a match_parent container on Android) instead of scrolling sideways."
    }
}
