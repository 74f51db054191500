import Foundation
import MCAGPNG
import Testing

/// The fixtures `Fixtures/make_fixtures.py` encodes from random samples,
/// each with the RGBA it must decode to (computed by the script from the
/// samples, and checked against Pillow where Pillow follows the same rules).
struct PNGFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".rgba") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static func bytes(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
    }

    @Test func everyColourTypeAndDepthHasAFixture() {
        // 15 colour-type/depth pairs, plain and interlaced, the multi-IDAT gradient, and four
        // interlaced images smaller than an Adam7 block (empty passes).
        #expect(Self.names.count == 35)
        #expect(Self.names.contains("grey-1-adam7") && Self.names.contains("rgba-16") && Self.names.contains("palette-4"))
    }

    @Test(arguments: names) func decodesToTheReferencePixels(name: String) throws {
        let image = try PNGDecoder.decode(Self.bytes(name + ".png"))
        let expected = try Self.bytes(name + ".rgba")
        #expect(image.width * image.height * 4 == expected.count)
        #expect(image.rgba == expected, "\(name): first difference at byte \(String(describing: zip(image.rgba, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset))")
    }

    @Test func pixelReadsTheRGBAOfOneCoordinate() throws {
        let image = try PNGDecoder.decode(Self.bytes("rgb-8-split-idat.png"))
        // The script paints (x * 3 + y) % 256, (y * 5) % 256, (x ^ y) % 256.
        let pixel = image.pixel(x: 100, y: 40)
        #expect(pixel.r == 84 && pixel.g == 200 && pixel.b == UInt8(100 ^ 40) && pixel.a == 255)
    }
}
