import MCAGCore

extension NavigationVisualPositionCheck {
    /// What the check reports itself, and how each result reads; the
    /// comparisons of frames are ``FramePlacementResult``s.
    enum Result: FindingResult {
        case noUsableFrame(screen: String, component: String)
        case oneScreen

        var message: String {
            switch self {
            case .noUsableFrame(let screen, let component):
                return "On \(screen), the \(component) has no usable frame."
            case .oneScreen:
                let sentence: String = "Only one screen was captured, so navigation positions cannot be compared; "
                    + "capture every screen that shows it."
                return sentence
            }
        }
    }
}
