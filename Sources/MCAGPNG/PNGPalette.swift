extension PNGPixels {
    /// Reads PLTE and tRNS as the colour type requires (§11.2.3, §11.3.2.1).
    /// A PLTE in a true-colour image is only a suggestion and is ignored, as is
    /// a tRNS in an image that already has an alpha channel (libpng ignores
    /// it too, with a warning).
    init(header: PNGHeader, chunks: PNGChunkLayout, reader: PNGChunkReader) throws(PNGError) {
        self.header = header
        var palette = [UInt8](repeating: 0, count: 256 * 4)
        var paletteCount = 0
        if header.colourType == .palette, let chunk = chunks.palette {
            let data = reader.data(of: chunk)
            paletteCount = data.count / 3
            guard data.count % 3 == 0, (1...256).contains(paletteCount), paletteCount <= 1 << header.bitDepth else {
                throw PNGError(
                    .malformed(chunk: "PLTE", detail: "\(data.count) bytes is not 1 to \(min(256, 1 << header.bitDepth)) RGB entries"),
                    offset: chunk.offset)
            }
            for entry in 0..<paletteCount {
                palette[entry * 4] = data[entry * 3]
                palette[entry * 4 + 1] = data[entry * 3 + 1]
                palette[entry * 4 + 2] = data[entry * 3 + 2]
                palette[entry * 4 + 3] = 255
            }
        }
        var key = ColourKey.none
        if let chunk = chunks.transparency {
            key = try Self.transparency(reader.data(of: chunk), chunk: chunk, header: header, palette: &palette, count: paletteCount)
        }
        self.palette = palette
        self.paletteCount = paletteCount
        self.key = key
    }

    private static func transparency(
        _ data: UnsafeBufferPointer<UInt8>, chunk: PNGChunk, header: PNGHeader, palette: inout [UInt8], count: Int
    ) throws(PNGError) -> ColourKey {
        func wrongLength(_ expected: String) -> PNGError {
            PNGError(.malformed(chunk: "tRNS", detail: "\(data.count) bytes where \(expected) belong"), offset: chunk.offset)
        }
        switch header.colourType {
        case .palette:
            guard data.count <= count else { throw wrongLength("at most one per palette entry (\(count))") }
            for (entry, alpha) in data.enumerated() { palette[entry * 4 + 3] = alpha }
            return .none
        case .grey:
            guard data.count == 2 else { throw wrongLength("2") }
            return .grey(PNGBytes.uint16(data, at: 0))
        case .rgb:
            guard data.count == 6 else { throw wrongLength("6") }
            return .rgb(PNGBytes.uint16(data, at: 0), PNGBytes.uint16(data, at: 2), PNGBytes.uint16(data, at: 4))
        case .greyAlpha, .rgba:
            return .none
        }
    }
}
