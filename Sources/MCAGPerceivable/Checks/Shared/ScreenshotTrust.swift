import MCAGCore

/// Whether a screenshot shows the screen at all. Google's Accessibility
/// Test Framework does not run its contrast checks on a capture that is
/// entirely black (a window flagged secure is captured black) or one single
/// colour (`TextContrastCheck`, "screenshot censored" and "uniform" results);
/// this does the same and says which.
enum ScreenshotTrust {
    /// Why a capture cannot be trusted.
    enum Doubt: Sendable, Hashable {
        case black
        case oneColour(Color)

        var reason: String {
            switch self {
            case .black:
                return "the screenshot is entirely black: a secure window (FLAG_SECURE, a password or payment screen) or a failed capture shows no pixels"
            case .oneColour(let colour):
                let hex: String = colour.hex
                return "the screenshot is one colour (\(hex)) throughout: it was taken before the screen was drawn or of something else"
            }
        }
    }

    /// Why the capture cannot be trusted, or nil when it can. Stops at the
    /// first pixel that differs, so a real screen costs a few rows.
    static func doubt(_ shot: Screenshot) -> Doubt? {
        let first = RGB(RegionColours.packed(shot, x: 0, y: 0))
        let differs = shot.rgba.withUnsafeBytes { pixels in
            var offset = 0
            while offset + 3 < pixels.count {
                if abs(Int(pixels[offset]) - first.r) > 2 || abs(Int(pixels[offset + 1]) - first.g) > 2
                    || abs(Int(pixels[offset + 2]) - first.b) > 2 { return true }
                offset += 4
            }
            return false
        }
        if differs { return nil }
        if max(first.r, first.g, first.b) <= 2 { return .black }
        return .oneColour(first.color)
    }
}

extension Screenshot {
    /// Pixels per typographic point (iOS pt, Android dp or sp) on `screen`:
    /// the scale for points and dp; for Android pixel bounds, dpi ÷ 160, which
    /// needs the screen's density.
    func pixelsPerPoint(on screen: Screen) -> Double? {
        switch screen.unit {
        case .points, .dp: return pixelsPerUnit
        case .pixels: return screen.density.map { $0.unitsPerMillimetre * 25.4 / 160 }
        }
    }
}
