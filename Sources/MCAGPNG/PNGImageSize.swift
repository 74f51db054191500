/// The buffer sizes an image needs, computed with overflow checks and
/// held to ``PNGLimits`` before either buffer is allocated.
struct PNGImageSize {
    /// Filter bytes and samples of every scanline, all passes.
    let inflatedBytes: Int
    let rgbaBytes: Int

    init(_ header: PNGHeader, limits: PNGLimits, offset: Int) throws(PNGError) {
        func tooLarge(_ limit: String) -> PNGError {
            PNGError(.tooLarge(width: header.width, height: header.height, limit: limit), offset: offset)
        }
        guard header.width <= limits.maxWidth else { throw tooLarge("maxWidth \(limits.maxWidth)") }
        guard header.height <= limits.maxHeight else { throw tooLarge("maxHeight \(limits.maxHeight)") }
        let (pixels, pixelOverflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !pixelOverflow, pixels <= limits.maxPixels else { throw tooLarge("maxPixels \(limits.maxPixels)") }
        let (rgba, rgbaOverflow) = pixels.multipliedReportingOverflow(by: 4)
        guard !rgbaOverflow else { throw tooLarge("of this platform's memory") }
        rgbaBytes = rgba
        var total = 0
        for pass in Adam7.passes(interlaced: header.interlaced) {
            let (columns, rows) = pass.size(width: header.width, height: header.height)
            guard columns > 0, rows > 0 else { continue }
            guard let rowBytes = header.rowBytes(pixels: columns) else { throw tooLarge("of this platform's memory") }
            let (passBytes, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: rows)
            let (sum, sumOverflow) = total.addingReportingOverflow(passBytes)
            guard !overflow, !sumOverflow else { throw tooLarge("of this platform's memory") }
            total = sum
        }
        guard total <= limits.maxInflatedBytes else { throw tooLarge("maxInflatedBytes \(limits.maxInflatedBytes)") }
        inflatedBytes = total
    }
}

/// The seven passes of Adam7 interlacing (§8.2), or the one pass of a plain image.
struct Adam7 {
    let xStart: Int, yStart: Int, xStep: Int, yStep: Int

    static let interlacedPasses: [Adam7] = [
        Adam7(xStart: 0, yStart: 0, xStep: 8, yStep: 8), Adam7(xStart: 4, yStart: 0, xStep: 8, yStep: 8),
        Adam7(xStart: 0, yStart: 4, xStep: 4, yStep: 8), Adam7(xStart: 2, yStart: 0, xStep: 4, yStep: 4),
        Adam7(xStart: 0, yStart: 2, xStep: 2, yStep: 4), Adam7(xStart: 1, yStart: 0, xStep: 2, yStep: 2),
        Adam7(xStart: 0, yStart: 1, xStep: 1, yStep: 2),
    ]

    static func passes(interlaced: Bool) -> [Adam7] {
        interlaced ? interlacedPasses : [Adam7(xStart: 0, yStart: 0, xStep: 1, yStep: 1)]
    }

    /// Columns and rows of this pass's reduced image.
    func size(width: Int, height: Int) -> (columns: Int, rows: Int) {
        let columns = width > xStart ? (width - xStart - 1) / xStep + 1 : 0
        let rows = height > yStart ? (height - yStart - 1) / yStep + 1 : 0
        return (columns, rows)
    }
}
