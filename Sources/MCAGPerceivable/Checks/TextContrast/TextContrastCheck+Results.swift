import MCAGCore

extension TextContrastCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case disabledControl
        case coloursUnknown
        case unreadable(PixelDoubt)
        case lowConfidence(ratio: Double, pair: ColourPair, doubts: [PixelContrast.Doubt])
        /// "contrast 4.6:1 (#777777 on #FFFFFF) meets 4.5:1".
        case meets(ContrastReading, threshold: Double)
        /// The ratio is below the threshold, and whether this test covers the text depends on `unknown`.
        case belowIfCovered(ContrastReading, threshold: Double, unknown: MissingContrastFields)
        case below(ContrastReading, threshold: Double)

        var message: String {
            switch self {
            case .disabledControl: return "text of a disabled control: the declared exception 'disabled-control' applies"
            case .coloursUnknown: return "the text's colours are not in the snapshot, so its contrast cannot be measured"
            case .unreadable(let doubt):
                let reason: String = doubt.reason
                return "the text's contrast cannot be read from the screenshot: \(reason)"
            case .lowConfidence(let ratio, let pair, let doubts):
                let (shown, why): (String, String) = (ratio.twoDecimals, PixelContrast.Doubt.joined(doubts))
                return "contrast about \(shown):1 (\(pair.description)) measured from the screenshot with low confidence: \(why)"
            case .meets(let reading, let threshold):
                let measured: String = Self.measured(reading)
                return "contrast \(measured) meets \(threshold.twoDecimals):1"
            case .belowIfCovered(let reading, let threshold, let unknown):
                let measured: String = Self.measured(reading)
                let fields: String = unknown.names.joined(separator: " and ")
                let note: String = reading.note.text
                return "contrast \(measured) is below \(threshold.twoDecimals):1; whether this test covers the text depends on \(fields)\(note)"
            case .below(let reading, let threshold):
                let measured: String = Self.measured(reading)
                let note: String = reading.note.text
                return "text contrast \(measured) is below \(threshold.twoDecimals):1\(note)"
            }
        }

        /// "4.60:1 (#777777 on #FFFFFF, from the screenshot, confidence high)".
        private static func measured(_ reading: ContrastReading) -> String {
            let (ratio, pair, source): (String, String, String) = (reading.ratioText, reading.pair.description, reading.sourceText)
            return "\(ratio) (\(pair)\(source))"
        }

        static func fix(_ reading: ContrastReading, threshold: Double) -> String {
            let (needed, pair, ratio): (String, String, String) = (threshold.twoDecimals, reading.pair.description, reading.ratio.twoDecimals)
            return "Darken or lighten the text or its background until the ratio reaches \(needed):1 (\(pair) gives \(ratio):1); check both light and dark appearance."
        }
    }
}
