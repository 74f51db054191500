/// Converts unfiltered scanlines of any colour type and bit depth to 8-bit RGBA.
///
/// 16-bit samples keep their high byte (the nearest 8-bit value rounded
/// down, as libpng's `png_set_strip_16` does); 1-, 2- and 4-bit grey scale up
/// so that full intensity is 255. Transparency from tRNS compares the sample
/// at its full stored depth, before any reduction (§11.3.2.1).
struct PNGPixels {
    enum ColourKey {
        case none
        case grey(UInt16)
        case rgb(UInt16, UInt16, UInt16)
    }

    let header: PNGHeader
    /// 256 RGBA entries; indices at or past `paletteCount` are errors.
    let palette: [UInt8]
    let paletteCount: Int
    let key: ColourKey

    /// Writes `count` pixels of one scanline to `output`, `step` bytes apart.
    func expand(
        _ row: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>, step: Int
    ) throws(PNGError) {
        switch (header.colourType, header.bitDepth) {
        case (.rgba, 8) where step == 4: output.update(from: row, count: count * 4)
        case (.rgba, _), (.greyAlpha, _): alphaTypes(row, count: count, into: output, step: step)
        case (.rgb, _): rgb(row, count: count, into: output, step: step)
        case (.palette, _): try paletted(row, count: count, into: output, step: step)
        case (.grey, 16): grey16(row, count: count, into: output, step: step)
        case (.grey, _): grey(row, count: count, into: output, step: step)
        }
    }

    /// RGBA and grey+alpha, 8 or 16 bits: no tRNS applies.
    private func alphaTypes(_ row: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>, step: Int) {
        let bytes = header.bitDepth / 8
        let channels = header.colourType.channels
        for index in 0..<count {
            let source = row + index * channels * bytes
            let target = output + index * step
            if channels == 4 {
                target[0] = source[0]
                target[1] = source[bytes]
                target[2] = source[2 * bytes]
                target[3] = source[3 * bytes]
            } else {
                target[0] = source[0]
                target[1] = source[0]
                target[2] = source[0]
                target[3] = source[bytes]
            }
        }
    }

    private func rgb(_ row: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>, step: Int) {
        let bytes = header.bitDepth / 8
        for index in 0..<count {
            let source = row + index * 3 * bytes
            let target = output + index * step
            target[0] = source[0]
            target[1] = source[bytes]
            target[2] = source[2 * bytes]
            target[3] = 255
            guard case let .rgb(red, green, blue) = key else { continue }
            if sample(source, bytes: bytes) == red && sample(source + bytes, bytes: bytes) == green
                && sample(source + 2 * bytes, bytes: bytes) == blue {
                target[3] = 0
            }
        }
    }

    private func sample(_ source: UnsafePointer<UInt8>, bytes: Int) -> UInt16 {
        bytes == 1 ? UInt16(source[0]) : UInt16(source[0]) << 8 | UInt16(source[1])
    }

    private func grey16(_ row: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>, step: Int) {
        for index in 0..<count {
            let source = row + index * 2
            let target = output + index * step
            target[0] = source[0]
            target[1] = source[0]
            target[2] = source[0]
            let transparent = if case let .grey(value) = key { sample(source, bytes: 2) == value } else { false }
            target[3] = transparent ? 0 : 255
        }
    }

    /// The grey sample that the `tRNS` chunk makes transparent, or -1 for none.
    private var transparentGrey: Int {
        guard case let .grey(value) = key else { return -1 }
        return Int(value)
    }

    /// Grey at 1, 2, 4 or 8 bits.
    private func grey(_ row: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>, step: Int) {
        let depth = header.bitDepth
        let levels: Int = (1 << depth) - 1
        let scale = UInt8(255 / levels)
        let transparentValue = transparentGrey
        for index in 0..<count {
            let value = Self.packedSample(row, index: index, depth: depth)
            let target = output + index * step
            let grey = value &* scale
            target[0] = grey
            target[1] = grey
            target[2] = grey
            target[3] = Int(value) == transparentValue ? 0 : 255
        }
    }

    private func paletted(
        _ row: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>, step: Int
    ) throws(PNGError) {
        let depth = header.bitDepth
        for index in 0..<count {
            let entry = Int(Self.packedSample(row, index: index, depth: depth))
            guard entry < paletteCount else {
                throw PNGError(.badPaletteIndex(index: entry, paletteSize: paletteCount), offset: nil)
            }
            let target = output + index * step
            target[0] = palette[entry * 4]
            target[1] = palette[entry * 4 + 1]
            target[2] = palette[entry * 4 + 2]
            target[3] = palette[entry * 4 + 3]
        }
    }

    /// The `index`th sample of a row packed at `depth` ≤ 8 bits, most significant bits first.
    @inline(__always)
    private static func packedSample(_ row: UnsafePointer<UInt8>, index: Int, depth: Int) -> UInt8 {
        if depth == 8 { return row[index] }
        let bit = index * depth
        let shift = 8 - depth - bit & 7
        return row[bit >> 3] >> UInt8(shift) & UInt8((1 << depth) - 1)
    }
}
