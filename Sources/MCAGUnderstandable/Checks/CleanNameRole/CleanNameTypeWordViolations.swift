extension CleanNameRoleCheck {
    /// The violation for `name`, which states the type word `phrase` of
    /// `language`'s vocabulary; `inferredEvidence` says how the screen's language is
    /// known when the dump does not state it (the same for every name on a screen).
    static func statesType(name: String, phrase: String, language: String = "", inferredEvidence: String? = nil) -> ElementVerdict {
        .violation(result: Result.statesType(name: name, phrase: phrase, language: language, inferredEvidence: inferredEvidence),
                   fix: Result.statesTypeFix(phrase: phrase))
    }

    /// The bare-word verdicts found on a screen.
    struct TypeWordViolations {
        /// By name, the verdict of ``CleanNameRoleCheck/bareWordVerdict(_:defect:)``
        /// (nil when the name is no bare type or generic word): asking the
        /// screen's shared table of name defects under its lock cost more than
        /// looking the verdict up here.
        private var bareWords: [String: ElementVerdict?] = [:]

        /// The bare-word verdict kept for `name`: nil when none is kept yet,
        /// `.some(nil)` when the name was found to be no bare type or generic word.
        func bareWordVerdict(of name: String) -> ElementVerdict?? { bareWords[name] }

        /// Keeps the bare-word verdict of `name`.
        mutating func keepBareWordVerdict(_ verdict: ElementVerdict?, of name: String) {
            bareWords[name] = .some(verdict)
        }
    }
}
