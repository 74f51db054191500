import MCAGCore

extension SplitWordGroupingCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case noSplitWord
        /// The names of the pieces, in reading order.
        case drawnInPieces(pieces: [String])

        var message: String {
            switch self {
            case .noSplitWord:
                return "No word is drawn in pieces that the screen reader reads one by one."
            case .drawnInPieces(let pieces):
                let word: String = Self.word(pieces)
                let listed: String = pieces.map { "\"\($0.escapedForReport)\"" }.joined(separator: ", ")
                let count: Int = pieces.count
                let start: String = "\"\(word)\" is drawn as \(count) text views laid edge to edge (\(listed)), "
                let end: String = "each a stop of its own: the screen reader reads one word in \(count) swipes."
                return start + end
            }
        }

        /// The word the pieces spell, as a report prints it.
        static func word(_ pieces: [String]) -> String { pieces.joined().escapedForReport }

        static func fix(pieces: [String]) -> String {
            let word: String = Self.word(pieces)
            let start: String = "Read the word as one element: make the container one accessibility element with the whole "
                + "word as its label (Android `android:focusable=\"true\"` or `screenReaderFocusable` with a content "
            let end: String = "description \"\(word)\", iOS `isAccessibilityElement = true` with `accessibilityLabel`), "
                + "or draw it as one text with spans."
            return start + end
        }
    }
}
