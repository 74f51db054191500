import Foundation
@testable import MCAGPNG
import Testing

/// A real-size screenshot, decoded by the fast path for 8-bit RGBA (rows
/// unfiltered in place and packed, back-references copied in words): the
/// benchmark's 1440 × 3120 capture, written by Pillow with adaptive filters
/// (up, sub and Paeth rows) and zlib level 6.
struct PNGScreenshotDecodeTests {
    static let screenshot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/Screenshots/screenshot-1440x3120.png")

    @Test func decodesToThePixelsPillowReads() throws {
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: Self.screenshot)))
        #expect(image.width == 1440 && image.height == 3120)
        #expect(image.rgba.count == 1440 * 3120 * 4)
        // zlib.crc32(Image.open(...).convert("RGBA").tobytes()) with Pillow 13: an independent decoder.
        #expect(image.rgba.withUnsafeBufferPointer { CRC32.checksum($0) } == 0x5F65_FD1E)
    }
}

/// Documentation/Screenshots.md's lines, copied verbatim (DocumentationSnippetCoverageTests keeps the two in step).
struct ScreenshotsDocumentationSnippet {
    @Test func decodeAndReadAPixel() throws {
        let bytes = [UInt8](try Data(contentsOf: PNGScreenshotDecodeTests.screenshot))
        let image = try PNGDecoder.decode(bytes)            // [UInt8] of the whole file
        let (r, g, b, a) = image.pixel(x: 120, y: 640)     // 8-bit RGBA, origin top left
        let offset = (640 * image.width + 120) * 4
        #expect([r, g, b, a] == Array(image.rgba[offset..<(offset + 4)]))
    }
}
