/// A developer's name that calls its element a button: `loginBtn`,
/// `submit_button`, `LoginButton` (camel case, `_`, `-`, `.` and spaces split
/// words; a lone "Button" is a role word, not a developer's name).
///
/// React Native's Touchables handle taps in JavaScript and, without
/// `accessibilityRole`, expose a plain focusable `ViewGroup` that is not
/// clickable; the app's own word "button" in its test ID or description is
/// then the evidence that the element acts (1.1.2 reports the missing role,
/// 2.1.1 measures it as a target).
package enum DeveloperButtonName {
    /// The word that says "button", or nil.
    package static func buttonWord(in name: String) -> String? {
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

    /// Whether any descendant of `index` is clickable. A focusable view named
    /// as a button that holds a clickable one is the wrapper around the
    /// Touchable, not the Touchable: MPL's focusable "primary-custom-button"
    /// holds the clickable "button-container" that takes the taps.
    ///
    /// A subtree is a contiguous range of the document order, so one count of
    /// clickable elements per screen (shared by every check that asks) answers
    /// for any element in constant time, however deep the subtree.
    package static func wrapsAClickable(_ index: Int, in screen: ScreenContext) -> Bool {
        let before = screen.shared(clickablesBeforeFact) { clickablesBefore(screen.tree) }
        let subtree = screen.tree.descendants(of: index)
        return before[subtree.upperBound] > before[subtree.lowerBound]
    }

    private static let clickablesBeforeFact = SharedFact<[Int]>("clickable elements before each element")

    /// For each position in document order, how many clickable elements come
    /// before it; one more entry than the tree has elements.
    static func clickablesBefore(_ tree: ElementTree) -> [Int] {
        var counts: [Int] = [0]
        counts.reserveCapacity(tree.count + 1)
        for index in tree.indices {
            counts.append(counts[index] + (tree[index].isClickable == true ? 1 : 0))
        }
        return counts
    }
}
