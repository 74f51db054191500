/// Recognises a name that is a developer's identifier for the component
/// rather than words for a user: `button-container`, `primary-custom-button`,
/// `sectionHeader-touch`, `footerTabText`, `NativeVideoTsView`.
///
/// Code names a view by what it is, in camelCase, PascalCase or kebab-case,
/// and ends the identifier with the component's type (`…View`, `…Button`,
/// `…-container`, `…-touch`); React Native test IDs and view class names
/// reach the accessibility label this way (MPL's home, SayHi's video ad). A
/// screen reader reads such a name as it is written, and it says how the
/// control is built, never what it does. The rule is narrow on purpose: one
/// token, no white space, the *last* word from the short list below, and
/// three words when written in PascalCase (or, in lower-case kebab-case
/// test IDs of three words or more, a component type anywhere after the
/// first: `isKebabTestID(_:words:)`), so brand and product names
/// ("TextNow", "YouTube", "WebView") and compounds ("Wi-Fi", "Check-in")
/// stay names. `snake_case` is left to the resource
/// name rule (`ic_close`, `menu_icon`), which is a matter for review.
enum ComponentIdentifier {
    /// Component types that end a developer's identifier: Android view classes
    /// (`…View`, `…Layout`), React Native's `Touchable…` and `Pressable`, the
    /// words test IDs use for a wrapper, and for a field (`text-input`, the
    /// WebdriverIO demo app's test ID on its `TextInput`, `email-field`).
    static let componentWords: Set<String> = [
        "view", "layout", "button", "btn", "container", "wrapper", "touch", "touchable", "pressable",
        "text", "txt", "label", "lbl", "image", "img", "icon", "cell", "holder", "input", "field",
    ]

    /// Whether `name` (trimmed) is such an identifier, or a list of them
    /// and generic words read together ("icon, footerTabText").
    static func matches(_ name: String) -> Bool {
        let parts = name.split(separator: ",").map { String($0).trimmingWhitespace }
        guard parts.count > 1 else { return isIdentifier(name) }
        var sawIdentifier = false
        for part in parts {
            if isIdentifier(part) { sawIdentifier = true; continue }
            guard NameDefect.genericWords.contains(part.lowercased()) else { return false }
        }
        return sawIdentifier
    }

    /// One token of ASCII letters and digits, split into words by `-` and by
    /// camel humps, with a component type last and enough words to be code:
    /// two joined by `-` or in camelCase (`button-container`, `footerText`),
    /// three in PascalCase, since two may be a product's name ("WebView" on a
    /// Flutter demo's button that opens a web view).
    static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.first, token.unicodeScalars.allSatisfy(isIdentifierScalar) else { return false }
        let words = token.split(separator: "-").flatMap(camelWords)
        guard let last = words.last, let head = words.first, head.count >= 2 else { return false }
        guard componentWords.contains(last.lowercased()) else { return isKebabTestID(token, words: words) }
        let pascalCase = first.isUppercase && !token.contains("-")
        return words.count >= (pascalCase ? 3 : 2)
    }

    /// Component types that mark a test ID wherever they stand in it: the
    /// words of `componentWords` that English does not also use in
    /// hyphenated compounds ("text-to-speech", "one-touch-login").
    static let componentWordsInside: Set<String> = [
        "view", "layout", "button", "btn", "container", "wrapper", "touchable", "pressable",
        "txt", "lbl", "img", "icon", "cell", "holder", "input", "field",
    ]

    /// Test IDs written in kebab-case put the component type in the middle
    /// too: `transfer-button-shared` on Ozon Bank's web view, `qr-code-button`
    /// beside it. Three or more lower-case words joined by `-`, one of them
    /// after the first a component type.
    static func isKebabTestID(_ token: String, words: [String]) -> Bool {
        token.contains("-") && words.count >= 3 && !token.contains(where: \.isUppercase)
            && words.dropFirst().contains { componentWordsInside.contains($0) }
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
    }

    /// `footerTabText` → footer, Tab, Text: a new word starts at an upper-case
    /// letter that follows a lower-case letter or a digit.
    static func camelWords(_ segment: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLowerOrDigit = false
        for character in segment {
            if character.isUppercase, previousIsLowerOrDigit, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLowerOrDigit = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
