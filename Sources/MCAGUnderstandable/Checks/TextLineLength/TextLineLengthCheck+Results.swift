import MCAGCore

extension TextLineLengthCheck {
    /// The most characters a line of a frame can hold at the smallest type
    /// size, and the figures it was worked out from.
    struct LineBound: Sendable, Hashable {
        /// The characters a line holds at most.
        var characters: Int
        /// The frame's width, rounded, in `unit`.
        var width: Int
        /// "dp" or "pt".
        var unit: String
        /// The type size taken, in sp or points.
        var size: Double
        /// The advance taken for a character, in ems.
        var advance: Double

        /// "358 dp".
        var widthText: String { "\(width) \(unit)" }
        /// "11 sp, 0.4 em a character".
        var sizeText: String {
            let sizeUnit: String = unit == "dp" ? "sp" : "pt"
            return "\(Self.figure(size)) \(sizeUnit), \(Self.figure(advance)) em a character"
        }

        private static func figure(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : "\(value)"
        }
    }

    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case noLongParagraph(limit: Int)
        case longestLine(characters: Int)
        case averageOverLimit(characters: Int, lines: Int, average: Int)
        case estimated(characterWidth: Double, characters: Int)
        case boundWithinLimit(LineBound)
        case boundOverLimit(limit: Int, bound: LineBound)
        case lengthUnknown(limit: Int)

        var message: String {
            switch self {
            case .noLongParagraph(let limit):
                return "No paragraph is longer than \(limit) characters, so no line can be."
            case .longestLine(let characters):
                return "The longest line holds \(characters) characters."
            case .averageOverLimit(let characters, let lines, let average):
                return "The text's \(characters) characters fill \(lines) line(s): at least \(average) characters a line."
            case .estimated(let characterWidth, let characters):
                let sentence: String = "Estimated from the frame width and font size (one character ≈ "
                    + "\(characterWidth) em): about \(characters) characters fit on a line."
                return sentence
            case .boundWithinLimit(let bound):
                return Self.withinLimit(bound)
            case .boundOverLimit(let limit, let bound):
                return Self.overLimit(limit: limit, bound: bound)
            case .lengthUnknown(let limit):
                return "The text is longer than \(limit) characters and its line length is unknown."
            }
        }

        private static func withinLimit(_ bound: LineBound) -> String {
            let size: String = bound.sizeText
            let width: String = bound.widthText
            let sentence: String = "Even at the smallest type size (\(size)) a line of the frame's \(width) holds at most "
                + "\(bound.characters) characters."
            return sentence
        }

        private static func overLimit(limit: Int, bound: LineBound) -> String {
            let size: String = bound.sizeText
            let width: String = bound.widthText
            let start: String = "The text is longer than \(limit) characters and its font size is not in the capture: "
            let end: String = "at the smallest type size (\(size)) a line of the frame's \(width) could hold up to "
                + "\(bound.characters) characters."
            return start + end
        }

        static func fix(limit: Int) -> String {
            "Limit the width of the text container (a readable content width or a maximum width) "
                + "so that lines hold at most \(limit) characters, spaces included."
        }
    }
}
