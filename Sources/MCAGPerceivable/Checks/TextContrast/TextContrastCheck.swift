package import MCAGCore

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
///
/// When the snapshot declares no colours but the screen has a
/// ``Screenshot``, the colours are measured from the pixels inside the
/// text's frame and the size, when not declared, is estimated from the
/// glyphs (see `TextContrastCheck+Pixels.swift` and
/// Documentation/Screenshots.md). Low-confidence measurements are *needs
/// review* with the reason; declared colours take precedence.
package struct TextContrastCheck: ScreenCheck {
    /// Which of the three MCAG tests the check decides.
    package enum Kind: String, Sendable {
        case regularText = "regular", largeText = "large", boldText = "bold"

        /// The minimum contrast ratio MCAG's test demands.
        package var threshold: Double { threshold(in: .mcag) }

        /// The minimum contrast ratio the test demands under `profile`.
        package func threshold(in profile: ThresholdProfile) -> Double {
            self == .regularText ? profile.textContrast : profile.largeTextContrast
        }
    }

    /// The MCAG test this instance decides.
    package let kind: Kind

    /// A check for one of the three tests of 1.4.1.
    package init(_ kind: Kind) { self.kind = kind }

    package var name: String { "text-contrast-\(kind.rawValue)" }

    package var readsThresholds: Bool { true }
    package var detectedExceptions: [ExceptionKey] { ["disabled-control"] }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let layers = ColorLayers.of(screen)
        let pixels = ScreenPixels.of(screen)
        var findings: [Finding] = []
        var pairs = ColourPairMemo<ContrastReading>()
        let threshold = kind.threshold(in: screen.profile)
        for index in layers.visibleTexts {
            let element = screen.tree[index]
            if let finding = evaluate(element, at: index, in: screen, layers: layers, pixels: pixels,
                                      pairs: &pairs, threshold: threshold) {
                findings.append(finding)
            }
        }
        return findings
    }

    /// Whether the test covers the element under `profile`: true, false, or
    /// nil with the fields that would tell. Bold text is large from the
    /// profile's ``ThresholdProfile/largeBoldTextSize`` (0 in MCAG: any size).
    func applies(to style: TextStyle?, profile: ThresholdProfile) -> (applies: Bool?, missing: MissingContrastFields) {
        let size = style?.fontSize, weight = style?.weight
        let boldNeedsSize = profile.largeBoldTextSize > 0
        switch kind {
        case .regularText:
            if let size, size >= profile.largeTextSize { return (false, []) }
            let bold = weight.map { $0 >= profile.boldWeight }
            let boldLarge = boldNeedsSize ? size.map { $0 >= profile.largeBoldTextSize } : true
            if bold == true, boldLarge == true { return (false, []) }
            if bold == false || boldLarge == false, size != nil { return (true, []) }
            var missing: MissingContrastFields = []
            if size == nil { missing.insert(.fontSize) }
            if weight == nil { missing.insert(.weight) }
            return (nil, missing)
        case .largeText:
            guard let size else { return (nil, .fontSize) }
            return (size >= profile.largeTextSize, [])
        case .boldText:
            guard let weight else { return (nil, .weight) }
            guard weight >= profile.boldWeight else { return (false, []) }
            guard boldNeedsSize else { return (true, []) }
            guard let size else { return (nil, .fontSize) }
            return (size >= profile.largeBoldTextSize, [])
        }
    }

    private func evaluate(
        _ element: Element, at index: Int, in screen: ScreenContext, layers: ColorLayers, pixels: ScreenPixels?,
        pairs: inout ColourPairMemo<ContrastReading>, threshold: Double
    ) -> Finding? {
        let (applies, unknownFields) = applies(to: element.textStyle, profile: screen.profile)
        if applies == false { return nil }
        let context = screen.element(index)
        if layers.disabled[index] {
            return Finding(kind: .notApplicable, element: context.location, result: Result.disabledControl)
                .covered(by: "disabled-control")
        }
        if let foreground = layers.paintedForeground(of: element, at: index), let background = layers.background[index] {
            let slot = pairs.slot(foreground, background) { ContrastReading(ColourPair(foreground, on: background)) }
            return judge(pairs[slot], applies: applies, unknownFields: unknownFields, context: context, threshold: threshold)
        }
        guard let pixels else {
            return .needsReview(context, Result.coloursUnknown,
                                missing: layers.missingColours(of: element, at: index).union(unknownFields).names)
        }
        // The three text tests read the same pixels: measured once per frame and screen.
        let reading = pixels.measure(element.frame, in: screen)
        return pixelFinding(element, context: context, pixels: pixels, reading: reading)
    }

    /// The verdict on a measured ratio, given whether this test covers the text.
    func judge(
        _ reading: ContrastReading, applies: Bool?, unknownFields: MissingContrastFields, context: ElementContext,
        threshold: Double
    ) -> Finding? {
        if applies == false { return nil }
        let ratio = reading.ratio
        let measured = Measured(ratio, threshold: threshold, unit: ":1")
        if ratio >= threshold { return .pass(context, Result.meets(reading, threshold: threshold), measured: measured) }
        guard applies == true else {
            return .needsReview(context, Result.belowIfCovered(reading, threshold: threshold, unknown: unknownFields),
                                missing: unknownFields.names)
        }
        return Finding(
            kind: .violation, element: context.location, result: Result.below(reading, threshold: threshold),
            measured: measured, severity: ColorLayers.severity(ratio: ratio, threshold: threshold),
            fix: Result.fix(reading, threshold: threshold))
    }

    package var examples: [CheckExample] { TextContrastExamples.examples(for: kind) }
}
