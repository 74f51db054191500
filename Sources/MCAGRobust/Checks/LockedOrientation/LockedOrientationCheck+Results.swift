import MCAGCore

extension LockedOrientationCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case orientationsUnknown
        case bothFamilies(listed: String)
        case locked(family: String, listed: String)

        var message: String {
            switch self {
            case .orientationsUnknown:
                "The app's supported orientations are unknown (Info.plist UISupportedInterfaceOrientations, Android screenOrientation); state them once for the whole app as supportedOrientations in an app-facts file (Documentation/AppFacts.md)"
            case .bothFamilies(let listed): "The app supports portrait and landscape (\(listed))"
            case .locked(let family, let listed): "The app is locked to \(family) (\(listed))"
            }
        }

        static let fix = "Support both portrait and landscape (all UIInterfaceOrientationMask values on iPad, .allButUpsideDown on iPhone; remove android:screenOrientation), unless one orientation is essential; then claim the restriction in review."
    }
}
