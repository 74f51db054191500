import MCAGCore

extension NonTextContrastCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case disabledControl
        /// A declared pair meets the threshold: "contrast 4.60:1 (#34C759 on #FFFFFF) meets 3.00:1".
        case meets(ContrastReading, threshold: Double)
        case coloursUnknown
        case below(Scope, ContrastReading, threshold: Double)
        case unreadable(PixelDoubt)
        case meetsOnScreenshot(ContrastReading, threshold: Double)
        /// The screenshot's readings do not decide: the best of them, if any, and why.
        case unsettled(best: ContrastReading?, doubts: [PixelReadingDoubt])
        case belowOnScreenshot(Scope, best: Double, readings: [ContrastReading], threshold: Double)

        var message: String {
            switch self {
            case .disabledControl: return "part of a disabled control: the declared exception 'disabled-control' applies"
            case .meets(let reading, let threshold):
                let measured: String = Self.measured(reading)
                return "contrast \(measured) meets \(Self.needed(threshold))"
            case .coloursUnknown: return "the colours that set the element apart are not all in the snapshot"
            case .below(let scope, let reading, let threshold):
                let measured: String = Self.measured(reading)
                return "\(Self.noun(scope)) contrast \(measured) is below \(Self.needed(threshold))"
            case .unreadable(let doubt):
                let reason: String = doubt.reason
                return "the element's contrast cannot be read from the screenshot: \(reason)"
            case .meetsOnScreenshot(let reading, let threshold):
                let (ratio, pair, source): (String, String, String) = (reading.ratioText, reading.pair.description, reading.sourceText)
                return "contrast \(ratio) (\(pair)\(source), from the screenshot) meets \(Self.needed(threshold))"
            case .unsettled(let best, let doubts):
                let measured: String = best.map { "best pair \(Self.measured($0)); " } ?? ""
                let why: String = doubts.map(\.reason).joined(separator: "; ")
                return "the screenshot does not settle the element's contrast: \(measured)\(why)"
            case .belowOnScreenshot(let scope, let best, let readings, let threshold):
                let all: String = readings.map { (reading: ContrastReading) -> String in
                    let (ratio, pair, source): (String, String, String) = (reading.ratioText, reading.pair.description, reading.sourceText)
                    return "\(ratio) \(pair)\(source)"
                }.joined(separator: "; ")
                return "\(Self.noun(scope)) contrast \(best.twoDecimals):1 is below \(Self.needed(threshold)) (from the screenshot: \(all))"
            }
        }

        /// "4.60:1 (#34C759 on #FFFFFF, content, confidence high)".
        private static func measured(_ reading: ContrastReading) -> String {
            let (ratio, pair, source): (String, String, String) = (reading.ratioText, reading.pair.description, reading.sourceText)
            return "\(ratio) (\(pair)\(source))"
        }

        /// The threshold as the messages print it, "3.00:1".
        private static func needed(_ threshold: Double) -> String { "\(threshold.twoDecimals):1" }

        private static func noun(_ scope: Scope) -> String { scope == .controls ? "control" : "graphic" }

        static func fix(_ scope: Scope, threshold: Double, ratio: Double) -> String {
            let part: String = scope == .controls ? "control's outline, fill or content colour" : "icon's colour or its background"
            let (needed, now): (String, String) = (Self.needed(threshold), ratio.twoDecimals)
            return "Change the \(part) so that it reaches \(needed) against the colour next to it (now \(now):1)."
        }
    }

    /// Why one of the screenshot's readings of an element does not count.
    enum PixelReadingDoubt: Sendable, Hashable {
        /// The content was measured, with low confidence.
        case lowConfidenceContent(ColourPair, doubts: [PixelContrast.Doubt])
        case unmeasured(PixelDoubt)

        var reason: String {
            switch self {
            case .lowConfidenceContent(let pair, let doubts):
                let why: String = PixelContrast.Doubt.joined(doubts)
                return "content \(pair.description) with low confidence: \(why)"
            case .unmeasured(let doubt): return doubt.reason
            }
        }
    }
}
