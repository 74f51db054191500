import MCAGCore

/// Why the 2.1.7 tests leave an element's comparison to a person, and how each reason reads.
enum SpokenTextReview: FindingResult {
    /// A field's text, which may be what was typed.
    case typedText(String?, name: String?)
    /// The one visible text is shown by a descendant, and the test is not strict there.
    case shownInside(String, name: String?)
    /// The first few of the several texts descendants show, none of which passes.
    case severalShown([String], name: String?)

    var message: String {
        switch self {
        case .typedText(let text, let name):
            "The field's text \"\(text?.escapedForReport ?? "")\" may be what was typed rather than its visible label, so whether the name \"\(name?.escapedForReport ?? "")\" matches what a speech user sees needs a look at the screen."
        case .shownInside(let shown, let name):
            "The visible text \"\(shown.escapedForReport)\" is shown inside the control, not by the control itself; whether the name \"\(name?.escapedForReport ?? "")\" should start with it needs a look at the screen."
        case .severalShown(let shown, let name):
            "The control shows several texts inside it (\(shown.map { "\"\($0.escapedForReport)\"" }.joined(separator: ", "))), and its name \"\(name?.escapedForReport ?? "")\" passes this test with none of them; whether one of them is its visible label needs a look at the screen."
        }
    }
}
