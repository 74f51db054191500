import MCAGCore

extension ImageTextAlternativeCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case machineTextOnly(text: String)
        case exposureUnknown
        case clippedUnnamed
        case noAlternative
        case iconGlyphText(name: String)
        case mediumOnly(label: String, medium: String)
        case defectiveName(label: String, defect: NameDefect)
        case questionableName(label: String, defect: NameDefect)
        case placeholderName(label: String)
        case described(label: String)

        var message: String {
            switch self {
            case .machineTextOnly(let text):
                let abridged: String = ImageTextAlternativeCheck.abridged(text)
                let explanation: String = NameDefect.machineText.explanation
                return "image's only text \"\(abridged)\" \(explanation), so it has no usable alternative"
            case .exposureUnknown:
                return "image has no text alternative and the snapshot does not say whether assistive technology reaches it"
            case .clippedUnnamed:
                return "image has no text alternative, but its frame is cut off, so what names it may be outside the capture"
            case .noAlternative:
                return "image is reachable by assistive technology but has no text alternative"
            case .iconGlyphText(let name):
                let escaped: String = name.escapedForReport
                return "text \"\(escaped)\" is only an icon-font glyph from Unicode's Private Use Area: the screen reader stops on it and reads nothing or \"unpronounceable\", so the icon has no text alternative"
            case .mediumOnly(let label, let medium):
                let shown: String = Self.shown(label)
                return "image's text alternative \(shown) names only the kind of medium (\"\(medium)\"): it tells the listener that an image is there, not what it shows, so it is no alternative"
            case .defectiveName(let label, let defect):
                let shown: String = Self.shown(label)
                let explanation: String = defect.explanation
                return "image's text alternative \(shown) \(explanation), so it has no usable alternative"
            case .questionableName(let label, let defect):
                let shown: String = Self.shown(label)
                let explanation: String = defect.explanation
                return "image is announced as \(shown), which \(explanation): if it is meaningful it needs a real description, if it is decorative it must be hidden"
            case .placeholderName(let label):
                let shown: String = Self.shown(label)
                return "image is announced as \(shown), a file or placeholder name: if it is meaningful it needs a real description, if it is decorative it must be hidden"
            case .described(let label):
                let shown: String = Self.shown(label)
                return "image has the text alternative \(shown)"
            }
        }

        /// The label as a report quotes it.
        private static func shown(_ label: String) -> String { "\"\(label.escapedForReport)\"" }

        static let fix = "If the image carries meaning, describe it: accessibilityLabel (iOS) or contentDescription (Android). If it is decorative, hide it: isAccessibilityElement = false / .accessibilityHidden(true) (iOS), importantForAccessibility=\"no\" or contentDescription=@null (Android)."

        static let iconGlyphFix = "Give the icon an accessibility label that says what it means (\"Success\"), or hide it from assistive technology if the text beside it says the same."
    }
}
