import MCAGCore

extension SingleKeyShortcutCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case shortcutsUnknown
        case noShortcuts
        case noSingleKey(count: Int)
        case allowed(Shortcut, exception: String)
        case settingsUnknown(Shortcut)
        case firesAnywhere(Shortcut)

        /// A single-key shortcut as the findings name it: "Single-key shortcut 'k' (Like)".
        struct Shortcut: Sendable, Hashable, CustomStringConvertible {
            var chord: KeyChord
            var action: String?

            var description: String { "Single-key shortcut '\(chord)'" + (action.map { " (\($0))" } ?? "") }
        }

        var message: String {
            switch self {
            case .shortcutsUnknown:
                "The app's keyboard shortcuts are unknown; list them (hold ⌘ on iPad, Meta+/ on Android) once for the whole app as keyboardShortcuts in an app-facts file, [] for none (Documentation/AppFacts.md)"
            case .noShortcuts: "The app defines no keyboard shortcuts"
            case .noSingleKey(let count): "None of the app's \(count) keyboard shortcut(s) is a single key"
            case .allowed(let shortcut, let exception): "\(shortcut) is allowed: exception '\(exception)' holds"
            case .settingsUnknown(let shortcut):
                "\(shortcut): whether it can be turned off, remapped or limited to focus is not fully known"
            case .firesAnywhere(let shortcut): "\(shortcut) fires from anywhere and cannot be turned off or remapped"
            }
        }

        static let fix = "Add a setting that turns the shortcut off or remaps it to include a modifier (⌘, Ctrl, Alt), or make it work only while its control has focus."
    }
}
