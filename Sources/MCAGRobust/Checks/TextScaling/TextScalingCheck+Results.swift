import MCAGCore

extension TextScalingCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case noLargestCapture
        case largestCaptureUnnamed
        case noDefaultCapture(screen: String)
        case noLargestCaptureOf(screen: String)
        case nothingMatched(screen: String)
        /// What went wrong at the largest size, worst first in the order the comparison found it.
        case failsAtLargestSize([Problem])
        case grows(ratio: Double)
        case fontSizesUnknown
        case frameKeptItsHeight(before: Double, after: Double)
        case frameGrows(ratio: Double)

        /// One thing that went wrong with a text at the largest text size.
        enum Problem: Sendable, Hashable {
            case fontStays(at: Double, defaultSize: Double)
            case cutShort(text: String)
            case entirelyOutside
            case runsPastEdge

            var phrase: String {
                switch self {
                case .fontStays(let size, let defaultSize):
                    "the font stays at \(size.twoDecimals) (default \(defaultSize.twoDecimals))"
                case .cutShort(let text): "the text is cut short (\"\(text)\")"
                case .entirelyOutside: "the text lies entirely outside the screen"
                case .runsPastEdge: "the text runs past the edge of the screen"
                }
            }
        }

        var message: String {
            switch self {
            case .noLargestCapture:
                "No screen was captured at the largest text size; capture the same screens again with the text-size setting at its maximum"
            case .largestCaptureUnnamed:
                "A screen captured at the largest text size has no name to pair it with its default-size capture"
            case .noDefaultCapture(let screen): "Screen '\(screen)' has no capture at the default text size to compare with"
            case .noLargestCaptureOf(let screen): "Screen '\(screen)' needs a capture at the largest text size"
            case .nothingMatched(let screen):
                "No text element of '\(screen)' could be matched between the two text sizes; give texts identifiers"
            case .failsAtLargestSize(let problems):
                "At the largest text size " + problems.map(\.phrase).joined(separator: "; ")
            case .grows(let ratio): "The text grows \(ratio.twoDecimals)× and stays visible"
            case .fontSizesUnknown: "The font sizes at the two text sizes are unknown; truncation and position were fine"
            case .frameKeptItsHeight(let before, let after):
                "The capture states no font sizes and the text's frame kept its height (\(before.twoDecimals) → \(after.twoDecimals)); check that the text grew and is not clipped"
            case .frameGrows(let ratio):
                "The text's frame grows \(ratio.twoDecimals)× taller (the capture states no font sizes) and the text stays visible"
            }
        }

        static let fix = "Use Dynamic Type text styles (iOS) or sp units (Android), allow labels to wrap onto more lines (numberOfLines = 0, no fixed heights), and let the layout scroll instead of clipping."
    }
}
