/// A developer's name that calls its element a button: `loginBtn`,
/// `submit_button`, `LoginButton` (camel case, `_`, `-`, `.` and spaces split
/// words; a lone "Button" is a role word, not a developer's name).
///
/// React Native's Touchables handle taps in JavaScript and, without
/// `accessibilityRole`, expose a plain focusable `ViewGroup` that is not
/// clickable; the app's own word "button" in its test ID or description is
/// then the evidence that the element acts (1.1.2 reports the missing role,
/// 2.1.1 measures it as a target).
public enum DeveloperButtonName {
    /// The word that says "button", or nil.
    public static func buttonWord(in name: String) -> String? {
        var words: [String] = []
        var current = ""
        for character in name {
            let splits = character == "_" || character == "-" || character == "." || character == " "
            if splits || (character.isUppercase && current.last?.isLowercase == true) {
                if !current.isEmpty { words.append(current) }
                current = splits ? "" : String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        guard words.count > 1 else { return nil }
        return words.first { ["btn", "button"].contains($0.lowercased()) }
    }

    /// Whether a clickable element lies within the first descendants of
    /// `index` (at most ``wrapperScanBudget``, so the question costs a
    /// constant per element). A focusable view named as a button that holds
    /// a clickable one is the wrapper around the Touchable, not the Touchable:
    /// MPL's focusable "primary-custom-button" holds the clickable
    /// "button-container" that takes the taps.
    public static func wrapsAClickable(_ index: Int, in tree: ElementTree) -> Bool {
        tree.descendants(of: index).prefix(wrapperScanBudget).contains { tree[$0].isClickable == true }
    }

    /// How many descendants ``wrapsAClickable(_:in:)`` looks at.
    public static let wrapperScanBudget = 32
}
