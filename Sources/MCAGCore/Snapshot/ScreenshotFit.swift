extension Screenshot {
    /// How far a screenshot's height may exceed the viewport's scaled height:
    /// Android dumps often give the app window (2254 px) while `screencap`
    /// includes the navigation bar (2400 px). A quarter more is beyond any
    /// system bar and means the capture is of something else.
    static let systemBarAllowance = 1.25

    /// The scale that maps a screen's layout units onto an image of
    /// `width` × `height` pixels, or an error saying why the image does not
    /// fit the dump.
    ///
    /// Android pixel bounds need the image to be as wide as the viewport;
    /// points and dp take the scale width ÷ viewport width. Either way the
    /// viewport's scaled height must fit inside the image, with room for
    /// system bars at most: a rotated or foreign capture is refused, never
    /// read at the wrong place.
    package static func scale(
        imageWidth width: Int, imageHeight height: Int, viewport: Size?, unit: LengthUnit, source: String
    ) throws(ScreenshotError) -> Double {
        guard let viewport, viewport.width.isFinite, viewport.height.isFinite,
              viewport.width > 0, viewport.height > 0 else {
            throw ScreenshotError("\(source): the dump states no screen size, so its coordinates cannot be placed on the screenshot")
        }
        let size = "the screenshot is \(width) × \(height) px but the dump's screen is \(viewport.width.twoDecimals) × \(viewport.height.twoDecimals) \(unit.rawValue)"
        let scale = unit == .pixels ? 1 : Double(width) / viewport.width
        if unit == .pixels, abs(viewport.width - Double(width)) > 1 {
            throw ScreenshotError("\(source): \(size); Android bounds are pixels, so the widths must match (a rotated or resized capture?)")
        }
        let scaledHeight = viewport.height * scale
        guard scaledHeight <= Double(height) + 1, scaledHeight * systemBarAllowance >= Double(height) else {
            throw ScreenshotError("\(source): \(size); the shapes differ (\((scaledHeight).twoDecimals) px tall at \(scale.twoDecimals) px per \(unit.rawValue)): a rotated capture or one of another screen?")
        }
        return scale
    }
}
