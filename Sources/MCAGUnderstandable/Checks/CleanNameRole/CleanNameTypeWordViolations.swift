extension CleanNameRoleCheck {
    /// The violations for names that state a type word, built once per name
    /// and phrase on a screen: a screen repeats its names (a list's rows),
    /// and writing the two messages for every element cost more than finding
    /// them again.
    struct TypeWordViolations {
        private var built: [String: (phrase: String, verdict: ElementVerdict)] = [:]
        /// By name, the verdict of ``CleanNameRoleCheck/bareWordVerdict(_:defect:)``
        /// (nil when the name is no bare type or generic word): escaping the
        /// name for the report, and asking the screen's shared table of name
        /// defects under its lock, cost more than looking the verdict up here.
        private var bareWords: [String: ElementVerdict?] = [:]

        /// The violation for `name`, which states the type word `phrase` of
        /// `language`'s vocabulary; `note` says how the screen's language is
        /// known when the dump does not state it (the same for every name on a screen).
        mutating func violation(name: String, phrase: String, language: String = "", note: String = "") -> ElementVerdict {
            if let known = built[name], known.phrase == phrase { return known.verdict }
            let word = language.isEmpty ? "" : ", the \(CleanNameLanguage.languageName(language)) word for it"
            let verdict = ElementVerdict.violation(
                message: "The name \"\(name)\" states the element's type (\"\(phrase)\"\(word)), which the platform announces from its role.\(note)",
                fix: "Remove \"\(phrase)\" from the name and give the element the matching role instead: `accessibilityTraits` (iOS), the widget class, `roleDescription` or `Modifier.semantics { role = … }` (Android).")
            built[name] = (phrase, verdict)
            return verdict
        }

        /// The bare-word verdict kept for `name`: nil when none is kept yet,
        /// `.some(nil)` when the name was found to be no bare type or generic word.
        func bareWordVerdict(of name: String) -> ElementVerdict?? { bareWords[name] }

        /// Keeps the bare-word verdict of `name`.
        mutating func keepBareWordVerdict(_ verdict: ElementVerdict?, of name: String) {
            bareWords[name] = .some(verdict)
        }
    }
}
