import MCAGCore

extension CleanNameRoleCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case leadingTypeWord(name: String, word: String)
        case resourceName(name: String, word: String)
        case genericWord(name: String, word: String)
        /// `language` is the subtag of the vocabulary holding `phrase` ("" when unnamed);
        /// `inferredEvidence` how the screen's language is known when the dump does not state it.
        case statesType(name: String, phrase: String, language: String, inferredEvidence: String?)
        case passes(count: Int)

        var message: String {
            switch self {
            case .leadingTypeWord(let name, let word):
                "The name \"\(name.escapedForReport)\" begins with the type word \"\(word)\" joined by a hyphen, as a test ID does: the screen reader reads the type before the name (\"\(word) …\") and again from the role."
            case .resourceName(let name, let word):
                "The name \"\(name.escapedForReport)\" is a resource name holding the type word \"\(word)\": the screen reader spells it out, type and all."
            case .genericWord(let name, let word):
                "The name \"\(name.escapedForReport)\" is only the generic word \"\(word)\": it states what the element is, which the platform announces from its role, and not what it is for."
            case .statesType(let name, let phrase, let language, let evidence):
                "The name \"\(name)\" states the element's type (\"\(phrase)\"\(language.isEmpty ? "" : ", the \(CleanNameLanguage.languageName(language)) word for it")), which the platform announces from its role.\(CleanNameScanResult.note(evidence))"
            case .passes(let count): "\(count) names do not state their element's type."
            }
        }

        static func leadingTypeWordFix(name: String, word: String) -> String {
            "Name the element by its purpose alone (\"\(name.dropFirst(word.count + 1))\"); keep test IDs in `testID` / `resource-id`, not in the accessibility label."
        }
        static let resourceNameFix = "Name the element after its purpose (\"Menu\", \"Close\"), not after its resource."
        static let genericWordFix = "Name the element after its purpose or content (\"Close\", \"Profile photo of Ana\"); if an image is decorative, hide it from assistive technology instead."
        static func statesTypeFix(phrase: String) -> String {
            "Remove \"\(phrase)\" from the name and give the element the matching role instead: `accessibilityTraits` (iOS), the widget class, `roleDescription` or `Modifier.semantics { role = … }` (Android)."
        }
    }
}
