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
        var doubts: [PixelReadingDoubt] = []
        switch pixels.measure(element.frame, in: context.screen) {
        case .success(let content) where content.confidence != .low:
            readings.append(ContrastReading(ratio: content.ratio, pair: content.pair, source: .region(.content, content.confidence)))
        case .success(let content):
            doubts.append(.lowConfidenceContent(content.pair, doubts: content.doubts))
        case .failure(let doubt) where pixels.screenDoubt != nil:
            return .needsReview(context, Result.unreadable(doubt))
        case .failure(let doubt):
            doubts.append(.unmeasured(doubt))
        }
        // The middle of the element: a small glyph inside a round fill (an
        // avatar's initial) is too few pixels of the whole frame to count.
        if case .success(let middle) = pixels.measure(element.frame.map(Self.middle), in: context.screen),
           middle.confidence != .low {
            readings.append(ContrastReading(ratio: middle.ratio, pair: middle.pair, source: .region(.middle, middle.confidence)))
        }
        switch fillAgainstSurroundings(element.frame, pixels: pixels, screen: context.screen) {
        case .success(let reading): readings.append(reading)
        case .failure(let doubt): doubts.append(.unmeasured(doubt))
        }
        return verdict(readings, doubts: doubts, context: context)
    }

    /// The central 60% of a frame on each axis.
    static func middle(_ frame: Rect) -> Rect {
        Rect(x: frame.x + frame.width * 0.2, y: frame.y + frame.height * 0.2, width: frame.width * 0.6, height: frame.height * 0.6)
    }

    private func verdict(_ readings: [ContrastReading], doubts: [PixelReadingDoubt], context: ElementContext) -> Finding {
        let threshold = context.screen.profile.nonTextContrast
        let best = readings.max { $0.ratio < $1.ratio }
        if let best, best.ratio >= threshold {
            return .pass(context, Result.meetsOnScreenshot(best, threshold: threshold),
                         measured: Measured(best.ratio, threshold: threshold, unit: ":1"))
        }
        guard doubts.isEmpty, let best else {
            return .needsReview(context, Result.unsettled(best: best, doubts: doubts))
        }
        return .violation(
            context, Result.belowOnScreenshot(scope, best: best.ratio, readings: readings, threshold: threshold),
            measured: Measured(best.ratio, threshold: threshold, unit: ":1"),
            fix: Result.fix(scope, threshold: threshold, ratio: best.ratio))
    }

    /// The element's dominant colour against the dominant colour of the ring around it.
    private func fillAgainstSurroundings(
        _ frame: Rect?, pixels: ScreenPixels, screen: ScreenContext
    ) -> Swift.Result<ContrastReading, PixelDoubt> {
        guard let frame, let inner = pixels.shot.pixelRect(of: frame), let ring = pixels.surroundings(of: frame) else {
            return .failure(.surroundingsOffScreenshot)
        }
        var counts = ColourCounts()
        for side in ring where !side.isEmpty {
            for (key, value) in RegionColours(pixels.shot, side).counts { counts.add(key, value) }
        }
        guard let fill = pixels.reading(inner, in: screen).mode,
              let around = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
            return .failure(.fewPixelsAround)
        }
        guard Double(around.value) >= 0.6 * Double(counts.total) else {
            return .failure(.mixedSurroundings)
        }
        let (fillColour, aroundColour) = (RGB(fill).color, RGB(around.key).color)
        return .success(ContrastReading(ColourPair(fill: fillColour, against: aroundColour)))
    }
}
