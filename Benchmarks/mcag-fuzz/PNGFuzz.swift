import Foundation
import MCAGBenchmarkSupport
import MCAGPNG

/// The PNG mode of the fuzzer (`mcag-fuzz --png`): mutates the decoder's
/// fixtures and decodes them, counting decodes and refusals and recording
/// the slowest input, which shows that no input makes the decoder hang.
///
/// Most byte changes would stop at the first CRC check, so three mutants in
/// four get their CRCs recomputed and reach the header checks, the zlib
/// stream, the filters and the pixel expansion.
struct PNGFuzz {
    static let defaultCorpus = "Tests/MCAGPNGTests/Fixtures"
    var random: SplitMix

    /// Each input is written to `current` before it is decoded (kept after a crash, removed at a normal end).
    static func run(seconds: Double, seed: UInt64, corpusPath: String, current: URL) {
        let corpus = load(from: corpusPath)
        guard !corpus.isEmpty else {
            FileHandle.standardError.write(Data("no .png seed inputs under \(corpusPath)\n".utf8))
            exit(2)
        }
        var fuzz = PNGFuzz(random: SplitMix(seed: seed))
        var executions = 0, decoded = 0, slowest = 0.0
        var reasons: [String: Int] = [:]
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let input = fuzz.mutate(corpus[fuzz.pick(below: corpus.count)])
            try? Data(input).write(to: current)
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                _ = try PNGDecoder.decode(input)
                decoded += 1
            } catch {
                let reason = PNGError(error.reason, offset: nil).description
                reasons[String(reason.prefix(70)), default: 0] += 1
            }
            slowest = max(slowest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            executions += 1
        }
        try? FileManager.default.removeItem(at: current)
        print("fuzz png: \(executions) decodes in \(Int(seconds)) s from \(corpus.count) seeds (seed \(seed)): "
              + "\(decoded) decoded, \(executions - decoded) refused with an error, 0 crashes; "
              + "slowest input \(String(format: "%.1f", slowest)) ms")
        for (reason, count) in reasons.sorted(by: { $0.value > $1.value }).prefix(8) { print("  \(count)× \(reason)") }
    }

    static func load(from path: String) -> [[UInt8]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: "\(path)/\(name)").map { [UInt8]($0) }
        }
    }

    mutating func pick(below count: Int) -> Int { count > 0 ? Int(random.next() % UInt64(count)) : 0 }

    mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var bytes = seed
        for _ in 0...pick(below: 3) { mutateOnce(&bytes) }
        if pick(below: 4) > 0 { Self.fixCRCs(&bytes) }
        return bytes
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let index = pick(below: bytes.count)
        switch pick(below: 5) {
        case 0: bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
        case 1: bytes.removeSubrange(index..<min(bytes.count, index + 1 + pick(below: 16)))
        case 2: bytes.insert(contentsOf: (0...pick(below: 8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: index)
        case 3: bytes.removeSubrange(index...)
        default:
            // An extreme big-endian value where a length or a dimension may sit.
            let values: [UInt32] = [0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 16_385, 65_536]
            let value = values[pick(below: values.count)]
            for offset in 0..<4 where index + offset < bytes.count { bytes[index + offset] = UInt8(truncatingIfNeeded: value >> (24 - 8 * offset)) }
        }
    }

    /// Recomputes the CRC of every whole chunk after the signature.
    static func fixCRCs(_ bytes: inout [UInt8]) {
        var position = 8
        while position + 12 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - position - 12 else { return }
            let crc = crc32(bytes[position + 4..<position + 8 + length])
            for offset in 0..<4 { bytes[position + 8 + length + offset] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(offset))) }
            position += 12 + length
        }
    }

    static let crcTable: [UInt32] = (0..<256).map { (index: Int) -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            let index = Int((crc ^ UInt32(byte)) & 0xFF)
            crc = crcTable[index] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }
}
