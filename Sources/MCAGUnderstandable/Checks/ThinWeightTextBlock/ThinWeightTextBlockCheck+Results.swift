import MCAGCore

extension ThinWeightTextBlockCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case styleUnknown
        case weightUnknown
        case light(text: String, weight: Int)
        case regularOrHeavier(weight: Int)

        var message: String {
            switch self {
            case .styleUnknown: "The text style of the block is unknown."
            case .weightUnknown: "The font weight of the block is unknown."
            case .light(let text, let weight): "The text block \"\(text.readingExcerpt)\" is set in a light weight (\(weight))."
            case .regularOrHeavier(let weight): "The text block's weight (\(weight)) is regular or heavier."
            }
        }

        static let fix = "Use Regular (400) or a heavier weight for body text, and let Bold Text make it heavier still."
    }
}
