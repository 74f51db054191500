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
    var basis: Basis?
    /// Why the direction is unknown, when it is.
    var unknown: Unknown?

    /// How the direction was found.
    enum Basis: Sendable, Hashable {
        case locale(LayoutDirection, locale: String)
        /// Every one of the screen's `letters` letters is in a left-to-right script.
        case leftToRightText(letters: Int)
        case mirroredLayout(RightToLeftText)

        var phrase: String {
            switch self {
            case .locale(let implied, let locale): "\(ReadingDirection.words(implied)), as the app's locale \(locale) implies"
            case .leftToRightText(let letters):
                "left to right, inferred from the screen's text: all \(letters) of its letters are in left-to-right scripts"
            case .mirroredLayout(let text):
                "right to left, inferred from the screen's text and layout: \(text.script), and \(text.steps), so rows start at the right"
            }
        }
    }

    /// Why the direction is unknown.
    enum Unknown: Sendable, Hashable {
        case noLetters
        case notMirrored(RightToLeftText)

        var phrase: String {
            switch self {
            case .noLetters: "the capture states none, and the screen shows no letters to infer it from"
            case .notMirrored(let text):
                "the capture states none; \(text.script), but only \(text.steps): the layout does not show that it is mirrored"
            }
        }
    }

    /// What a screen with right-to-left letters shows of its direction: how many of its letters are
    /// right to left, and how many of the steps between stops of one row go leftward.
    struct RightToLeftText: Sendable, Hashable {
        var rightToLeftLetters: Int
        var letters: Int
        var leftward: Int
        var rowSteps: Int

        var script: String {
            "\(rightToLeftLetters) of the screen's \(letters) letters are in a right-to-left script (such as Arabic or Hebrew)"
        }

        var steps: String { "\(leftward) of the \(rowSteps) steps between stops of one row go leftward" }
    }

    init(of screen: ScreenContext, stops: [Rect]) {
        if let stated = screen.screen.layoutDirection {
            direction = stated
            return
        }
        if let locale = screen.app.locale, let implied = FocusOrderCheck.direction(ofLocale: locale) {
            direction = implied
            basis = .locale(implied, locale: locale)
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
            unknown = .noLetters
            return
        }
        guard tally.rightToLeftLetters > 0 else {
            direction = .leftToRight
            basis = .leftToRightText(letters: letters)
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
        let text = RightToLeftText(rightToLeftLetters: tally.rightToLeftLetters, letters: letters, leftward: leftward,
                                   rowSteps: leftward + rightward)
        if leftward > rightward {
            direction = .rightToLeft
            basis = .mirroredLayout(text)
        } else {
            unknown = .notMirrored(text)
        }
    }

    static func words(_ direction: LayoutDirection) -> String {
        direction == .rightToLeft ? "right to left" : "left to right"
    }
}
