import MCAGCore

extension ScreenTitlePresenceCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case recorded(title: String)
        case paneTitle(title: String)
        case navigationBar(title: String)
        case toolbar(title: String)
        case heading(title: String)
        case blank
        case unknown

        var message: String {
            switch self {
            case .recorded(let title):
                return "The screen is titled \"\(title)\"."
            case .paneTitle(let title):
                return "No title was recorded, but the pane title \"\(title)\" is announced when the pane appears."
            case .navigationBar(let title):
                return "No title was recorded, but the navigation bar announces \"\(title)\"."
            case .toolbar(let title):
                let sentence: String = "No title was recorded, but the app bar shows the title \"\(title)\", "
                    + "read first at the top of the screen."
                return sentence
            case .heading(let title):
                return "No title was recorded, but the heading \"\(title)\" names the screen."
            case .blank:
                return "The screen's title is empty, so screen readers announce nothing when it opens."
            case .unknown:
                let places: String = ScreenTitleSource.placesLookedFor
                let sentence: String = "The snapshot records no title, and the tree holds none of the places a title is "
                    + "shown: \(places). Check by ear that a title is announced when the screen opens."
                return sentence
            }
        }

        static let fix = "Give the screen a short title: set the view controller's `title` or `navigationItem.title` (iOS), "
            + "or the activity title / `android:accessibilityPaneTitle` / `Modifier.semantics { paneTitle = … }` (Android)."
    }
}
