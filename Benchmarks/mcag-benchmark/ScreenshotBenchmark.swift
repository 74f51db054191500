import Foundation
import MCAGImport
import MCAGRules

/// The screenshot goal of issue 16: decoding a 1440 × 3120 capture and
/// deciding text and control contrast from it, as `mcag audit` does for a
/// dump with its PNG (`Benchmarks/Screenshots/screenshot-1440x3120.xml`, 26
/// TextViews and 26 Buttons, written by `make_dump.py`).
///
/// Each run times the decode (PNG to a `Screenshot` fitted to the dump), the
/// three text-contrast tests and the two non-text tests on a fresh screen
/// context, so nothing is cached between runs. The median of the runs is the
/// figure. The machine is shared and its load swings the times by a factor
/// of two, so every run also times a fixed reference right next to the work:
/// a byte-at-a-time table CRC-32 over the 18 MB of decoded pixels (written
/// here, so it does not change when the decoder does); the median of the
/// per-run ratios is the load-independent figure. zlib's C inflate of the
/// IDAT data (Python's `zlib.decompress`, when `python3` is on the PATH) and
/// `memcpy` of the pixels are printed beside it.
enum ScreenshotBenchmark {
    static let dump = "Benchmarks/Screenshots/screenshot-1440x3120.xml"

    struct Run {
        var decode: Double
        var text: Double
        var controls: Double
        /// The CRC-32 reference pass, timed in the same run, and what it computed.
        var reference: Double
        var pixelsCRC: UInt32
        var total: Double { decode + text + controls }
        var ratio: Double { total / reference }
    }

    static func run(repetitions: Int) -> Goal? {
        guard let data = FileManager.default.contents(atPath: PNGBenchmark.screenshot),
              let snapshot = try? SnapshotImporter.importFile(at: URL(fileURLWithPath: dump),
                                                              options: ImportOptions(androidDPI: 560)),
              let screen = snapshot.screens.first
        else {
            print("")
            print("screenshot audit: could not read \(dump) or its PNG; run from the package root")
            return nil
        }
        let png = [UInt8](data)
        var runs: [Run] = []
        var digest = 0
        for _ in 0..<max(7, repetitions) {
            guard let run = measure(png: png, snapshot: snapshot, screen: screen, digest: &digest) else { return nil }
            runs.append(run)
        }
        let median = runs.sorted { $0.total < $1.total }[runs.count / 2]
        let ratio = runs.map(\.ratio).sorted()[runs.count / 2]
        let reference = runs.map(\.reference).sorted()[runs.count / 2]
        let zlib = PNGBenchmark.zlibReference(repetitions: max(7, repetitions))
        let copy = PNGBenchmark.copyTime(bytes: 1440 * 3120 * 4)
        print("")
        print("screenshot audit of \(dump) + PNG (\(screen.tree.count) elements), median of \(runs.count) runs")
        print("  decode \(ms(median.decode)) + text contrast \(ms(median.text)) + control/graphic contrast "
              + "\(ms(median.controls)) = \(ms(median.total)) (fastest \(ms(runs.map(\.total).min() ?? 0)); "
              + "findings digest \(digest & 0xFFFFF), pixels' CRC-32 "
              + "\(String(runs[0].pixelsCRC, radix: 16, uppercase: true)))")
        var ratios = "memcpy of the 18 MB of pixels \(format(copy * 1000, 2)) ms"
        if let zlib {
            ratios = "zlib inflate of the same IDAT \(ms(zlib)): \(format(median.total / zlib, 2))×; " + ratios
        }
        print("  per run against a bytewise CRC-32 of the pixels timed beside it (median \(ms(reference))): "
              + "median ratio \(format(ratio, 2))×")
        print("  references in this run: \(ratios)")
        return Goal(name: "decode + contrast of 1440×3120 under 100 ms",
                    measured: "\(ms(median.total)) (\(format(ratio, 2))× the CRC-32 reference)", met: median.total < 0.1)
    }

    private static func measure(png: [UInt8], snapshot: AppSnapshot, screen: Screen, digest: inout Int) -> Run? {
        var shot: Screenshot?
        let decode = seconds {
            shot = try? ScreenshotLoader.screenshot(png: png, for: screen, source: PNGBenchmark.screenshot)
        }
        guard let shot else {
            print("screenshot audit: the PNG does not decode or fit the dump")
            return nil
        }
        var pixelsCRC: UInt32 = 0
        let reference = seconds { pixelsCRC = bytewiseCRC(shot.rgba) }
        var withShot = snapshot
        withShot.screens[0].screenshot = shot
        let context = ScreenContext(snapshot: withShot, screenIndex: 0)
        var findings: [Finding] = []
        let text = seconds {
            for kind in [TextContrastCheck.Kind.regularText, .largeText, .boldText] {
                findings += TextContrastCheck(kind).evaluate(context)
            }
        }
        let controls = seconds {
            findings += NonTextContrastCheck(.controls).evaluate(context)
            findings += NonTextContrastCheck(.graphics).evaluate(context)
        }
        // A digest of every message, so that a change of speed that changed a verdict shows.
        digest = findings.reduce(0) { $0 &* 31 &+ Int($1.kind.rawValue.utf8.count) &+ stableHash($1.message) }
        return Run(decode: decode, text: text, controls: controls, reference: reference, pixelsCRC: pixelsCRC)
    }

    private static let crcTable: [UInt32] = (0..<256).map { (index: Int) -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The textbook CRC-32, one table lookup per byte: fixed work to time the machine by.
    private static func bytewiseCRC(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { data in
                for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static func stableHash(_ text: String) -> Int {
        text.utf8.reduce(5381) { ($0 &* 33) ^ Int($1) } & 0x7FFF_FFFF
    }

    private static func ms(_ seconds: Double) -> String { "\(format(seconds * 1000, 1)) ms" }
}
