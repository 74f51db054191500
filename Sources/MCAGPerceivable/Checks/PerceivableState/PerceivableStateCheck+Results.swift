import MCAGCore

extension PerceivableStateCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case checked(Bool)
        case value(String)
        case selected(Bool)
        case selectedTrait
        /// `role` is the two-state role, nil for another checkable element.
        case noState(role: Role?)

        var message: String {
            switch self {
            case .checked(let checked): checked ? "exposes its state: checked" : "exposes its state: not checked"
            case .value(let value): "exposes its state as value \"\(value)\""
            case .selected(let selected): selected ? "exposes its state: selected" : "exposes its state: not selected"
            case .selectedTrait: "exposes its state through the Selected trait"
            case .noState(let role):
                "\(role?.rawValue ?? "checkable element") exposes no state: neither checked, selected nor a value"
            }
        }

        static let fix = "Report the state through the platform: use UISwitch or set accessibilityValue / the .selected trait (iOS); use a CompoundButton, or set isCheckable and isChecked on the AccessibilityNodeInfo, or Modifier.toggleable (Android)."
    }
}
