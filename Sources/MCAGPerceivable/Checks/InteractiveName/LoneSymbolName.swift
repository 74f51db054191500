import MCAGCore

/// A control named by one symbol and nothing else: a stepper's "+" or "-", a
/// close button's "✕" (U+2715), a menu's "⋮", a rating's "★".
///
/// MCAG 1.1.3 asks that interactive elements "have an accessible name", and its
/// test that each control announce "a name that says what it is for", which the
/// requirement ties to WCAG 2.4.6 (labels describe purpose). A screen reader
/// speaks a one-character text by the character's name (TalkBack's
/// `SpeechCleanupUtils.cleanUp` in google/talkback; VoiceOver does the same):
/// "plus", "minus", "multiplication x", "vertical ellipsis". That names the
/// drawing, not what the control does, so the name is no name.
///
/// Two shapes are names, and stay so:
/// - an emoji (drawn as a picture, with U+FE0F or emoji presentation), which
///   screen readers speak by its descriptive name ("sun", "camera");
/// - a key that types the symbol it shows: a dialer's "*" and "#", a
///   calculator's "+" and "÷". A screen with three or more controls named by
///   a lone digit is taken for a keypad, and its symbol keys keep their names.
enum LoneSymbolName {
    /// The symbol when `name` is one character, a symbol or punctuation mark
    /// with no letter or digit in it, and not an emoji; otherwise nil.
    static func symbol(of name: String) -> String? {
        let trimmed = name.trimmingWhitespace
        guard trimmed.count == 1, let character = trimmed.first else { return nil }
        var isSymbol = false
        for scalar in character.unicodeScalars {
            let properties = scalar.properties
            if scalar.value == 0xFE0F || properties.isEmojiPresentation { return nil }
            switch properties.generalCategory {
            case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
                 .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation:
                isSymbol = true
            case .nonspacingMark, .enclosingMark, .spacingMark, .format:
                continue
            default:
                return nil
            }
        }
        return isSymbol ? trimmed : nil
    }

    /// Whether the screen is a keypad: three or more of its controls are named by one digit.
    static func isOnKeypad(_ screen: ScreenContext) -> Bool {
        screen.shared(keypad) {
            let model = screen.screenReader
            var digitKeys = 0
            for index in screen.tree.indices where screen.tree[index].isInteractive || model[index].role.isInteractive {
                guard let name = model[index].name?.trimmingWhitespace, name.count == 1,
                      name.first?.isNumber == true else { continue }
                digitKeys += 1
                if digitKeys >= 3 { return true }
            }
            return false
        }
    }

    private static let keypad = SharedFact<Bool>("keypad: three or more controls named by one digit")
}
