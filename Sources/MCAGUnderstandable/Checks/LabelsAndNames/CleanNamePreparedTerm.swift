import MCAGCore

extension CleanNameScan {
    /// A term with what every element's scan would otherwise work out again:
    /// its roles as bits and, for an edge-only phrase in a script written
    /// without spaces, its one word.
    struct PreparedTerm {
        let term: CleanNameTerm
        let roles: FewRoles?
        let unspacedWord: String?

        init(_ term: CleanNameTerm) {
            self.term = term
            roles = term.roles.map { FewRoles($0) }
            unspacedWord = term.atEdgeOnly ? CleanNameScan.unspacedWord(of: term.words) : nil
        }
    }

    /// One vocabulary's terms of one kind, prepared.
    struct PreparedVocabulary {
        let language: String
        let terms: [PreparedTerm]
        /// The first word of every term's phrase: a name none of whose words
        /// is among them contains no term (a phrase matches only where its
        /// first word does), so most names are settled by a few look-ups
        /// instead of comparing every term at every position.
        let firstWords: Set<String>
        /// Whether a term is one word written without spaces, matched inside
        /// a name's first or last word, which the first words cannot rule out.
        let hasUnspacedTerm: Bool

        init(language: String, terms: [PreparedTerm]) {
            self.language = language
            self.terms = terms
            firstWords = Set(terms.compactMap { $0.unspacedWord == nil ? $0.term.words.first : nil })
            hasUnspacedTerm = terms.contains { $0.unspacedWord != nil }
        }

        /// False only when no term of this vocabulary can occur in `words`.
        func mayContainTerm(_ words: [String]) -> Bool {
            hasUnspacedTerm || words.contains(where: firstWords.contains)
        }
    }
}
