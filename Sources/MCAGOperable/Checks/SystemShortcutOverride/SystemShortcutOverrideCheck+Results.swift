import MCAGCore

extension SystemShortcutOverrideCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case shortcutsUnknown
        case noShortcuts
        case platformUnknown
        case overrides(chord: KeyChord, action: String?, system: KeyChord, purpose: String)
        case noCollision(count: Int, platform: Platform)

        var message: String {
            switch self {
            case .shortcutsUnknown:
                "The app's keyboard shortcuts are unknown; state them once as keyboardShortcuts in an app-facts file (Documentation/AppFacts.md)"
            case .noShortcuts: "The app defines no keyboard shortcuts"
            case .platformUnknown: "The platform is unknown, so the reserved system shortcuts are unknown"
            case .overrides(let chord, let action, let system, let purpose):
                "Shortcut '\(chord)'\(action.map { " for '\($0)'" } ?? "") overrides the system shortcut '\(system)' (\(purpose))"
            case .noCollision(let count, let platform):
                "None of the app's \(count) shortcut(s) collides with a reserved \(platform.rawValue) shortcut"
            }
        }

        static func fix(leaving system: KeyChord) -> String {
            "Choose another key combination; leave '\(system)' to the system."
        }
    }
}
