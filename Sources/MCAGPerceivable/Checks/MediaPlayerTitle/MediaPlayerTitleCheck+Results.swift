import MCAGCore

extension MediaPlayerTitleCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case titled(name: String)
        case hiddenUntitled
        /// `kind` is the player's class, or its role when the class is unknown.
        case untitled(kind: String)

        var message: String {
            switch self {
            case .titled(let name): "player is titled \"\(name)\""
            case .hiddenUntitled:
                "player is hidden from assistive technology and has no title of its own; check that its controls announce what is playing"
            case .untitled(let kind): "media player (\(kind)) has no title a screen reader can read"
            }
        }

        static let fix = "Give the player a title that identifies the media: set accessibilityLabel on the player view (iOS) or contentDescription on the PlayerView/VideoView (Android), e.g. \"Video: Setting up your account\"."
    }
}
