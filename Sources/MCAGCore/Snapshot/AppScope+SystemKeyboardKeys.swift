/// iOS's system keyboard in a capture that lists its keys without the
/// keyboard element around them.
///
/// idb's and AXe's `describe-all` write a flat list of the app's accessibility
/// elements with the process's pid, and the keyboard's keys come in that list
/// as buttons of the app's own process: no `XCUIElementTypeKeyboard` marks them
/// (Shortcuts' setup question in steverice/shortcut-forge: 26 letter keys,
/// shift, delete, space, return, emoji and dictation, and three QuickType
/// suggestions). UIKit marks its keys with the `KeyboardKey` trait and the
/// QuickType bar's suggestions with `AutoCorrectCandidate`; they are drawn and
/// sized by iOS, "a default user agent control … not modified by the author"
/// (MCAG 2.1.1's exception), and not the app's to name or enlarge.
///
/// An app's own keypad may use the `KeyboardKey` trait too (a PIN pad), so the
/// trait alone does not decide: the keys are the system's when the screen also
/// shows what only the system keyboard has, a QuickType suggestion or a key
/// with one of UIKit's own identifiers for its function keys, which UIKit sets
/// whatever the keyboard's language.
extension AppScope {
    /// UIKit's identifiers of the system keyboard's function keys.
    static let systemKeyIdentifiers: Set<String> = ["shift", "delete", "space", "Return", "more", "dictation"]

    /// The elements of `tree` that are keys or suggestions of iOS's system
    /// keyboard listed without their keyboard element; empty on every other screen.
    static func systemKeyboardKeys(in tree: ElementTree) -> Set<Int> {
        var keys: [Int] = []
        var isSystemKeyboard = false
        for index in tree.indices {
            let element = tree[index]
            // An XCUITest dump nests its keys in the keyboard element, which is set aside whole.
            if element.className == iosKeyboard { return [] }
            guard let traits = element.traits else { continue }
            let isSuggestion = traits.contains("AutoCorrectCandidate")
            guard isSuggestion || traits.contains("KeyboardKey") else { continue }
            keys.append(index)
            if isSuggestion || element.identifier.map(systemKeyIdentifiers.contains) == true { isSystemKeyboard = true }
        }
        return isSystemKeyboard ? Set(keys) : []
    }

    /// The extent of those keys, the keyboard's frame as far as they show it.
    static func keyboardFrame(of keys: Set<Int>, in tree: ElementTree) -> Rect? {
        let frames = keys.compactMap { tree[$0].frame }.filter { !$0.isEmpty }
        guard let minX = frames.map(\.minX).min(), let minY = frames.map(\.minY).min(),
              let maxX = frames.map(\.maxX).max(), let maxY = frames.map(\.maxY).max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The app of a capture whose elements name none, as its application
    /// element calls it (idb's `Application` with the app's display name).
    static func applicationElement(in tree: ElementTree) -> AppChoice {
        let application = tree.indices.first { tree[$0].role == .application }
        let name = application.flatMap { tree[$0].label }.flatMap { $0.isBlank ? nil : $0 } ?? "the application"
        return AppChoice(identifier: name, reason: .applicationElement)
    }
}
