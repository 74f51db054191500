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
            unspacedWord = term.atEdgeOnly && term.matchesInsideWords ? CleanNameScan.unspacedWord(of: term.words) : nil
        }
    }

    /// One vocabulary's terms of one kind, prepared.
    struct PreparedVocabulary {
        let language: String
        let terms: [PreparedTerm]
        /// The positions of the terms by the first word of their phrase: a
        /// phrase matches only where its first word does, so a name is compared
        /// with the terms that open with one of its words, not with every term.
        let termsByFirstWord: [String: [Int]]
        /// The positions of the terms written without spaces, matched inside a
        /// name's first or last word, which the first words cannot rule out.
        let unspacedTerms: [Int]

        init(language: String, terms: [PreparedTerm]) {
            self.language = language
            self.terms = terms
            var byFirstWord: [String: [Int]] = [:], unspaced: [Int] = []
            for (position, term) in terms.enumerated() {
                if term.unspacedWord != nil {
                    unspaced.append(position)
                } else if let first = term.term.words.first {
                    byFirstWord[first, default: []].append(position)
                }
            }
            termsByFirstWord = byFirstWord
            unspacedTerms = unspaced
        }

        /// The first term, in the vocabulary's order, found in `words` and
        /// redundant on an element announced with `roles`: what
        /// ``CleanNameScan/firstTerm(inWords:terms:roles:)`` finds, trying
        /// only the terms that can occur in `words`.
        func firstTerm(inWords words: [String], roles: FewRoles) -> CleanNameTerm? {
            var candidates = unspacedTerms
            for word in words {
                if let positions = termsByFirstWord[word] { candidates += positions }
            }
            guard !candidates.isEmpty else { return nil }
            candidates.sort()
            var tried = -1
            for position in candidates where position != tried {
                tried = position
                if CleanNameScan.matches(terms[position], inWords: words, roles: roles) { return terms[position].term }
            }
            return nil
        }
    }
}
