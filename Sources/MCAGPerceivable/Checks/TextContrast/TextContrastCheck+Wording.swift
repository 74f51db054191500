import MCAGCore

/// The sentences a text contrast reading can end in, each built when first
/// needed: the declared colours of a screen's texts come in a few pairs, so
/// kept in a `ColourPairMemo` they are written once per pair and test, not
/// once per text (four numbers and a sentence cost about 5,000 instructions).
struct TextContrastWording {
    let reading: ContrastReading
    let threshold: Double

    init(_ reading: ContrastReading, threshold: Double) {
        self.reading = reading
        self.threshold = threshold
    }

    private var passMessage: String?
    private var violationMessage: String?
    private var fixMessage: String?

    /// "contrast 4.6:1 (#777777 on #FFFFFF) meets 4.5:1".
    mutating func pass() -> String {
        if let passMessage { return passMessage }
        let message = "contrast \(reading.ratio.twoDecimals):1 (\(reading.pair)\(reading.source)) meets \(threshold.twoDecimals):1"
        passMessage = message
        return message
    }

    /// The ratio is below the threshold, and whether this test covers the text depends on `unknown`.
    func review(depending unknown: MissingContrastFields) -> String {
        "contrast \(reading.ratio.twoDecimals):1 (\(reading.pair)\(reading.source)) is below \(threshold.twoDecimals):1; whether this test covers the text depends on \(unknown.names.joined(separator: " and "))\(reading.note)"
    }

    mutating func violation() -> String {
        if let violationMessage { return violationMessage }
        let message = "text contrast \(reading.ratio.twoDecimals):1 (\(reading.pair)\(reading.source)) is below \(threshold.twoDecimals):1\(reading.note)"
        violationMessage = message
        return message
    }

    mutating func fix() -> String {
        if let fixMessage { return fixMessage }
        let message = "Darken or lighten the text or its background until the ratio reaches \(threshold.twoDecimals):1 (\(reading.pair) gives \(reading.ratio.twoDecimals):1); check both light and dark appearance."
        fixMessage = message
        return message
    }
}
