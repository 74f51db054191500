public import MCAGCore

/// 1.4.1 Text Color Contrast: the contrast of text against the colour behind
/// it, one check per MCAG test.
///
/// Reads the displayed text (`text`, or the label of a text or heading),
/// `foregroundColor`, the nearest known `backgroundColor` (translucent layers
/// composited, element `alpha` applied down the tree), `textStyle.fontSize`,
/// `textStyle.weight` and `isEnabled` of the element and its ancestors.
///
/// - ``Kind/regularText`` (test 1): text below 18 points and below weight
///   700 needs 4.5:1. MCAG's "17 points or less" and "18 points or higher"
///   leave 17–18 uncovered; sizes in that gap (17.5) are held to test 1, the
///   stricter one, because they are not yet large.
/// - ``Kind/largeText`` (test 2): 18 points or more needs 3:1.
/// - ``Kind/boldText`` (test 3): weight 700 or more, any size, needs 3:1.
///
/// A text whose size or weight is unknown is held to the test only as far as
/// the data allows: a ratio that meets the threshold passes (no reading of
/// the missing field could fail it), a lower one is *needs review* naming the
/// field. Missing colours are *needs review* naming them. Texts of disabled
/// controls are not applicable under the declared `disabled-control`
/// exception. A violation's severity is (threshold − ratio) / (threshold − 1).
public struct TextContrastCheck: ScreenCheck {
    /// Which of the three MCAG tests the check decides.
    public enum Kind: String, Sendable {
        case regularText = "regular", largeText = "large", boldText = "bold"

        /// The minimum contrast ratio the test demands.
        public var threshold: Double { self == .regularText ? 4.5 : 3 }
    }

    /// The MCAG test this instance decides.
    public let kind: Kind

    /// A check for one of the three tests of 1.4.1.
    public init(_ kind: Kind) { self.kind = kind }

    public var name: String { "text-contrast-\(kind.rawValue)" }

    static let largeSize = 18.0
    static let boldWeight = 700

    public func evaluate(_ screen: ScreenContext) -> [Finding] {
        let layers = ColorLayers(screen.tree)
        var findings: [Finding] = []
        for index in screen.tree.indices {
            let element = screen.tree[index]
            guard element.displayedText != nil, element.isVisible != false else { continue }
            if let finding = evaluate(element, at: index, in: screen, layers: layers) { findings.append(finding) }
        }
        return findings
    }

    /// Whether the test covers the element: true, false, or nil with the fields that would tell.
    func applies(to style: TextStyle?) -> (applies: Bool?, missing: [String]) {
        let size = style?.fontSize, weight = style?.weight
        switch kind {
        case .regularText:
            if let size, size >= Self.largeSize { return (false, []) }
            if let weight, weight >= Self.boldWeight { return (false, []) }
            let missing = (size == nil ? ["textStyle.fontSize"] : []) + (weight == nil ? ["textStyle.weight"] : [])
            return (missing.isEmpty ? true : nil, missing)
        case .largeText:
            guard let size else { return (nil, ["textStyle.fontSize"]) }
            return (size >= Self.largeSize, [])
        case .boldText:
            guard let weight else { return (nil, ["textStyle.weight"]) }
            return (weight >= Self.boldWeight, [])
        }
    }

    private func evaluate(_ element: Element, at index: Int, in screen: ScreenContext, layers: ColorLayers) -> Finding? {
        let (applies, unknownFields) = applies(to: element.textStyle)
        if applies == false { return nil }
        let context = screen.element(index)
        if layers.disabled[index] {
            return Finding(kind: .notApplicable, element: context.location,
                           message: "text of a disabled control: the declared exception 'disabled-control' applies")
        }
        guard let foreground = layers.paintedForeground(of: element, at: index), let background = layers.background[index] else {
            return .needsReview(context, "the text's colours are not in the snapshot, so its contrast cannot be measured",
                                missing: layers.missingColours(of: element, at: index) + unknownFields)
        }
        let threshold = kind.threshold
        let ratio = Color.contrastRatio(foreground, background)
        let measured = Measured(ratio, threshold: threshold, unit: ":1")
        let pair = "\(foreground.hex) on \(background.hex)"
        if ratio >= threshold {
            return .pass(context, "contrast \(ratio.twoDecimals):1 (\(pair)) meets \(threshold.twoDecimals):1", measured: measured)
        }
        guard applies == true else {
            return .needsReview(
                context, "contrast \(ratio.twoDecimals):1 (\(pair)) is below \(threshold.twoDecimals):1; whether this test covers the text depends on \(unknownFields.joined(separator: " and "))",
                missing: unknownFields)
        }
        return Finding(
            kind: .violation, element: context.location,
            message: "text contrast \(ratio.twoDecimals):1 (\(pair)) is below \(threshold.twoDecimals):1",
            measured: measured, severity: ColorLayers.severity(ratio: ratio, threshold: threshold),
            fix: "Darken or lighten the text or its background until the ratio reaches \(threshold.twoDecimals):1 (\(pair) gives \(ratio.twoDecimals):1); check both light and dark appearance.")
    }

    public var examples: [CheckExample] { TextContrastExamples.examples(for: kind) }
}
