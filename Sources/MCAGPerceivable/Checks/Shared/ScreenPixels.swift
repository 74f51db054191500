import MCAGCore

/// A screen's screenshot prepared for the contrast checks: whether it can be
/// trusted at all and the scale to points, decided once per screen and
/// shared by the five contrast checks (``of(_:)``).
struct ScreenPixels: Sendable {
    let shot: Screenshot
    /// Why no element of this capture can be measured, or nil.
    let screenDoubt: String?
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
        if let screenDoubt { return .failure(PixelDoubt(screenDoubt)) }
        guard let frame else { return .failure(PixelDoubt("the element has no frame to find it on the screenshot")) }
        guard let rect = shot.pixelRect(of: frame) else {
            return .failure(PixelDoubt("the element's frame \(frame) lies (partly) outside the screenshot, so what the user sees of it is not captured"))
        }
        return reading(rect, in: screen).contrast.mapError { PixelDoubt($0.reason) }
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

/// Why pixels gave no measurement, in words.
struct PixelDoubt: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// A contrast ratio with the colours behind it and where it came from.
struct ContrastReading {
    var ratio: Double
    /// `#RRGGBB on #RRGGBB`.
    var pair: String
    /// Appended to the pair: empty for declared colours, ", from the screenshot, confidence …".
    var source: String
    /// Appended to the message: what was assumed or estimated.
    var note: String = ""
}
