@testable import MCAGPNG
import Testing

/// The two checksums against published values.
struct ChecksumTests {
    @Test func crc32OfIENDIsTheValueEveryPNGEndsWith() {
        // Every PNG ends with IEND's CRC, AE 42 60 82 (PNG specification, §5.6 examples).
        let crc = Array("IEND".utf8).withUnsafeBufferPointer { CRC32.checksum($0) }
        #expect(crc == 0xAE42_6082)
    }

    @Test func adler32MatchesRFC1950sDefinition() {
        // "Wikipedia" → 0x11E60398, the worked example of the Adler-32 article; empty input → 1.
        #expect(Array("Wikipedia".utf8).withUnsafeBufferPointer { Adler32.checksum($0) } == 0x11E6_0398)
        #expect([UInt8]().withUnsafeBufferPointer { Adler32.checksum($0) } == 1)
        // Past zlib's 5,552-byte reduction block: 10,000 bytes of 0xFF, checked against Python's zlib.adler32.
        #expect([UInt8](repeating: 0xFF, count: 10_000).withUnsafeBufferPointer { Adler32.checksum($0) } == 0xB623_EB2B)
    }

    @Test func crc32EightBytesAtATimeMatchesTheBytewiseDefinition() {
        // Slicing by 8 must equal the one-table recurrence for every length and alignment.
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for start in 0..<8 {
            for end in stride(from: start, through: bytes.count, by: 7) {
                let slice = Array(bytes[start..<end])
                var expected: UInt32 = 0xFFFF_FFFF
                for byte in slice { expected = CRC32.tables[Int((expected ^ UInt32(byte)) & 0xFF)] ^ (expected >> 8) }
                #expect(slice.withUnsafeBufferPointer { CRC32.checksum($0) } == expected ^ 0xFFFF_FFFF)
            }
        }
    }
}
