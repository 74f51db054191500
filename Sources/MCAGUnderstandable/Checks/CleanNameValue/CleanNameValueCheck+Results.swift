import MCAGCore

extension CleanNameValueCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case onlyAValue(value: String)
        case percentage(name: String)
        case repeatsValue(name: String, value: String)
        /// `inferredEvidence`: how the screen's language is known when the dump does not state it.
        case statesValue(name: String, phrase: String, inferredEvidence: String?)
        case valueUnknown
        case passes(count: Int)

        var message: String {
            switch self {
            case .onlyAValue(let value):
                "The name \"\(value)\" is only a value (a count or a position): the control's purpose is not in its name."
            case .percentage(let name): "The name \"\(name)\" contains a percentage, a value the platform announces apart."
            case .repeatsValue(let name, let value): "The name \"\(name)\" repeats the element's value \"\(value)\"."
            case .statesValue(let name, let phrase, let evidence):
                "The name \"\(name)\" states a value (\"\(phrase)\").\(CleanNameScanResult.note(evidence))"
            case .valueUnknown: "The element's value is not known, so whether its name repeats it cannot be checked."
            case .passes(let count): "\(count) names of controls with a value state no value."
            }
        }

        static let fix = "Keep the name fixed (\"Volume\") and expose the value on its own: `accessibilityValue` (iOS), `stateDescription`, `RangeInfo` or `Modifier.semantics { stateDescription = … }` (Android)."
        static let onlyAValueFix = "Name the control by what it does (\"Reply\", \"Like\", \"Featured\") and expose the count or position apart: `accessibilityValue` (iOS), `stateDescription` or a content description that leads with the purpose, \"Reply, 9.6 thousand replies\" (Android)."
    }
}
