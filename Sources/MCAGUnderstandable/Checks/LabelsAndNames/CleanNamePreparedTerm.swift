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
    }
}
