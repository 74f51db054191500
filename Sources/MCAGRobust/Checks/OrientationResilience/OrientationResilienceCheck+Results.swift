import MCAGCore

extension OrientationResilienceCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case noPortraitCapture(screen: String)
        case noCaptureInBoth
        case nothingMatched(screen: String)
        case missingFrom(otherScreen: String)
        case cutAtEdge(edge: String, otherScreen: String)
        case presentInBoth

        var message: String {
            switch self {
            case .noPortraitCapture(let screen): "Screen '\(screen)' has no portrait capture in the same state to compare with"
            case .noCaptureInBoth:
                "No screen was captured both in portrait and in landscape; capture the same screen in each orientation under one name"
            case .nothingMatched(let screen):
                "No labelled content of '\(screen)' could be matched with its other orientation; give elements identifiers"
            case .missingFrom(let otherScreen):
                "Shown here but not found in '\(otherScreen)': check that it is still there (scrolled, in a menu) rather than lost"
            case .cutAtEdge(let edge, let otherScreen):
                "Cut at the \(edge) edge of the screen in this orientation, outside any scroll view; '\(otherScreen)' shows it"
            case .presentInBoth: "Present and inside the screen in both orientations"
            }
        }

        static let fix = "Let the layout adapt to the orientation: put the content in a scroll view or rearrange it, instead of a fixed layout sized for the other orientation."
    }
}
