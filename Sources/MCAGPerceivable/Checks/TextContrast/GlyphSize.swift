import MCAGCore

/// Bounds on a text's font size, read from the height of its ink in a
/// screenshot when the dump does not give the size.
///
/// A line's ink runs from the top of its tallest letter to the bottom of its
/// lowest. In the system fonts (Roboto, SF Pro) capitals, digits and
/// ascenders reach about 0.72 em above the baseline, the x-height is about
/// 0.52 em and descenders reach 0.21 em below; the text's own characters say
/// which of these its ink spans. A ±12% band covers other fonts. Text in
/// other scripts gets the widest band. The size is decided only when the
/// whole band lies on one side of 18 pt.
struct GlyphSize: Sendable, Hashable {
    var low: Double
    var high: Double

    static let band = 0.12

    /// The estimate from ink rows (see ``PixelContrast/inkRows``), or nil when
    /// there is no ink or the scale to points is unknown.
    static func estimate(inkRows: [Bool], text: String, pixelsPerPoint: Double?) -> GlyphSize? {
        guard let pixelsPerPoint, pixelsPerPoint > 0 else { return nil }
        let runs = lineRuns(inkRows)
        guard let tallest = runs.max(), tallest > 0 else { return nil }
        let points = Double(tallest) / pixelsPerPoint
        let (shortest, longest) = extent(of: text, lines: runs.count)
        return GlyphSize(low: points / (longest * (1 + band)), high: points / (shortest * (1 - band)))
    }

    /// The size a test should read: the lower bound when even it is large,
    /// the upper bound when even it is not, else nil.
    func decided(largeFrom large: Double) -> Double? {
        if low >= large { return low }
        if high < large { return high }
        return nil
    }

    var description: String { "\(low.twoDecimals)–\(high.twoDecimals) pt" }

    /// Heights of the runs of ink rows, with gaps shorter than 15% of the
    /// tallest run closed (the dot of an i, an accent) but line gaps kept.
    static func lineRuns(_ rows: [Bool]) -> [Int] {
        var raw: [(start: Int, end: Int)] = []
        var start: Int?
        for (index, ink) in rows.enumerated() {
            if ink, start == nil { start = index }
            if !ink, let open = start { raw.append((open, index)); start = nil }
        }
        if let open = start { raw.append((open, rows.count)) }
        let tallest = raw.map { $0.end - $0.start }.max() ?? 0
        var merged: [(start: Int, end: Int)] = []
        for run in raw {
            if let last = merged.last, Double(run.start - last.end) < 0.15 * Double(tallest) {
                merged[merged.count - 1].end = run.end
            } else {
                merged.append(run)
            }
        }
        return merged.map { $0.end - $0.start }
    }

    /// The shortest and longest share of an em the ink of one line can span,
    /// given the characters of the text.
    static func extent(of text: String, lines: Int) -> (shortest: Double, longest: Double) {
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0" ... "9").contains($0) }
        guard !letters.isEmpty, letters.allSatisfy(\.isASCII) else { return (0.52, 0.95) }
        let tall = letters.contains { ("A" ... "Z").contains($0) || ("0" ... "9").contains($0) || "bdfhklt".unicodeScalars.contains($0) }
        let deep = letters.contains { "gjpqy".unicodeScalars.contains($0) }
        let top = tall ? 0.72 : 0.52
        let bottom = deep ? 0.21 : 0
        // Over several lines the tallest line need not hold the descenders.
        return lines > 1 ? (top, top + bottom) : (top + bottom, top + bottom)
    }
}
