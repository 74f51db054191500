extension CleanNameRoleCheck {
    /// The violations for names that state a type word, built once per name
    /// and phrase on a screen: a screen repeats its names (a list's rows),
    /// and writing the two messages for every element cost more than finding
    /// them again.
    struct TypeWordViolations {
        private var built: [String: (phrase: String, verdict: ElementVerdict)] = [:]
        private var resourceNames: [String: ElementVerdict] = [:]

        /// The violation for `name`, which states the type word `phrase`.
        mutating func violation(name: String, phrase: String) -> ElementVerdict {
            if let known = built[name], known.phrase == phrase { return known.verdict }
            let verdict = ElementVerdict.violation(
                message: "The name \"\(name)\" states the element's type (\"\(phrase)\"), which the platform announces from its role.",
                fix: "Remove \"\(phrase)\" from the name and give the element the matching role instead: `accessibilityTraits` (iOS), the widget class, `roleDescription` or `Modifier.semantics { role = … }` (Android).")
            built[name] = (phrase, verdict)
            return verdict
        }

        /// The violation for `name`, a resource name holding the type word
        /// `word`, which the name alone decides. Escaping the name for the
        /// report cost more than looking the verdict up.
        mutating func resourceNameViolation(name: String, word: String) -> ElementVerdict {
            if let known = resourceNames[name] { return known }
            let verdict = ElementVerdict.violation(
                message: "The name \"\(name.escapedForReport)\" is a resource name holding the type word \"\(word)\": the screen reader spells it out, type and all.",
                fix: "Name the element after its purpose (\"Menu\", \"Close\"), not after its resource.")
            resourceNames[name] = verdict
            return verdict
        }
    }
}
