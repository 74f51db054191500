package import MCAGCore

/// A word or phrase that, inside an accessible name, restates what the
/// platform already announces from the element's role, state or value.
package struct CleanNameTerm: Sendable, Hashable {
    /// The phrase as written; it is matched as whole words, ignoring case
    /// and punctuation ("drop-down" also matches "drop down").
    package var phrase: String {
        didSet { words = CleanNameWords.of(phrase) }
    }
    /// The roles on which the phrase is redundant. nil: every element the
    /// requirement covers. "button" is redundant on a button, but "Copy
    /// link" on a button names what it copies.
    package var roles: Set<Role>?
    /// Only as the first or last words of the name: "Wi-Fi, on" states a
    /// state, "Turn on Wi-Fi" does not. A phrase in a script written without
    /// spaces (Chinese, Japanese) has no word boundaries inside a name, so
    /// it is then matched at the start of the name's first word or the end
    /// of its last: "已选定推荐" begins with "已选定".
    package var atEdgeOnly: Bool
    /// Whether an edge-only phrase in a script written without spaces is also
    /// found inside the name's first or last word. False for a word that
    /// begins or ends other words: Japanese "オン" ("on") opens "オンライン"
    /// ("online"), so it counts only as a word of its own ("ログイン許可, オン").
    package var matchesInsideWords: Bool

    /// Not when a number follows the phrase: a position, not a type the
    /// author wrote ("Tab 1 of 3" is what Flutter's TabBar adds to every tab).
    package var exceptBeforeNumber: Bool
    /// Not after these words (lower case): the phrase is then the object of
    /// an action the element performs, not its type ("New tab", "Close tab"
    /// on a browser's buttons).
    package var exceptAfter: Set<String>

    package init(_ phrase: String, roles: Set<Role>? = nil, atEdgeOnly: Bool = false, matchesInsideWords: Bool = true,
                exceptBeforeNumber: Bool = false, exceptAfter: Set<String> = []) {
        self.phrase = phrase
        self.roles = roles
        self.atEdgeOnly = atEdgeOnly
        self.matchesInsideWords = matchesInsideWords
        self.exceptBeforeNumber = exceptBeforeNumber
        self.exceptAfter = exceptAfter
        self.words = CleanNameWords.of(phrase)
    }

    /// The phrase split into the words it is matched by; kept with the term
    /// because every name on every screen is matched against it.
    private(set) var words: [String]
}

/// The words of one language that must not appear in accessible names
/// (3.2.4 Clean Names): role words, state words and value words.
///
/// English is built in. Add a language by building a vocabulary and passing
/// it to the clean-name checks, for example in a house rule:
///
/// ```swift
/// let german = CleanNameVocabulary(
///     language: "de",
///     roleTerms: [CleanNameTerm("Schaltfläche", roles: [.button])],
///     stateTerms: [CleanNameTerm("ausgewählt", roles: Role.stateful)],
///     valueTerms: [CleanNameTerm("Prozent", roles: Role.valued)])
/// CleanNameRoleCheck(vocabularies: CleanNameVocabulary.builtIn + [german])
/// ```
///
/// A vocabulary is picked by the primary language subtag of the element's
/// ``Element/language``, else of the app's ``AppFacts/locale``.
package struct CleanNameVocabulary: Sendable, Hashable {
    /// The primary language subtag, lower-case: `en`, `de`.
    package var language: String
    /// Words naming a type or role ("button", "checkbox"); 3.2.4 Clean Names test 3.
    package var roleTerms: [CleanNameTerm]
    /// Words stating a state ("selected", "checked", "on"); test 1.
    package var stateTerms: [CleanNameTerm]
    /// Words stating a value ("percent", "value"); test 2.
    package var valueTerms: [CleanNameTerm]

    package init(language: String, roleTerms: [CleanNameTerm] = [], stateTerms: [CleanNameTerm] = [],
                valueTerms: [CleanNameTerm] = []) {
        self.language = language.lowercased()
        self.roleTerms = roleTerms
        self.stateTerms = stateTerms
        self.valueTerms = valueTerms
    }

    /// This vocabulary with more terms, for a house rule that knows its
    /// app's own words.
    package func adding(roleTerms: [CleanNameTerm] = [], stateTerms: [CleanNameTerm] = [],
                       valueTerms: [CleanNameTerm] = []) -> CleanNameVocabulary {
        CleanNameVocabulary(language: language, roleTerms: self.roleTerms + roleTerms,
                            stateTerms: self.stateTerms + stateTerms, valueTerms: self.valueTerms + valueTerms)
    }

    /// The vocabularies the standard catalog uses.
    package static let builtIn: [CleanNameVocabulary] = [.english, .portuguese, .spanish, .korean, .chinese, .japanese]
}
