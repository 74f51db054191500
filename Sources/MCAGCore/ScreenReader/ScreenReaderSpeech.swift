/// What the screen reader says on landing on an element, piece by piece and
/// in the order it says them, so that a transcript can show the name apart
/// from the role, state, hint and action words around it.
/// ``ScreenReaderModel/speech(of:element:)`` builds it;
/// ``ScreenReaderModel/utterance(of:element:)`` is its ``text``.
package struct ScreenReaderSpeech: Sendable, Hashable {
    /// What a piece of speech tells the listener.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A state: "checked", "not checked", "selected", "dimmed".
        case state
        /// The accessible name.
        case name
        /// What TalkBack says in place of a missing name ("unlabelled").
        case missingName
        /// The value VoiceOver reads after the label ("Wi-Fi: On").
        case value
        /// The role ("button", "tab", "edit box").
        case role
        /// The hint the element carries.
        case hint
        /// How to act on it ("double-tap to activate").
        case action
    }

    /// One piece of speech.
    package struct Part: Sendable, Hashable {
        /// What the piece tells.
        package var kind: Kind
        /// The words, unescaped.
        package var text: String

        /// A piece of `kind` saying `text`.
        package init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// The pieces in spoken order; none is empty.
    package var parts: [Part]

    /// Speech made of `parts`, in spoken order; empty pieces are dropped.
    package init(parts: [Part]) { self.parts = parts.filter { !$0.text.isEmpty } }

    /// The name, when the reader speaks one.
    package var name: String? { parts.first { $0.kind == .name }?.text }

    /// The whole utterance: pieces joined by ", ", and VoiceOver's value
    /// joined to the label before it by ": ".
    package var text: String {
        var result = ""
        var previous: Kind?
        for part in parts {
            if previous != nil { result += part.kind == .value && previous == .name ? ": " : ", " }
            result += part.text
            previous = part.kind
        }
        return result
    }
}
