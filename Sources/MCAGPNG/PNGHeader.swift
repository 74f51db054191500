/// The IHDR chunk: dimensions and sample format (PNG specification §11.2.2).
struct PNGHeader {
    enum ColourType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the specification allows for this colour type (table 11.1).
        var allowedBitDepths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    let width: Int
    let height: Int
    let bitDepth: Int
    let colourType: ColourType
    let interlaced: Bool

    var bitsPerPixel: Int { bitDepth * colourType.channels }
    /// The distance in bytes between a byte and the one the filters treat as its left neighbour.
    var filterDistance: Int { max(1, bitsPerPixel / 8) }

    /// Reads and validates the 13 bytes of IHDR's data; `offset` is the chunk's.
    init(_ data: UnsafeBufferPointer<UInt8>, offset: Int) throws(PNGError) {
        func fail(_ detail: String) -> PNGError { PNGError(.malformed(chunk: "IHDR", detail: detail), offset: offset) }
        guard data.count == 13 else { throw fail("its data is \(data.count) bytes, not 13") }
        // Compared as UInt32 first: on a 32-bit platform Int(0xFFFF_FFFF) would trap.
        let rawWidth = PNGBytes.uint32(data, at: 0), rawHeight = PNGBytes.uint32(data, at: 4)
        guard (1...0x7FFF_FFFF).contains(rawWidth), (1...0x7FFF_FFFF).contains(rawHeight) else {
            throw fail("width \(rawWidth) and height \(rawHeight) must be 1 to 2³¹ − 1")
        }
        width = Int(rawWidth)
        height = Int(rawHeight)
        bitDepth = Int(data[8])
        guard let colourType = ColourType(rawValue: data[9]) else { throw fail("colour type \(data[9]) does not exist") }
        self.colourType = colourType
        guard colourType.allowedBitDepths.contains(bitDepth) else {
            throw fail("bit depth \(bitDepth) is not allowed for colour type \(colourType.rawValue)")
        }
        guard data[10] == 0 else { throw fail("compression method \(data[10]); only 0 exists") }
        guard data[11] == 0 else { throw fail("filter method \(data[11]); only 0 exists") }
        guard data[12] <= 1 else { throw fail("interlace method \(data[12]); only 0 and 1 exist") }
        interlaced = data[12] == 1
    }

    /// Bytes of samples in a row `pixels` wide, without the filter byte;
    /// nil when it overflows.
    func rowBytes(pixels: Int) -> Int? {
        let (bits, overflow) = pixels.multipliedReportingOverflow(by: bitsPerPixel)
        return overflow ? nil : (bits - 1) / 8 + 1
    }
}

/// Big-endian reads from a bounds-checked buffer.
enum PNGBytes {
    static func uint32(_ data: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        UInt32(data[index]) << 24 | UInt32(data[index + 1]) << 16 | UInt32(data[index + 2]) << 8 | UInt32(data[index + 3])
    }

    static func uint16(_ data: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16 {
        UInt16(data[index]) << 8 | UInt16(data[index + 1])
    }
}
