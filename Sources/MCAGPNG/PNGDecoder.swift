// TEMPORARY placeholder of the `png` branch's decoder, with its public API only,
// so that MCAGImport compiles on the `contrast` branch. At merge the real
// MCAGPNG target replaces this folder; nothing here decodes.

/// A decoded image: RGBA8, row-major, straight alpha.
public struct PNGImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
}

/// Limits on untrusted images.
public struct PNGLimits: Sendable {
    public static let `default` = PNGLimits()
}

/// Why an image was not decoded.
public struct PNGError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Placeholder: refuses every image until the real decoder is merged.
public enum PNGDecoder {
    public static func decode(_ data: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> PNGImage {
        throw PNGError(description: "this build has no PNG decoder yet (placeholder MCAGPNG on the contrast branch)")
    }
}
