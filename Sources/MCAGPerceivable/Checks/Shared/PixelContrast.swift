import MCAGCore

/// The contrast of what is drawn inside a rectangle of a screenshot: the
/// background is the dominant colour, the foreground the colour that
/// contrasts most with it among those common enough to be a stroke rather
/// than noise, and every other pixel is explained as a mix of the two (an
/// anti-aliased edge) or counted against the confidence.
///
/// Why not the way ATF does it: ATF's `ContrastSwatch` takes the most
/// frequent colour on the other side of the luminance split as the
/// foreground, which on thin anti-aliased text can be an edge blend and
/// understates the contrast. axe-android scores confidence by how many
/// colours remain; here the unexplained share of pixels plays that part.
struct PixelContrast: Sendable {
    /// How far the measurement can be trusted.
    enum Confidence: String, Sendable {
        /// Two colours and their blends account for nearly every pixel.
        case high
        /// A few other pixels (an icon, a cursor, shading): still decided.
        case medium
        /// Image, gradient, too few pixels or only edge pixels: needs review.
        case low
    }

    var foreground: RGB
    var background: RGB
    var ratio: Double
    var confidence: Confidence
    /// Why the confidence is not high.
    var doubts: [Doubt]
    /// For each row of the rectangle, whether it holds foreground ink (a
    /// pixel nearer the foreground than the background).
    var inkRows: [Bool]

    /// Fewer sampled pixels than this cannot separate two colours.
    static let minimumPixels = 64
    /// A pixel further than this (0…441 in RGB) from the background–
    /// foreground line is not a blend of the two.
    static let blendOffset = 24.0

    var pair: ColourPair { ColourPair(foreground.color, on: background.color) }

    /// Why a measurement's confidence is not high; `reason` says it in words.
    enum Doubt: Sendable, Hashable {
        /// The background colour covers only `share` of the pixels; `low` when under 40%.
        case scarceBackground(share: Double, low: Bool)
        /// Other colours than the two and their blends cover `share`; `low` when over 12%.
        case otherColours(share: Double, low: Bool)
        case edgesOnly
        /// A text's ink reaches the top or bottom row of its frame.
        case inkAtFrameEdge

        var reason: String {
            switch self {
            case .scarceBackground(let share, true):
                return "the background colour covers only \(Self.percent(share)) (an image or a gradient behind it)"
            case .scarceBackground(let share, false): return "the background colour covers only \(Self.percent(share))"
            case .otherColours(let share, true):
                return "other colours than the two and their blends cover \(Self.percent(share)) (an image, an icon or a gradient)"
            case .otherColours(let share, false):
                return "\(Self.percent(share)) of the pixels are neither colour nor a blend of them"
            case .edgesOnly: return "the foreground colour appears only at anti-aliased edges (strokes too thin to measure)"
            case .inkAtFrameEdge:
                return "ink touches the top or bottom of the frame: clipped text, or pixels that are not this text's (a border, an overlay, a closed drawer)"
            }
        }

        /// The reasons, joined with semicolons.
        static func joined(_ doubts: [Doubt]) -> String { doubts.map(\.reason).joined(separator: "; ") }

        private static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
    }

    /// Measures the rectangle, or says why there is nothing to measure.
    static func measure(_ shot: Screenshot, _ rect: PixelRect) -> Result<PixelContrast, Unmeasurable> {
        measure(shot, RegionColours(shot, rect))
    }

    /// Measures a rectangle whose colours are already counted.
    static func measure(_ shot: Screenshot, _ region: RegionColours) -> Result<PixelContrast, Unmeasurable> {
        let rect = region.rect
        guard region.total >= minimumPixels else { return .failure(.tooFewPixels(region.total)) }
        guard let mode = region.mode else { return .failure(.tooFewPixels(0)) }
        let background = RGB(mode)
        let backgroundCount = region.count(near: mode)
        guard let foreground = strongestStroke(region, background: background, backgroundCount: backgroundCount) else {
            return .failure(.oneColour(background.color))
        }
        var result = PixelContrast(
            foreground: foreground, background: background,
            ratio: Color.contrastRatio(foreground.color, background.color),
            confidence: .high, doubts: [], inkRows: [])
        result.judge(region, backgroundCount: backgroundCount)
        result.inkRows = inkRows(shot, rect, step: region.step, foreground: foreground, background: background)
        return .success(result)
    }

    /// The colour with the highest contrast against the background among the
    /// colours that cover at least 1/40 of the non-background pixels.
    private static func strongestStroke(_ region: RegionColours, background: RGB, backgroundCount: Int) -> RGB? {
        let others = region.total - backgroundCount
        let needed = max(3, others / 40)
        var best: (colour: RGB, ratio: Double)?
        let backgroundColour = background.color
        for (key, count) in region.counts where count >= needed {
            let colour = RGB(key)
            guard colour.distance(to: background) > RGB.sameColourTolerance else { continue }
            let ratio = Color.contrastRatio(colour.color, backgroundColour)
            if best.map({ ratio > $0.ratio }) ?? true { best = (colour, ratio) }
        }
        return best?.colour
    }

    /// Sets the confidence from how well two colours explain the pixels.
    private mutating func judge(_ region: RegionColours, backgroundCount: Int) {
        var (strokeCount, unexplained) = (0, 0)
        for (key, count) in region.counts {
            let colour = RGB(key)
            if colour.distance(to: background) <= RGB.sameColourTolerance { continue }
            if colour.distance(to: foreground) <= RGB.sameColourTolerance {
                strokeCount += count
            } else if colour.projection(from: background, to: foreground).offset > Self.blendOffset {
                unexplained += count
            }
        }
        let total = Double(region.total)
        let backgroundShare = Double(backgroundCount) / total, otherShare = Double(unexplained) / total
        let strokeShare = Double(strokeCount) / Double(max(region.total - backgroundCount, 1))
        if backgroundShare < 0.4 {
            doubt(.low, .scarceBackground(share: backgroundShare, low: true))
        } else if backgroundShare < 0.55 {
            doubt(.medium, .scarceBackground(share: backgroundShare, low: false))
        }
        if otherShare > 0.12 {
            doubt(.low, .otherColours(share: otherShare, low: true))
        } else if otherShare > 0.03 {
            doubt(.medium, .otherColours(share: otherShare, low: false))
        }
        if strokeShare < 0.1 {
            doubt(.low, .edgesOnly)
        }
    }

    private mutating func doubt(_ level: Confidence, _ reason: Doubt) {
        if level == .low { confidence = .low } else if confidence == .high { confidence = .medium }
        doubts.append(reason)
    }

    /// Rows of the rectangle with a pixel nearer the foreground than the background.
    private static func inkRows(_ shot: Screenshot, _ rect: PixelRect, step: Int, foreground: RGB, background: RGB) -> [Bool] {
        let side = InkSide(foreground: foreground, background: background)
        var rows = Array(repeating: false, count: rect.height)
        shot.rgba.withUnsafeBytes { pixels in
            for y in rect.y0 ..< rect.y1 {
                var x = rect.x0
                while x < rect.x1 {
                    if side.isInk(RegionColours.word(pixels, y * shot.width + x)) {
                        rows[y - rect.y0] = true
                        break
                    }
                    x += step
                }
            }
        }
        return rows
    }
}

/// Whether a pixel lies at least halfway from the background to the
/// foreground on the line between them: ``RGB/projection(from:to:)``'s
/// position ≥ 0.5, in integers. With d = foreground − background and
/// p = pixel − background, the position is (p·d) ÷ (d·d) clamped to 0…1,
/// so it reaches 0.5 exactly when 2 (p·d) ≥ d·d (and d is not zero).
struct InkSide {
    let background: RGB
    let dr: Int, dg: Int, db: Int
    let length: Int

    init(foreground: RGB, background: RGB) {
        self.background = background
        (dr, dg, db) = (foreground.r - background.r, foreground.g - background.g, foreground.b - background.b)
        length = dr * dr + dg * dg + db * db
    }

    /// `word` as ``RegionColours/word(_:_:)`` reads it.
    @inline(__always)
    func isInk(_ word: UInt32) -> Bool {
        let r = Int(word & 0xFF) - background.r, g = Int(word >> 8 & 0xFF) - background.g
        let b = Int(word >> 16 & 0xFF) - background.b
        return length > 0 && 2 * (r * dr + g * dg + b * db) >= length
    }
}

/// Why a region of a screenshot gave no contrast measurement.
enum Unmeasurable: Error, Hashable, Sendable {
    case tooFewPixels(Int)
    case oneColour(Color)

    var reason: String {
        switch self {
        case .tooFewPixels(let count): "the element covers \(count) pixels of the screenshot, too few to separate two colours"
        case .oneColour(let colour): "the element's pixels are one colour (\(colour.hex)): nothing drawn stands apart from the background, or the element is not where the dump says"
        }
    }
}
