import MCAGCore

/// The help mechanisms of one screen, found with a ``HelpVocabulary``.
struct HelpMechanism {
    var index: Int
    /// The key that matches the mechanism across screens.
    var key: String
    var identifier: String?
    /// The accessible name, its own or a child's.
    var name: String?

    /// The mechanisms `all(in:vocabulary:)` finds in a screen's tree, found once per
    /// screen and vocabulary and shared by the three help checks that read it.
    static func all(in screen: ScreenContext, vocabulary: HelpVocabulary) -> [HelpMechanism] {
        // The terms make the key: the vocabulary's other state is derived from them.
        screen.shared(fact, for: vocabulary.terms) { all(in: screen.tree, vocabulary: vocabulary) }
    }

    private static let fact = SharedFact<[HelpMechanism]>("help mechanisms")

    /// The outermost operable elements of the tree whose identifier or name
    /// uses the vocabulary, in document order; each subtree is visited once.
    static func all(in tree: ElementTree, vocabulary: HelpVocabulary) -> [HelpMechanism] {
        var result: [HelpMechanism] = []
        var index = 0
        while index < tree.count {
            let element = tree[index]
            guard element.isInteractive else {
                index += 1
                continue
            }
            let identifier = element.identifier.flatMap { $0.isBlank ? nil : $0 }
            let name = RepeatedContent.name(of: index, in: tree)
            // Asked directly: `identifier.map(vocabulary.matches)` copied the vocabulary into a closure per element.
            var matches = false
            if let identifier, vocabulary.matches(identifier) { matches = true } else if let name, vocabulary.matches(name) { matches = true }
            if matches, let key = RepeatedContent.key(of: index, in: tree) {
                result.append(HelpMechanism(index: index, key: key, identifier: identifier, name: name))
                index = tree.descendants(of: index).upperBound
            } else {
                index += 1
            }
        }
        return result
    }
}
