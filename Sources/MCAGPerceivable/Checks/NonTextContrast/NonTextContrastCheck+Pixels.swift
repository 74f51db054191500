import MCAGCore

extension NonTextContrastCheck {
    /// The finding for a control or graphic whose colours are read from the
    /// screenshot. Two pairs can identify it: its content against its own
    /// dominant colour (an icon's strokes, a button's label or outline), and
    /// that dominant colour (its fill) against the ring of pixels around it.
    /// Either pair at 3:1 with more than low confidence passes; a violation
    /// needs both pairs measured with confidence and both below 3:1;
    /// anything else is *needs review* with the reasons.
    func pixelFinding(_ element: Element, context: ElementContext, pixels: ScreenPixels) -> Finding {
        var readings: [ContrastReading] = []
        var doubts: [String] = []
        switch pixels.measure(element.frame, in: context.screen) {
        case .success(let content) where content.confidence != .low:
            readings.append(ContrastReading(ratio: content.ratio, pair: content.pair,
                                            source: ", content, confidence \(content.confidence.rawValue)"))
        case .success(let content):
            doubts.append("content \(content.pair) with low confidence: \(content.doubts.joined(separator: "; "))")
        case .failure(let doubt) where pixels.screenDoubt != nil:
            return .needsReview(context, "the element's contrast cannot be read from the screenshot: \(doubt.reason)")
        case .failure(let doubt):
            doubts.append(doubt.reason)
        }
        // The middle of the element: a small glyph inside a round fill (an
        // avatar's initial) is too few pixels of the whole frame to count.
        if case .success(let middle) = pixels.measure(element.frame.map(Self.middle), in: context.screen),
           middle.confidence != .low {
            readings.append(ContrastReading(ratio: middle.ratio, pair: middle.pair,
                                            source: ", middle, confidence \(middle.confidence.rawValue)"))
        }
        switch fillAgainstSurroundings(element.frame, pixels: pixels, screen: context.screen) {
        case .success(let reading): readings.append(reading)
        case .failure(let doubt): doubts.append(doubt.reason)
        }
        return verdict(readings, doubts: doubts, context: context)
    }

    /// The central 60% of a frame on each axis.
    static func middle(_ frame: Rect) -> Rect {
        Rect(x: frame.x + frame.width * 0.2, y: frame.y + frame.height * 0.2, width: frame.width * 0.6, height: frame.height * 0.6)
    }

    private func verdict(_ readings: [ContrastReading], doubts: [String], context: ElementContext) -> Finding {
        let threshold = context.screen.profile.nonTextContrast
        let needed = "\(threshold.twoDecimals):1"
        let best = readings.max { $0.ratio < $1.ratio }
        if let best, best.ratio >= threshold {
            return .pass(context, "contrast \(best.ratio.twoDecimals):1 (\(best.pair)\(best.source), from the screenshot) meets \(needed)",
                         measured: Measured(best.ratio, threshold: threshold, unit: ":1"))
        }
        guard doubts.isEmpty, let best else {
            let measured = best.map { "best pair \($0.ratio.twoDecimals):1 (\($0.pair)\($0.source)); " } ?? ""
            return .needsReview(context, "the screenshot does not settle the element's contrast: \(measured)\(doubts.joined(separator: "; "))")
        }
        let all = readings.map { "\($0.ratio.twoDecimals):1 \($0.pair)\($0.source)" }.joined(separator: "; ")
        let noun = scope == .controls ? "control" : "graphic"
        return .violation(
            context, "\(noun) contrast \(best.ratio.twoDecimals):1 is below \(needed) (from the screenshot: \(all))",
            measured: Measured(best.ratio, threshold: threshold, unit: ":1"),
            fix: "Change the \(scope == .controls ? "control's outline, fill or content colour" : "icon's colour or its background") so that it reaches \(needed) against the colour next to it (now \(best.ratio.twoDecimals):1).")
    }

    /// The element's dominant colour against the dominant colour of the ring around it.
    private func fillAgainstSurroundings(
        _ frame: Rect?, pixels: ScreenPixels, screen: ScreenContext
    ) -> Result<ContrastReading, PixelDoubt> {
        guard let frame, let inner = pixels.shot.pixelRect(of: frame), let ring = pixels.surroundings(of: frame) else {
            return .failure(PixelDoubt("what surrounds the element is not on the screenshot"))
        }
        var counts = ColourCounts()
        for side in ring where !side.isEmpty {
            for (key, value) in RegionColours(pixels.shot, side).counts { counts.add(key, value) }
        }
        guard let fill = pixels.reading(inner, in: screen).mode,
              let around = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
            return .failure(PixelDoubt("too few pixels around the element"))
        }
        guard Double(around.value) >= 0.6 * Double(counts.total) else {
            return .failure(PixelDoubt("the surroundings are not one colour (an image, a gradient or neighbours)"))
        }
        let (fillColour, aroundColour) = (RGB(fill).color, RGB(around.key).color)
        return .success(ContrastReading(ratio: Color.contrastRatio(fillColour, aroundColour),
                                        pair: "fill \(fillColour.hex) against \(aroundColour.hex)", source: ""))
    }
}
