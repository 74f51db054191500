package import MCAGCore

/// Keyboard shortcuts the operating system reserves, per platform (2.1.5).
///
/// The standard table lists widely documented system shortcuts of iOS and
/// iPadOS and of Android. It is not exhaustive: teams add the shortcuts of
/// the platforms and devices they ship on with ``adding(_:on:)``.
///
/// ```swift
/// let reserved = SystemKeyboardShortcuts.standard
///     .adding([.init("command+option+d", "Show or hide the Dock")], on: .ios)
/// SystemShortcutOverrideCheck(reserved: reserved)
/// ```
package struct SystemKeyboardShortcuts: Sendable {
    /// One reserved shortcut, such as `command+space` (Spotlight).
    package struct Entry: Sendable, Hashable {
        package var chord: KeyChord
        package var purpose: String

        /// - Parameter chord: modifiers and key joined by `+`, such as `command+shift+3`.
        package init(_ chord: String, _ purpose: String) {
            self.chord = KeyChord(parsing: chord)
            self.purpose = purpose
        }
    }

    private var entries: [Platform: [KeyChord: Entry]]

    package init(_ entries: [Platform: [Entry]]) {
        self.entries = entries.mapValues { list in
            Dictionary(list.map { ($0.chord, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A copy with more reserved shortcuts for a platform.
    package func adding(_ more: [Entry], on platform: Platform) -> SystemKeyboardShortcuts {
        var copy = self
        for entry in more { copy.entries[platform, default: [:]][entry.chord] = entry }
        return copy
    }

    /// The reserved shortcut that `shortcut` collides with on `platform`, if any.
    package func reserved(_ shortcut: KeyboardShortcut, on platform: Platform) -> Entry? {
        entries[platform]?[KeyChord(shortcut)]
    }

    /// Every reserved shortcut of a platform.
    package func entries(on platform: Platform) -> [Entry] {
        (entries[platform] ?? [:]).values.sorted { $0.chord.description < $1.chord.description }
    }

    package static let standard = SystemKeyboardShortcuts([
        .ios: [
            Entry("command+h", "Go to the Home Screen"),
            Entry("command+space", "Show or hide Spotlight search"),
            Entry("command+tab", "Switch to the next most recently used app"),
            Entry("command+shift+tab", "Switch to the previous app"),
            Entry("command+shift+3", "Take a screenshot"),
            Entry("command+shift+4", "Take a screenshot and open Markup"),
            Entry("command+option+d", "Show or hide the Dock"),
            Entry("globe+h", "Go to the Home Screen"),
            Entry("globe+a", "Show or hide the Dock"),
            Entry("globe+c", "Open Control Center"),
            Entry("globe+n", "Open Notification Center"),
            Entry("globe+q", "Create a Quick Note"),
            Entry("globe+e", "Show the emoji picker"),
            Entry("globe+up", "Show App Switcher"),
            Entry("control+space", "Switch keyboard input language"),
        ],
        .android: [
            Entry("meta+h", "Go to the Home screen"),
            Entry("meta+enter", "Go to the Home screen"),
            Entry("meta+backspace", "Go back"),
            Entry("meta+left", "Go back"),
            Entry("alt+tab", "Switch to recent apps"),
            Entry("alt+shift+tab", "Switch to recent apps, backwards"),
            Entry("meta+tab", "Open Overview of recent apps"),
            Entry("meta+n", "Open notifications"),
            Entry("meta+slash", "Show keyboard shortcuts"),
            Entry("meta+a", "Open the assistant"),
            Entry("meta+i", "Open system settings"),
            Entry("meta+l", "Lock the screen"),
            Entry("meta+control+s", "Take a screenshot"),
            Entry("meta+space", "Switch keyboard language"),
            Entry("control+space", "Switch keyboard language"),
        ],
    ])
}

/// A key with its modifiers, normalised so that `⌘⇧3`, `Cmd+Shift+3` and
/// `command+shift+3` compare equal.
package struct KeyChord: Sendable, Hashable, CustomStringConvertible {
    package var modifiers: Set<String>
    package var key: String

    package init(modifiers: [String], key: String) {
        self.modifiers = Set(modifiers.map(Self.normalise(modifier:)))
        self.key = Self.normalise(key: key)
    }

    package init(_ shortcut: KeyboardShortcut) {
        self.init(modifiers: shortcut.modifiers, key: shortcut.key)
    }

    /// Parses `modifier+modifier+key`; a lone `+` key is written `plus`.
    package init(parsing text: String) {
        let parts = text.split(separator: "+").map(String.init)
        self.init(modifiers: Array(parts.dropLast()), key: parts.last ?? "")
    }

    package var description: String { (modifiers.sorted() + [key]).joined(separator: "+") }

    static func normalise(modifier: String) -> String {
        switch modifier.lowercased().trimmingWhitespace {
        case "⌘", "cmd", "command": "command"
        case "⇧", "shift": "shift"
        case "⌥", "opt", "option": "option"
        case "⌃", "ctrl", "control": "control"
        case "fn", "globe", "🌐": "globe"
        case "meta", "search", "win", "windows", "super": "meta"
        case let other: other
        }
    }

    static func normalise(key: String) -> String {
        if key == " " { return "space" }
        return switch key.lowercased().trimmingWhitespace {
        case "spacebar": "space"
        case "/": "slash"
        case "↵", "return": "enter"
        case "⌫", "delete", "del": "backspace"
        case "←", "leftarrow", "left arrow": "left"
        case "↑", "uparrow", "up arrow": "up"
        case "⇥": "tab"
        case let other: other
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
