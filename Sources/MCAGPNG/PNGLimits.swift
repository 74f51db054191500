/// Bounds a decode stays within, checked against the header before any
/// buffer the size of the image is allocated.
///
/// A PNG's header may claim any size up to 2³¹ − 1 pixels a side and its
/// compressed data may inflate a thousandfold, so an untrusted file is only
/// decoded when its claimed dimensions and its decompressed size fit here.
/// The defaults admit every phone and tablet screenshot (a 1440 × 3120 RGBA
/// capture is 4.5 million pixels and 18 MB of image data).
package struct PNGLimits: Sendable {
    /// The widest image accepted, in pixels.
    package var maxWidth: Int = 16_384
    /// The tallest image accepted, in pixels.
    package var maxHeight: Int = 16_384
    /// The most pixels accepted (width × height).
    package var maxPixels: Int = 40_000_000
    /// The most bytes the zlib stream may inflate to: the filtered scanlines
    /// (one filter byte per row plus the samples), which the header fixes
    /// exactly. A stream that inflates past the size the header implies is
    /// refused as a zip bomb whatever this limit.
    package var maxInflatedBytes: Int = 200_000_000

    /// Limits with the defaults for anything not given.
    package init(
        maxWidth: Int = 16_384, maxHeight: Int = 16_384, maxPixels: Int = 40_000_000,
        maxInflatedBytes: Int = 200_000_000
    ) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxInflatedBytes = maxInflatedBytes
    }

    /// 16,384 pixels a side, 40 million pixels, 200 MB of inflated data.
    package static let `default` = PNGLimits()
}
