/// The pixels of a screen as captured, with the scale that maps the dump's
/// layout units onto them.
///
/// A screenshot is never written into a JSON snapshot as pixels: the JSON
/// form names a PNG file beside it (see Documentation/SnapshotFormat.md), and
/// importers decode that file. Contrast checks read the pixels when a dump
/// declares no colours (Documentation/Screenshots.md).
///
/// Coordinates: pixel (x, y) of a point in the dump is its position in layout
/// units × ``pixelsPerUnit``. Android uiautomator bounds are pixels already
/// (1); iOS points and Android dp are scaled by the screenshot's width ÷ the
/// viewport's width.
public struct Screenshot: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// RGBA8 pixels, row-major from the top-left, straight (not premultiplied) alpha.
    package let rgba: [UInt8]
    /// Pixels per layout unit of the screen the screenshot belongs to.
    public let pixelsPerUnit: Double
    /// The encoded image as read (a PNG file's bytes), kept so that reports can
    /// embed the capture without encoding it again; nil when built from pixels.
    package let encoded: [UInt8]?
    /// Where the image came from (a file path), for messages.
    package let source: String?

    /// A screenshot of `width` × `height` RGBA8 pixels at a known scale.
    ///
    /// - Throws: ``ScreenshotError`` when the byte count does not match the
    ///   dimensions or the scale is not a positive finite number.
    package init(
        width: Int, height: Int, rgba: [UInt8], pixelsPerUnit: Double, encoded: [UInt8]? = nil, source: String? = nil
    ) throws(ScreenshotError) {
        let place = source ?? "screenshot"
        guard width > 0, height > 0 else {
            throw ScreenshotError("\(place): an image of \(width) × \(height) pixels has no pixels")
        }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow4) = area.multipliedReportingOverflow(by: 4)
        guard !overflow, !overflow4, bytes == rgba.count else {
            throw ScreenshotError("\(place): \(rgba.count) bytes do not hold \(width) × \(height) RGBA pixels")
        }
        guard pixelsPerUnit.isFinite, pixelsPerUnit > 0 else {
            throw ScreenshotError("\(place): \(pixelsPerUnit) pixels per layout unit is not a positive scale")
        }
        self.width = width
        self.height = height
        self.rgba = rgba
        self.pixelsPerUnit = pixelsPerUnit
        self.encoded = encoded
        self.source = source
    }

    /// The pixel at column `x`, row `y` (both inside the image).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }

    /// The pixel rectangle covering `frame` (layout units), rounded outwards;
    /// nil when any part of the frame lies outside the image, beyond a one-pixel
    /// tolerance for rounding.
    package func pixelRect(of frame: Rect) -> PixelRect? {
        let scale = pixelsPerUnit
        let values = [frame.minX * scale, frame.minY * scale, frame.maxX * scale, frame.maxY * scale]
        guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        let (left, top) = (values[0].rounded(.down), values[1].rounded(.down))
        let (right, bottom) = (values[2].rounded(.up), values[3].rounded(.up))
        guard left >= -1, top >= -1, right <= Double(width) + 1, bottom <= Double(height) + 1 else { return nil }
        let rect = PixelRect(x0: max(Int(left), 0), y0: max(Int(top), 0),
                             x1: min(Int(right), width), y1: min(Int(bottom), height))
        return rect.isEmpty ? nil : rect
    }
}

/// A rectangle of whole pixels: columns `x0 ..< x1`, rows `y0 ..< y1`.
package struct PixelRect: Sendable, Hashable {
    /// The first column, first row, and the column and row just past the rectangle.
    package var x0: Int, y0: Int, x1: Int, y1: Int

    /// Creates the rectangle of columns `x0 ..< x1` and rows `y0 ..< y1`.
    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    /// The number of columns, zero when `x1` is not right of `x0`.
    package var width: Int { max(x1 - x0, 0) }
    /// The number of rows, zero when `y1` is not below `y0`.
    package var height: Int { max(y1 - y0, 0) }
    /// True when the rectangle holds no pixel.
    package var isEmpty: Bool { width == 0 || height == 0 }
    /// The number of pixels inside, zero when empty.
    package var area: Int { width * height }
}

/// Why a screenshot cannot be used with a screen, naming the file.
package struct ScreenshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the screenshot file.
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
