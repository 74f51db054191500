import MCAGCore

/// The direction ``FocusOrderCheck`` reads a row in, and how it was found.
///
/// In order: the direction the capture states; the one the app's locale
/// implies; else one inferred from the screen's own text and layout:
/// - every letter of the screen's text (drawn text, descriptions, values)
///   is of a left-to-right script (Latin, Cyrillic, Greek, Han, kana,
///   Hangul, Devanagari, Thai…): left to right. A layout is mirrored only
///   for a right-to-left language, and a screen with no word in one is not
///   in one.
/// - some letters are of a right-to-left script (Arabic, Hebrew…): right to
///   left only if the layout shows it, that is, more of the steps between
///   consecutive stops of one row go leftward than rightward (rows start at
///   the right). Otherwise it stays unknown: a left-to-right app showing an
///   Arabic name and a right-to-left app whose layout is not mirrored look
///   alike in a dump.
/// - no letters at all: unknown.
struct ReadingDirection {
    var direction: LayoutDirection?
    /// How the direction was found, for the findings; nil when the capture states it.
    var basis: String?
    /// Why the direction is unknown, when it is.
    var unknownReason = ""

    init(of screen: ScreenContext, stops: [Rect]) {
        if let stated = screen.screen.layoutDirection {
            direction = stated
            return
        }
        if let locale = screen.app.locale, let implied = FocusOrderCheck.direction(ofLocale: locale) {
            direction = implied
            basis = "\(Self.words(implied)), as the app's locale \(locale) implies"
            return
        }
        var tally = ScriptDirectionTally()
        let tree = screen.tree
        for index in tree.indices {
            let element = tree[index]
            if let text = element.text { tally.add(text) }
            if let label = element.label { tally.add(label) }
            if let value = element.value, value != element.text { tally.add(value) }
        }
        let letters = tally.leftToRightLetters + tally.rightToLeftLetters
        guard tally.hasLetters else {
            unknownReason = "the capture states none, and the screen shows no letters to infer it from"
            return
        }
        guard tally.rightToLeftLetters > 0 else {
            direction = .leftToRight
            basis = "left to right, inferred from the screen's text: all \(letters) of its letters are in left-to-right scripts"
            return
        }
        var leftward = 0, rightward = 0
        for (previous, frame) in zip(stops, stops.dropFirst()) {
            switch FocusOrderCheck.rowStep(of: frame, after: previous) {
            case .rightToLeft?: leftward += 1
            case .leftToRight?: rightward += 1
            case nil: break
            }
        }
        let script = "\(tally.rightToLeftLetters) of the screen's \(letters) letters are in a right-to-left script (such as Arabic or Hebrew)"
        let steps = "\(leftward) of the \(leftward + rightward) steps between stops of one row go leftward"
        if leftward > rightward {
            direction = .rightToLeft
            basis = "right to left, inferred from the screen's text and layout: \(script), and \(steps), so rows start at the right"
        } else {
            unknownReason = "the capture states none; \(script), but only \(steps): the layout does not show that it is mirrored"
        }
    }

    static func words(_ direction: LayoutDirection) -> String {
        direction == .rightToLeft ? "right to left" : "left to right"
    }
}
