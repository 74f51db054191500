/// Decodes PNG files to 8-bit RGBA, with no dependency beyond the standard library.
///
/// Reads every colour type (grey, RGB, palette with tRNS, grey+alpha, RGBA)
/// at every bit depth the specification allows (1, 2, 4, 8, 16), all five
/// filters, and Adam7 interlacing; checks every chunk's CRC and the zlib
/// stream's Adler-32. The input is treated as hostile: the header's
/// dimensions are checked against ``PNGLimits`` before anything the size of
/// the image is allocated, the inflated data can never exceed the size the
/// header implies, and every malformed file ends in a ``PNGError`` naming the
/// chunk and byte offset.
///
/// Colour management is not applied: gAMA, cHRM, sRGB and iCCP are ignored
/// and samples are returned as stored, which for phone screenshots (sRGB) is
/// what was on screen. Ancillary chunks are skipped; an unknown critical
/// chunk is refused. Animated PNGs decode to their default image.
package enum PNGDecoder {
    /// Decodes a whole PNG file.
    package static func decode(_ data: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> PNGImage {
        let result: Result<PNGImage, PNGError> = data.withUnsafeBufferPointer { bytes in
            do throws(PNGError) {
                return .success(try decode(bytes, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, limits: PNGLimits) throws(PNGError) -> PNGImage {
        var reader = try PNGChunkReader(bytes)
        let chunks = try PNGChunkLayout(&reader)
        let header = chunks.header
        let size = try PNGImageSize(header, limits: limits, offset: chunks.headerOffset)
        let pixels = try PNGPixels(header: header, chunks: chunks, reader: reader)
        var inflated = try inflate(chunks.imageData(reader), count: size.inflatedBytes, segments: chunks.imageSegments)
        let rgba: [UInt8]
        if header.colourType == .rgba, header.bitDepth == 8, !header.interlaced {
            // Screenshots: the unfiltered rows, packed, are the image itself.
            try inflated.withMutableBytes { (scanlines) throws(PNGError) in
                try PNGFilters.unfilterPacked(scanlines, rows: header.height, rowBytes: header.width * 4, distance: 4)
            }
            inflated.removeLast(inflated.count - size.rgbaBytes)
            rgba = inflated
        } else {
            var expanded = [UInt8](repeating: 0, count: size.rgbaBytes)
            try inflated.withMutableBytes { (scanlines) throws(PNGError) in
                try expanded.withMutableBytes { (output) throws(PNGError) in
                    try PNGScanlines(header: header, pixels: pixels).decode(scanlines, into: output)
                }
            }
            rgba = expanded
        }
        guard let image = PNGImage(width: header.width, height: header.height, rgba: rgba) else {
            throw PNGError(.unsupported("an image of \(header.width)×\(header.height) pixels"), offset: nil)
        }
        return image
    }

    /// The inflated image data, exactly `count` bytes. The buffer is not
    /// zero-filled first: the inflater refuses a stream that leaves any byte
    /// of it unwritten, so no byte is ever read before it is written.
    private static func inflate(
        _ stream: [UInt8], count: Int, segments: [PNGChunkLayout.Segment]
    ) throws(PNGError) -> [UInt8] {
        var failure: PNGError?
        let inflated = [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            do throws(PNGError) {
                try inflate(stream, into: UnsafeMutableBufferPointer(rebasing: output[0..<count]), segments: segments)
                initialized = count
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return inflated
    }

    private static func inflate(
        _ stream: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>, segments: [PNGChunkLayout.Segment]
    ) throws(PNGError) {
        let (failure, written, streamOffset) = stream.withUnsafeBufferPointer { input in
            var inflater = Inflater(input: input, output: output)
            do throws(InflateFailure) {
                try inflater.inflateZlib()
                return (InflateFailure?.none, inflater.written, inflater.inputOffset)
            } catch {
                return (error, inflater.written, inflater.inputOffset)
            }
        }
        let offset = PNGChunkLayout.fileOffset(streamOffset, segments: segments)
        switch failure {
        case let .malformed(detail): throw PNGError(.inflate(detail), offset: offset)
        case .tooMuchOutput: throw PNGError(.zipBomb(expected: output.count), offset: offset)
        case .truncated, nil:
            if written < output.count {
                throw PNGError(.imageDataTooShort(expected: output.count, actual: written), offset: offset)
            }
            if failure != nil {
                throw PNGError(.inflate("the zlib stream ends before its Adler-32 checksum"), offset: offset)
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// `withUnsafeMutableBufferPointer` for a body that throws `PNGError`,
    /// passed through `Result` so that the error keeps its type on every
    /// Swift 6 standard library (not all declare the method with typed throws).
    mutating func withMutableBytes<Value>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws(PNGError) -> Value
    ) throws(PNGError) -> Value {
        let result: Result<Value, PNGError> = withUnsafeMutableBufferPointer { buffer in
            do throws(PNGError) {
                return .success(try body(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
