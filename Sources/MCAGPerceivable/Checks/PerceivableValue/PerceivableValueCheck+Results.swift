import MCAGCore

extension PerceivableValueCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case value(String)
        case content(String)
        case emptyField
        case fieldUnknown
        case valueAsText(String)
        case progressWithoutValue
        case valueThroughContent(String)
        case valueUnknown(role: Role)
        case emptyValue(role: Role)

        var message: String {
            switch self {
            case .value(let value): "exposes the value \"\(value)\""
            case .content(let text): "exposes its content \"\(text)\""
            case .emptyField: "reports an empty value: the field is empty, which a screen reader announces with its name"
            case .fieldUnknown: "the snapshot holds neither the field's value nor its text"
            case .valueAsText(let text): "exposes the value \"\(text)\" as text"
            case .progressWithoutValue:
                "progress indicator reports no value; if it shows determinate progress, the progress must be exposed"
            case .valueThroughContent(let text): "exposes the value \"\(text)\" through its content"
            case .valueUnknown(let role): "the snapshot does not say what value the \(role) reports"
            case .emptyValue(let role): "\(role) reports an empty value, so a screen reader cannot tell its setting"
            }
        }

        static let fix = "Expose the current value: set accessibilityValue (iOS, e.g. \"40 percent\"); use a SeekBar/Slider or set RangeInfo or stateDescription (Android)."
    }
}
