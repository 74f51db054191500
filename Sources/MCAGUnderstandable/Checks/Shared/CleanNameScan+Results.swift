import MCAGCore

/// The reviews the three clean-name checks share, for a name no vocabulary could judge.
enum CleanNameScanResult: FindingResult {
    case languageUnknown
    /// The dump states no locale; `evidence` is what the screen's text shows of its language.
    case noVocabularyForInferred(evidence: String)
    case noVocabulary(language: String)

    var message: String {
        switch self {
        case .languageUnknown:
            "The language of the name is not known: the dump states no locale, and the screen's text shows no clear majority language, so its words cannot be checked."
        case .noVocabularyForInferred(let evidence):
            "The dump states no locale; the screen's text is \(evidence), and no clean-name vocabulary of this kind is registered for that language; add one (see CleanNameVocabulary) or review the names by ear."
        case .noVocabulary(let language):
            "No clean-name vocabulary is registered for language \"\(language)\"; add one (see CleanNameVocabulary) or review the names by ear."
        }
    }

    /// How a violation's language is known, as its message closes: nothing when
    /// the dump states it, else the `evidence` of the inference.
    static func note(_ evidence: String?) -> String {
        guard let evidence else { return "" }
        return " The dump states no locale; the screen's text is \(evidence)."
    }
}
