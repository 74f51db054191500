import MCAGCore

/// Text as speech recognition hears it: lower case, punctuation and symbols
/// dropped, runs of white space collapsed. `"Send…"` and `"send"` compare equal.
package enum SpokenText {
    package static func normalise(_ text: String) -> String {
        if let words = ASCIIWords.split(text, controlCharactersSeparate: false) {
            return words.joined(separator: " ")
        }
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character.isWhitespace || character.isPunctuation || character.isSymbol {
                if !current.isEmpty { words.append(current); current = "" }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    /// The normalised visible text and accessible name of an element that
    /// has both; nil when it lacks either (the requirement does not apply).
    static func pair(of element: Element) -> (visible: String, name: String)? {
        guard let text = element.text, let label = element.label,
              !HiddenVisibleLabel.isStateText(text, of: element) else { return nil }
        let visible = normalise(text), name = normalise(label)
        guard !visible.isEmpty, !name.isEmpty else { return nil }
        return (visible, name)
    }

    /// What 2.1.7 compares on an element, or why it does not.
    enum Comparison {
        /// The element's own text and name.
        case compare(visible: String, name: String)
        /// The one text a descendant shows, which the element's description hides.
        case compareShownByDescendant(shown: String, visible: String, name: String)
        /// Several texts shown by descendants: any of them may be the label.
        case compareSeveralShown(shown: [String], name: String)
        case review(SpokenTextReview)
        case notApplicable
    }

    /// The requirement is about controls, which speech users name by what
    /// they see (WCAG 2.5.3 "user interface components with labels"): a plain
    /// text read as part of a row (a chat row's date spoken "16 March 2026"
    /// beside the visible "16/03/2026") is nobody's voice target. A text
    /// field's text is what was typed ("alice" in a username field), not its
    /// label, unless it is the hint the empty field shows.
    /// The text entry roles: text field, search field and secure text field.
    static let textEntry = RoleSet([Role.textField, .searchField, .secureTextField])

    static func comparison(of context: ElementContext) -> Comparison {
        let element = context.element
        // Interactivity first: it is cheaper than normalising both texts, and either failing means not
        // applicable. The model's role is read in place: a copy of its entry retained four references.
        // The model held and its element lent: through `context.reader`, the whole element was copied at each use.
        let model = context.screen.screenReader
        guard element.isInteractive || model[context.index].role.isInteractive else { return .notApplicable }
        let role = model[context.index].role
        guard let (visible, name) = pair(of: element) else { return descendantComparison(of: context) }
        if textEntry.contains(role) || textEntry.contains(element.role), element.text != element.hint {
            return .review(.typedText(element.text, name: element.label))
        }
        return .compare(visible: visible, name: name)
    }

    /// A described control with no text of its own, judged on the texts of
    /// its descendants that the description hides (``HiddenVisibleLabel``).
    static func descendantComparison(of context: ElementContext) -> Comparison {
        guard let shown = HiddenVisibleLabel.shown(by: context), let label = context.element.label else { return .notApplicable }
        let name = normalise(label)
        switch shown {
        case let .one(text):
            let visible = normalise(text)
            return visible.isEmpty || name.isEmpty ? .notApplicable : .compareShownByDescendant(shown: text, visible: visible, name: name)
        case let .several(texts):
            return name.isEmpty ? .notApplicable : .compareSeveralShown(shown: texts, name: name)
        }
    }

    /// The finding both 2.1.7 tests give: nothing or a review as the
    /// comparison says, else a pass when `holds` accepts the normalised
    /// visible text and name, else the test's own violation, given the
    /// visible text as shown. A label shown by a descendant that fails a
    /// test whose `strictOnDescendants` is false is left for review.
    static func finding(
        for element: ElementContext, holds: (_ visible: String, _ name: String) -> Bool,
        pass reason: some FindingResult, strictOnDescendants: Bool = true, violation: (_ shown: String) -> Finding
    ) -> Finding? {
        switch comparison(of: element) {
        case .notApplicable: return nil
        case let .review(reason): return .needsReview(element, reason)
        case let .compare(visible, name):
            return holds(visible, name) ? .pass(element, reason) : violation(element.element.text ?? "")
        case let .compareShownByDescendant(shown, visible, name):
            if holds(visible, name) { return .pass(element, reason) }
            if strictOnDescendants { return violation(shown) }
            return .needsReview(element, SpokenTextReview.shownInside(shown, name: element.element.label))
        case let .compareSeveralShown(shown, name):
            if shown.contains(where: { holds(normalise($0), name) }) { return .pass(element, reason) }
            return .needsReview(element, SpokenTextReview.severalShown(Array(shown.prefix(3)), name: element.element.label))
        }
    }

    /// Whether `phrase` occurs in `text` as whole words.
    static func contains(_ text: String, wholeWords phrase: String) -> Bool {
        " \(text) ".contains(" \(phrase) ")
    }
}
