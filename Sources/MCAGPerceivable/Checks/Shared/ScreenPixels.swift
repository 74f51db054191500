import MCAGCore

/// A screen's screenshot prepared for the contrast checks: whether it can be
/// trusted at all and the scale to points, decided once per screen and
/// shared by the five contrast checks (``of(_:)``).
struct ScreenPixels: Sendable {
    let shot: Screenshot
    /// Why no element of this capture can be measured, or nil.
    let screenDoubt: ScreenshotTrust.Doubt?
    /// Pixels per typographic point, when the density tells.
    let pixelsPerPoint: Double?

    init(_ shot: Screenshot, screen: Screen) {
        self.shot = shot
        screenDoubt = ScreenshotTrust.doubt(shot)
        pixelsPerPoint = shot.pixelsPerPoint(on: screen)
    }

    /// The screen's pixels, prepared once and shared by every check of the
    /// screen; nil when it has no screenshot.
    static func of(_ screen: ScreenContext) -> ScreenPixels? {
        guard let shot = screen.screen.screenshot else { return nil }
        return screen.shared(pixelsFact) { ScreenPixels(shot, screen: screen.screen) }
    }

    private static let pixelsFact = SharedFact<ScreenPixels>("screenshot pixels")
    private static let regionFact = SharedFact<RegionReading>("a screenshot region's reading")

    /// The contrast inside `frame`, or why it cannot be measured.
    func measure(_ frame: Rect?, in screen: ScreenContext) -> Result<PixelContrast, PixelDoubt> {
        if let screenDoubt { return .failure(.screen(screenDoubt)) }
        guard let frame else { return .failure(.noFrame) }
        guard let rect = shot.pixelRect(of: frame) else { return .failure(.frameOutside(frame)) }
        return reading(rect, in: screen).contrast.mapError { .unmeasurable($0) }
    }

    /// What the pixels of `rect` say, read once per screen: a text and a
    /// control over the same frame, the three text tests and the fill of a
    /// control all share one pass over its pixels.
    func reading(_ rect: PixelRect, in screen: ScreenContext) -> RegionReading {
        screen.shared(Self.regionFact, for: rect) { RegionReading(shot, rect) }
    }

    /// A ring of pixels just outside `frame`: what surrounds the element.
    /// Two points wide (or two pixels when the scale is unknown); nil when the
    /// ring would leave the capture.
    func surroundings(of frame: Rect) -> [PixelRect]? {
        guard let inner = shot.pixelRect(of: frame) else { return nil }
        let width = max(2, Int(((pixelsPerPoint ?? 1) * 2).rounded()))
        let outer = PixelRect(x0: inner.x0 - width, y0: inner.y0 - width, x1: inner.x1 + width, y1: inner.y1 + width)
        guard outer.x0 >= 0, outer.y0 >= 0, outer.x1 <= shot.width, outer.y1 <= shot.height else { return nil }
        return [
            PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: inner.y0),
            PixelRect(x0: outer.x0, y0: inner.y1, x1: outer.x1, y1: outer.y1),
            PixelRect(x0: outer.x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
            PixelRect(x0: inner.x1, y0: inner.y0, x1: outer.x1, y1: inner.y1),
        ]
    }
}

/// A rectangle's dominant colour and the contrast measured inside it.
struct RegionReading: Sendable {
    /// The most frequent colour (0xRRGGBB), nil for an empty rectangle.
    let mode: UInt32?
    let contrast: Result<PixelContrast, Unmeasurable>

    init(_ shot: Screenshot, _ rect: PixelRect) {
        let region = RegionColours(shot, rect)
        mode = region.mode
        contrast = PixelContrast.measure(shot, region)
    }
}

/// Why pixels gave no measurement; `reason` says it in words.
enum PixelDoubt: Error, Sendable, Hashable {
    /// No element of the capture can be measured.
    case screen(ScreenshotTrust.Doubt)
    case noFrame
    case frameOutside(Rect)
    case unmeasurable(Unmeasurable)
    /// The ring around the element leaves the capture.
    case surroundingsOffScreenshot
    case fewPixelsAround
    case mixedSurroundings

    var reason: String {
        switch self {
        case .screen(let doubt): return doubt.reason
        case .noFrame: return "the element has no frame to find it on the screenshot"
        case .frameOutside(let frame):
            let shown: String = frame.description
            return "the element's frame \(shown) lies (partly) outside the screenshot, so what the user sees of it is not captured"
        case .unmeasurable(let unmeasurable): return unmeasurable.reason
        case .surroundingsOffScreenshot: return "what surrounds the element is not on the screenshot"
        case .fewPixelsAround: return "too few pixels around the element"
        case .mixedSurroundings: return "the surroundings are not one colour (an image, a gradient or neighbours)"
        }
    }
}

/// Two colours told apart by their contrast, as a report names them:
/// "#777777 on #FFFFFF", or "fill #34C759 against #FFFFFF".
struct ColourPair: Sendable, Hashable, CustomStringConvertible {
    let first: Color
    let second: Color
    /// A fill against its surroundings, rather than content on what lies behind it.
    let isFill: Bool

    init(_ first: Color, on second: Color) { (self.first, self.second, isFill) = (first, second, false) }
    init(fill: Color, against around: Color) { (first, second, isFill) = (fill, around, true) }

    var description: String {
        let (a, b): (String, String) = (first.hex, second.hex)
        return isFill ? "fill \(a) against \(b)" : "\(a) on \(b)"
    }
}

/// A contrast ratio with the colours behind it and where it came from.
struct ContrastReading: Sendable, Hashable {
    /// Where a ratio was read.
    enum Source: Sendable, Hashable {
        /// Declared colours, or a fill against its surroundings: nothing is appended to the pair.
        case declared
        /// A part of a control or graphic read from the screenshot: ", content, confidence high".
        case region(Region, PixelContrast.Confidence)
        /// A text read from the screenshot: ", from the screenshot, confidence medium (why)".
        case screenshot(PixelContrast.Confidence, doubts: [PixelContrast.Doubt])
    }

    /// The part of an element a screenshot reading covers.
    enum Region: String, Sendable, Hashable {
        case content, middle
    }

    /// What was assumed or estimated about a text read from the screenshot.
    struct Note: Sendable, Hashable {
        /// The size its glyphs suggest, when the dump does not give one.
        var glyphs: GlyphSize?
        /// The lowest threshold of any text, when the ratio is below it and the size or weight is unknown.
        var failsBelow: Double?

        /// Appended to the message: "; glyphs suggest 12.00–15.00 pt".
        var text: String {
            var text: String = ""
            if let glyphs { text += "; glyphs suggest \(glyphs.description)" }
            if let failsBelow {
                let lowest: String = ThresholdProfile.summaryNumber(failsBelow)
                text += "; below \(lowest):1 it fails at any size and weight"
            }
            return text
        }
    }

    var ratio: Double
    var pair: ColourPair
    var source: Source = .declared
    var note = Note()

    /// The ratio of two declared colours.
    init(_ pair: ColourPair) {
        self.pair = pair
        ratio = Color.contrastRatio(pair.first, pair.second)
    }

    init(ratio: Double, pair: ColourPair, source: Source, note: Note = Note()) {
        (self.ratio, self.pair, self.source, self.note) = (ratio, pair, source, note)
    }

    /// Appended to the pair: empty for declared colours, ", from the screenshot, confidence …".
    var sourceText: String {
        switch source {
        case .declared: return ""
        case .region(let region, let confidence): return ", \(region.rawValue), confidence \(confidence.rawValue)"
        case .screenshot(let confidence, let doubts):
            let why: String = doubts.isEmpty ? "" : " (\(PixelContrast.Doubt.joined(doubts)))"
            return ", from the screenshot, confidence \(confidence.rawValue)\(why)"
        }
    }

    /// "4.60:1".
    var ratioText: String { "\(ratio.twoDecimals):1" }
}
