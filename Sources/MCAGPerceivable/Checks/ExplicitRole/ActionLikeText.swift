import MCAGCore

/// Plain text that reads like a control: "Sign up", "Resend code",
/// "Forgot password?". Apps draw such links and buttons as static text with a
/// tap handler (or a clickable span, which a dump does not show), so the
/// screen reader announces text with no role and, on iOS, no hint that it
/// can be activated. Only a person can tell whether tapping does something,
/// so the finding is *needs review* with the reason.
enum ActionLikeText {
    /// English openings of link and button texts (the catalog's language; other languages are not judged).
    static let openings: [String] = [
        "sign up", "sign in", "log in", "login", "log out", "register", "resend", "send again", "forgot",
        "learn more", "read more", "see all", "see more", "view all", "show more", "show all", "try again",
        "retry", "terms", "privacy policy", "get started", "create account", "create an account",
        "reset password", "click here", "tap here", "more info", "contact us", "skip", "cancel",
    ]
    /// Single words that are controls wherever they appear.
    static let singleWordControls: Set<String> = ["skip", "cancel", "retry", "resend"]
    /// Link and button texts are short; a sentence that mentions "terms" is prose.
    static let maximumWords = 5

    static func review(_ context: ElementContext) -> Finding? {
        let element = context.element
        // The model held and its element lent: through `context.reader`, the whole element was copied at each use.
        let model = context.screen.screenReader
        guard element.role == .text, model[context.index].focus.isStop, let name = model[context.index].name,
              matches(name), isEnglishOrUnknown(context) else { return nil }
        return .needsReview(context, ExplicitRoleCheck.Result.readsLikeControl(name: name), missing: ["whether the text is tappable"])
    }

    /// Each opening followed by a space: a longer text must continue after a whole word.
    private static let openingsThenSpace = openings.map { $0 + " " }

    static func matches(_ name: String) -> Bool {
        // Most names are sentences: counting their words needs no array of them.
        if let count = ASCIIWords.wordCount(name), count > maximumWords { return false }
        let words: [String] = ASCIIWords.split(name) ?? lowercasedWords(of: name)
        guard !words.isEmpty, words.count <= maximumWords else { return false }
        let text: String = words.joined(separator: " ")
        // A lone "Login" or "Register" is as often a form's title as a link.
        if words.count == 1, !singleWordControls.contains(text) { return false }
        return openings.indices.contains { (position: Int) -> Bool in
            text == openings[position] || text.hasPrefix(openingsThenSpace[position])
        }
    }

    /// The name's runs of letters and digits, lowercased, for names `ASCIIWords` does not split.
    private static func lowercasedWords(of name: String) -> [String] {
        name.lowercased().split(whereSeparator: { (character: Character) -> Bool in
            !(character.isLetter || character.isNumber)
        }).map(String.init)
    }

    private static func isEnglishOrUnknown(_ context: ElementContext) -> Bool {
        guard let tag = context.element.language ?? context.screen.app.locale else { return true }
        return tag.lowercased().hasPrefix("en")
    }
}
