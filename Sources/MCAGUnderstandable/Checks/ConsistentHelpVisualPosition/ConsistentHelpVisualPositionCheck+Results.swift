import MCAGCore

extension ConsistentHelpVisualPositionCheck {
    /// What the check reports, and how each result reads (the comparisons of
    /// frames are ``FramePlacementResult``s). `help` is the mechanism's key.
    enum Result: FindingResult {
        case inScrollingContent(screen: String, help: String)
        case noUsableFrame(screen: String, help: String)
        case oneScreen

        var message: String {
            switch self {
            case .inScrollingContent(let screen, let help):
                "On \(screen), the \(Self.subject(help)) sits in scrolling content; compare its place by hand."
            case .noUsableFrame(let screen, let help): "On \(screen), the \(Self.subject(help)) has no usable frame."
            case .oneScreen:
                "Only one screen was captured, so the place of its help mechanism cannot be compared; capture every screen that offers help."
            }
        }

        /// What the findings call the mechanism.
        static func subject(_ help: String) -> String { "help mechanism \(RepeatedContent.display(help))" }
    }
}
