package import MCAGCore

/// 2.1.5 test 2: no custom shortcut takes over a shortcut the operating
/// system reserves, looked up in a ``SystemKeyboardShortcuts`` table.
package struct SystemShortcutOverrideCheck: AppCheck {
    package var name: String { "system-shortcut-override" }
    package let reserved: SystemKeyboardShortcuts

    package init(reserved: SystemKeyboardShortcuts = .standard) {
        self.reserved = reserved
    }

    package func evaluate(_ app: AppContext) -> [Finding] {
        guard let shortcuts = app.app.keyboardShortcuts else {
            return [.app(.needsReview, Result.shortcutsUnknown, missing: ["keyboardShortcuts"])]
        }
        guard !shortcuts.isEmpty else { return [.app(.notApplicable, Result.noShortcuts)] }
        guard let platform = app.app.platform else {
            return [.app(.needsReview, Result.platformUnknown, missing: ["platform"])]
        }
        var findings: [Finding] = []
        for shortcut in shortcuts {
            guard let entry = reserved.reserved(shortcut, on: platform) else { continue }
            findings.append(.app(
                .violation, Result.overrides(chord: KeyChord(shortcut), action: shortcut.action, system: entry.chord, purpose: entry.purpose),
                fix: Result.fix(leaving: entry.chord)))
        }
        return findings.isEmpty
            ? [.app(.pass, Result.noCollision(count: shortcuts.count, platform: platform))]
            : findings
    }

    package var examples: [CheckExample] {
        [
            .passes("⌘N on iPadOS is free for the app", app: AppSnapshot(
                app: AppFacts(platform: .ios, keyboardShortcuts: [KeyboardShortcut(key: "n", modifiers: ["⌘"], action: "New note")]),
                screens: [])),
            .fails("⌘Space taken over on iPadOS", app: AppSnapshot(
                app: AppFacts(platform: .ios, keyboardShortcuts: [KeyboardShortcut(key: "space", modifiers: ["cmd"], action: "Search notes")]),
                screens: [])),
            .fails("Alt+Tab taken over on Android", app: AppSnapshot(
                app: AppFacts(platform: .android, keyboardShortcuts: [KeyboardShortcut(key: "tab", modifiers: ["alt"], action: "Next tab")]),
                screens: [])),
            .needsReview("Platform unknown", app: AppSnapshot(
                app: AppFacts(keyboardShortcuts: [KeyboardShortcut(key: "h", modifiers: ["command"])]), screens: [])),
            .needsReview("Shortcuts unknown", app: AppSnapshot(app: AppFacts(platform: .android), screens: [])),
        ]
    }
}
