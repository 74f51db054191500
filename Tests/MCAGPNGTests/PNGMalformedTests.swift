import Foundation
import MCAGPNG
import Testing

/// Hostile and broken files: each ends in a `PNGError` naming the chunk and
/// place, never a trap, a hang or an allocation the size of the claim.
struct PNGMalformedTests {
    func error(_ bytes: [UInt8], limits: PNGLimits = .default) -> PNGError? {
        do {
            _ = try PNGDecoder.decode(bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    /// A valid 2×2 RGBA image, stored without compression.
    let twoByTwo = PNGBuilder.file(width: 2, height: 2, scanlines: [0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10, 11, 12, 13, 14, 15, 16])

    @Test func theHandBuiltImageDecodes() throws {
        let image = try PNGDecoder.decode(twoByTwo)
        #expect(image.rgba == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
        #expect(image.pixel(x: 1, y: 1) == (13, 14, 15, 16))
    }

    @Test func everyTruncationIsAnError() throws {
        for name in ["rgba-16-adam7", "palette-2", "grey-8"] {
            let file = try PNGFixtureTests.bytes(name + ".png")
            for length in 0..<file.count {
                let failure = error(Array(file[0..<length]))
                #expect(failure != nil, "\(name) cut at \(length) bytes decoded")
            }
        }
        #expect(error(Array(twoByTwo.dropLast(12)))?.reason == .missingChunk("IEND"))
        #expect(error(Array(twoByTwo.dropLast(14)))?.reason == .truncated(chunk: "IDAT"))
        #expect(error([])?.reason == .notPNG)
    }

    @Test func aFlippedByteFailsTheCRCOfItsChunk() {
        // Byte 16 is inside IHDR's data (its width); byte 45 inside IDAT's.
        var file = twoByTwo
        file[16] ^= 0x40
        #expect(error(file) == PNGError(.badCRC(chunk: "IHDR"), offset: 8))
        file = twoByTwo
        file[45] ^= 0x01
        #expect(error(file) == PNGError(.badCRC(chunk: "IDAT"), offset: 33))
    }

    @Test func absurdDimensionsAreRefusedBeforeAllocating() {
        let huge = PNGBuilder.file(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, scanlines: [0])
        #expect(error(huge) == PNGError(.tooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limit: "maxWidth 16384"), offset: 8))
        let square = PNGBuilder.file(width: 16_000, height: 16_000, scanlines: [0])
        #expect(error(square)?.reason == .tooLarge(width: 16_000, height: 16_000, limit: "maxPixels 40000000"))
        let tight = PNGLimits(maxInflatedBytes: 17)
        #expect(error(twoByTwo, limits: tight)?.reason == .tooLarge(width: 2, height: 2, limit: "maxInflatedBytes 17"))
        #expect(error(PNGBuilder.file(width: 0, height: 1, scanlines: []))?.reason
            == .malformed(chunk: "IHDR", detail: "width 0 and height 1 must be 1 to 2³¹ − 1"))
        #expect(error(PNGBuilder.file(width: 0xFFFF_FFFF, height: 1, scanlines: []))?.reason
            == .malformed(chunk: "IHDR", detail: "width 4294967295 and height 1 must be 1 to 2³¹ − 1"))
        let hugeChunk = PNGBuilder.signature + PNGBuilder.header(width: 1, height: 1) + [0xFF, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8)
        #expect(error(hugeChunk) == PNGError(.malformed(chunk: "IDAT", detail: "length 4294967295 exceeds 2³¹ − 1"), offset: 33))
    }

    @Test func aZipBombStopsAtTheSizeTheHeaderImplies() throws {
        // 64 MB of zeros behind a 1×1 header: 5 bytes are all the image may inflate to.
        let bomb = try PNGFixtureTests.bytes("bomb-1x1.png")
        let started = ContinuousClock.now
        #expect(error(bomb)?.reason == .zipBomb(expected: 5))
        #expect(ContinuousClock.now - started < .seconds(1))
        let stored = PNGBuilder.file(width: 1, height: 1, scanlines: [UInt8](repeating: 0, count: 6))
        #expect(error(stored)?.reason == .zipBomb(expected: 5))
    }

    @Test func tooLittleImageDataSaysHowMuch() {
        let short = PNGBuilder.file(width: 2, height: 2, scanlines: [0, 1, 2, 3, 4])
        #expect(error(short)?.reason == .imageDataTooShort(expected: 18, actual: 5))
    }

    @Test func aBadFilterTypeNamesItsScanline() {
        let file = PNGBuilder.file(width: 2, height: 2, scanlines: [0, 1, 2, 3, 4, 5, 6, 7, 8, 5] + [UInt8](repeating: 0, count: 8))
        #expect(error(file)?.reason == .badFilter(type: 5, row: 1))
    }

    @Test func paletteErrorsNameTheChunk() {
        let plte = PNGBuilder.chunk("PLTE", [255, 0, 0, 0, 0, 255])
        let outOfRange = PNGBuilder.file(width: 2, height: 1, colourType: 3, extra: plte, scanlines: [0, 1, 2])
        #expect(error(outOfRange)?.reason == .badPaletteIndex(index: 2, paletteSize: 2))
        let missing = PNGBuilder.file(width: 2, height: 1, colourType: 3, scanlines: [0, 1, 0])
        #expect(error(missing)?.reason == .missingChunk("PLTE (the image is paletted)"))
        let ragged = PNGBuilder.file(width: 1, height: 1, colourType: 3, extra: PNGBuilder.chunk("PLTE", [1, 2]), scanlines: [0, 0])
        #expect(error(ragged)?.reason == .malformed(chunk: "PLTE", detail: "2 bytes is not 1 to 256 RGB entries"))
        let trns = PNGBuilder.chunk("tRNS", [1, 2, 3])
        let tooMany = PNGBuilder.file(width: 2, height: 1, colourType: 3, extra: plte + trns, scanlines: [0, 1, 0])
        #expect(error(tooMany)?.reason == .malformed(chunk: "tRNS", detail: "3 bytes where at most one per palette entry (2) belong"))
    }

    @Test func structuralErrorsNameTheChunk() {
        let noHeader = PNGBuilder.signature + PNGBuilder.chunk("IEND", [])
        #expect(error(noHeader)?.reason == .missingChunk("IHDR (it must come first)"))
        let wrongDepth = PNGBuilder.signature + PNGBuilder.header(width: 1, height: 1, depth: 4, colourType: 2)
        #expect(error(wrongDepth)?.reason == .malformed(chunk: "IHDR", detail: "bit depth 4 is not allowed for colour type 2"))
        let critical = PNGBuilder.file(width: 1, height: 1, extra: PNGBuilder.chunk("ABCD", []), scanlines: [0, 0, 0, 0, 0])
        #expect(error(critical)?.reason == .unsupported("the critical chunk ABCD"))
        let ancillary = PNGBuilder.file(width: 1, height: 1, extra: PNGBuilder.chunk("abCD", [7]), scanlines: [0, 1, 2, 3, 4])
        #expect(error(ancillary) == nil)
        let noData = PNGBuilder.signature + PNGBuilder.header(width: 1, height: 1) + PNGBuilder.chunk("IEND", [])
        #expect(error(noData)?.reason == .missingChunk("IDAT"))
    }

    @Test func corruptZlibStreamsSayHow() {
        var stream = PNGBuilder.zlibStored([0, 1, 2, 3, 4])
        stream[stream.count - 1] ^= 0xFF
        let badAdler = PNGBuilder.signature + PNGBuilder.header(width: 1, height: 1) + PNGBuilder.chunk("IDAT", stream)
            + PNGBuilder.chunk("IEND", [])
        #expect(error(badAdler)?.reason == .inflate("Adler-32 check fails: the image data is corrupt"))
        let reserved: [UInt8] = [0x78, 0x01, 0x07]
        let file = PNGBuilder.signature + PNGBuilder.header(width: 1, height: 1) + PNGBuilder.chunk("IDAT", reserved)
            + PNGBuilder.chunk("IEND", [])
        #expect(error(file) == PNGError(.inflate("block type 3 (reserved)"), offset: 43))
    }

    @Test func errorsReadAsOneSentence() {
        let text = PNGError(.badCRC(chunk: "IDAT"), offset: 33).description
        #expect(text == "PNG: chunk IDAT fails its CRC check: the file is corrupt (at byte 33)")
    }
}
