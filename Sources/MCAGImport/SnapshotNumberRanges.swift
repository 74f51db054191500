import MCAGCore

/// The range each number field of a JSON snapshot may take, by field name.
/// `Documentation/snapshot.schema.json` states the same bounds (a test holds
/// the two together); the reader refuses a value outside them with its JSON
/// path, so no check, formatter or sum downstream meets a figure like `1e300`.
enum SnapshotNumberRanges {
    struct Bounds: Equatable {
        /// The least allowed value, or the bound the value must exceed when `isExclusive`.
        var minimum: Double
        var isExclusive = false
        var maximum: Double

        func contains(_ value: Double) -> Bool {
            (isExclusive ? value > minimum : value >= minimum) && value <= maximum
        }

        var description: String {
            isExclusive ? "more than \(minimum.twoDecimals), at most \(maximum.twoDecimals)"
                : "\(minimum.twoDecimals) to \(maximum.twoDecimals)"
        }
    }

    /// Seconds: a billion is about 31 years, longer than any time limit or toast.
    private static let seconds = Bounds(minimum: 0, maximum: 1_000_000_000)
    /// Layout units: ten million points, dp or pixels is far beyond any screen or scroll view.
    private static let length = Bounds(minimum: 0, maximum: 10_000_000)
    private static let position = Bounds(minimum: -10_000_000, maximum: 10_000_000)
    private static let count = Bounds(minimum: 0, maximum: 1_000_000_000)
    /// A million times a time limit is longer than any session.
    private static let multiple = Bounds(minimum: 0, maximum: 1_000_000)

    static let byKey: [String: Bounds] = [
        "duration": seconds, "warningDuration": seconds, "displayDuration": seconds, "responseTime": seconds,
        "width": length, "height": length, "x": position, "y": position,
        // 0.1 to 1,000 units per millimetre is 2.54 to 25,400 per inch: every real display and more.
        "unitsPerMillimetre": Bounds(minimum: 0.1, maximum: 1000),
        // The plausible range of an inferred density, in the same unit.
        "lower": Bounds(minimum: 0.1, maximum: 1000), "upper": Bounds(minimum: 0.1, maximum: 1000),
        "textScale": Bounds(minimum: 0, isExclusive: true, maximum: 100),
        "fontSize": Bounds(minimum: 0, isExclusive: true, maximum: 10_000),
        "lineSpacing": Bounds(minimum: 0, isExclusive: true, maximum: 100),
        "alpha": Bounds(minimum: 0, maximum: 1),
        "weight": Bounds(minimum: 100, maximum: 900), "headingLevel": Bounds(minimum: 1, maximum: 6),
        "lineCount": count, "charactersPerLine": count, "windowIndex": count, "parent": count,
        // Multiples of a time limit's duration; 2.3.1 asks for at least 10.
        "adjustableUpTo": multiple, "extendableUpTo": multiple,
        "drawingOrder": count, "maxTextLength": count,
        // Android's InputType flags fill at most 32 bits.
        "inputType": Bounds(minimum: 0, maximum: 4_294_967_295),
        // An adjustable element's range: a trillion either way is beyond any slider.
        "minimumValue": Bounds(minimum: -1e12, maximum: 1e12), "maximumValue": Bounds(minimum: -1e12, maximum: 1e12),
    ]
}
