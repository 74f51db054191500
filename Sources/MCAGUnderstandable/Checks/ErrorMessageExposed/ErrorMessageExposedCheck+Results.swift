import MCAGCore

extension ErrorMessageExposedCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case errorExposed(message: String)
        case invalidWithoutText
        case invalidAndNothingToRead
        case takesNoInput
        case noFieldInError(input: InputInCapture.Input)

        var message: String {
            switch self {
            case .errorExposed(let message):
                return "the field exposes its error \"\(message)\", which the screen reader reads with it"
            case .invalidWithoutText:
                return "the field is marked invalid but sets no error text; check that the message beside it is announced and reachable by swiping (set it on the field with `setError` or `TextInputLayout.setError` so TalkBack reads it with the field)"
            case .invalidAndNothingToRead:
                return "the field is marked invalid, sets no error text, and nothing else on the screen can be read, so no error message can be reached"
            case .takesNoInput:
                return "The capture holds nothing that takes input (no field, switch, checkbox, radio button, slider, picker, web content, keyboard, or operable element of unknown or unstated type), so no input error can arise on it."
            case .noFieldInError(let input):
                let held: String = input.phrase
                return "No field is in error in this capture, which holds \(held), so it cannot show how errors are read; trigger each validation error and listen."
            }
        }

        static let fix = "Describe the error in text and expose it: `TextInputLayout.setError(…)` or `EditText.setError(…)` (Android), or a label or value change on the field plus an announcement (iOS)."
    }
}
