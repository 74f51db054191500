package import MCAGCore

/// 2.1.5 test 1: a custom shortcut made of a single character key must be
/// possible to turn off, remap, or limit to a focused element.
package struct SingleKeyShortcutCheck: AppCheck {
    package var name: String { "single-key-shortcut" }
    package var detectedExceptions: [ExceptionKey] { ["can-be-turned-off", "can-be-remapped", "active-only-when-focused"] }

    package init() {}

    package func evaluate(_ app: AppContext) -> [Finding] {
        guard let shortcuts = app.app.keyboardShortcuts else {
            return [.app(.needsReview, Result.shortcutsUnknown,
                         missing: ["keyboardShortcuts"])]
        }
        let singleKey = shortcuts.filter(\.isSingleKey)
        guard !singleKey.isEmpty else {
            return shortcuts.isEmpty
                ? [.app(.notApplicable, Result.noShortcuts)]
                : [.app(.pass, Result.noSingleKey(count: shortcuts.count))]
        }
        return singleKey.map(Self.finding(for:))
    }

    static func finding(for shortcut: KeyboardShortcut) -> Finding {
        let label = Result.Shortcut(chord: KeyChord(shortcut), action: shortcut.action)
        let flags: [(value: Bool?, field: String, exception: String)] = [
            (shortcut.canBeDisabled, "canBeDisabled", "can-be-turned-off"),
            (shortcut.canBeRemapped, "canBeRemapped", "can-be-remapped"),
            (shortcut.activeOnlyWhenFocused, "activeOnlyWhenFocused", "active-only-when-focused"),
        ]
        if let met = flags.first(where: { $0.value == true }) {
            return .app(.pass, Result.allowed(label, exception: met.exception)).covered(by: ExceptionKey(met.exception))
        }
        let unknown = flags.filter { $0.value == nil }.map(\.field)
        if !unknown.isEmpty {
            return .app(.needsReview, Result.settingsUnknown(label),
                        missing: unknown.map { "keyboardShortcuts.\($0)" })
        }
        return .app(.violation, Result.firesAnywhere(label), fix: Result.fix)
    }

    package var examples: [CheckExample] {
        [
            .passes("A single key that can be turned off", app: AppSnapshot(
                app: AppFacts(keyboardShortcuts: [KeyboardShortcut(key: "j", action: "Next", canBeDisabled: true)]), screens: [])),
            .passes("Only shortcuts with a modifier", app: AppSnapshot(
                app: AppFacts(keyboardShortcuts: [KeyboardShortcut(key: "n", modifiers: ["command"], action: "New")]), screens: [])),
            .fails("A fixed single-key shortcut", app: AppSnapshot(
                app: AppFacts(keyboardShortcuts: [KeyboardShortcut(key: "k", action: "Play", canBeDisabled: false,
                                                                  canBeRemapped: false, activeOnlyWhenFocused: false)]),
                screens: [])),
            .needsReview("A single-key shortcut whose settings are unknown", app: AppSnapshot(
                app: AppFacts(keyboardShortcuts: [KeyboardShortcut(key: "space", canBeDisabled: false)]), screens: [])),
            .needsReview("Shortcuts unknown", app: AppSnapshot(app: AppFacts(), screens: [])),
        ]
    }
}
