/// A decoded PNG: 8-bit RGBA samples, row-major, top row first.
///
/// Every PNG colour type and bit depth decodes to this one form, so code that
/// reads pixels (contrast measurement, overlays) handles one layout. Alpha is
/// straight, not premultiplied: `rgba` holds the colour samples as the file
/// stores them, whatever their transparency.
package struct PNGImage: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// RGBA, 8 bits per channel, row-major, premultiplied NOT applied:
    /// `width * height * 4` bytes, the pixel at (x, y) starting at `(y * width + x) * 4`.
    package let rgba: [UInt8]

    /// An image from samples already in this layout, or nil when `rgba` does
    /// not hold exactly `width * height * 4` bytes (or a dimension is negative).
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflowA) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflowB) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB, bytes == rgba.count else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (origin top left).
    ///
    /// - Precondition: `0 <= x < width` and `0 <= y < height`; a coordinate
    ///   outside the image is a programming error, not a property of the file.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let start = (y * width + x) * 4
        return (rgba[start], rgba[start + 1], rgba[start + 2], rgba[start + 3])
    }
}
