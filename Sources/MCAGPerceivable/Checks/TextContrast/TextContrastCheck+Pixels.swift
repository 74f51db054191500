import MCAGCore

extension TextContrastCheck {
    /// The finding for a text whose colours are read from the screenshot.
    ///
    /// Low confidence is *needs review* with the reasons. The size, when the
    /// dump does not give it, comes from the glyphs (``GlyphSize``). The weight
    /// is never in a dump and cannot be told reliably from pixels, so a ratio
    /// between 3 and 4.5 of small text stays *needs review*; below 3:1, the
    /// lowest threshold any text has, the text fails whatever its size and
    /// weight, and it is reported once, under the test its estimated size
    /// points to (the regular-text test when the size is undecided).
    func pixelFinding(
        _ element: Element, context: ElementContext, pixels: ScreenPixels, reading: Swift.Result<PixelContrast, PixelDoubt>
    ) -> Finding? {
        var measurement: PixelContrast
        switch reading {
        case .failure(let doubt):
            return .needsReview(context, Result.unreadable(doubt))
        case .success(let value): measurement = value
        }
        if measurement.inkRows.first == true || measurement.inkRows.last == true {
            measurement.confidence = .low
            measurement.doubts.append(.inkAtFrameEdge)
        }
        guard measurement.confidence != .low else {
            return .needsReview(
                context, Result.lowConfidence(ratio: measurement.ratio, pair: measurement.pair, doubts: measurement.doubts))
        }
        let profile = context.screen.profile
        var style = element.textStyle ?? TextStyle()
        var note = ContrastReading.Note()
        if style.fontSize == nil,
           let estimate = GlyphSize.estimate(inkRows: measurement.inkRows, text: element.displayedText ?? "",
                                             pixelsPerPoint: pixels.pixelsPerPoint) {
            style.fontSize = estimate.decided(largeFrom: profile.largeTextSize)
            note.glyphs = estimate
        }
        let lowest = min(profile.textContrast, profile.largeTextContrast)
        if measurement.ratio < lowest {
            if style.fontSize == nil || style.weight == nil {
                note.failsBelow = lowest
            }
            style.fontSize = style.fontSize ?? 0
            style.weight = style.weight ?? 400
        }
        let (applies, unknownFields) = applies(to: style, profile: profile)
        let reading = ContrastReading(
            ratio: measurement.ratio, pair: measurement.pair,
            source: .screenshot(measurement.confidence, doubts: measurement.doubts), note: note)
        return judge(reading, applies: applies, unknownFields: unknownFields, context: context,
                     threshold: kind.threshold(in: profile))
    }
}
