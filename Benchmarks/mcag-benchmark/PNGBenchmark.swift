import Foundation
import MCAGPNG

/// Decoding a phone screenshot (`Benchmarks/Screenshots`, 1440 × 3120 RGBA)
/// plus one pass over every pixel, the work a contrast measurement starts
/// from. Reported beside references measured in the same run on the same
/// machine, so the ratio stays comparable when the machine is loaded:
/// copying the decoded image's 18 MB with `memcpy`, and, where `python3` is
/// on the PATH, zlib's own `decompress` of the same IDAT data (inflate alone,
/// in C, without the filters or the RGBA pass).
enum PNGBenchmark {
    static let screenshot = "Benchmarks/Screenshots/screenshot-1440x3120.png"

    static func run(repetitions: Int) -> Goal? {
        guard let data = FileManager.default.contents(atPath: screenshot) else {
            print("")
            print("png: could not read \(screenshot); run from the package root")
            return nil
        }
        let file = [UInt8](data)
        var best = Double.infinity, copyBest = Double.infinity
        var checksum = 0
        var size = (width: 0, height: 0)
        for _ in 0..<max(3, repetitions) {
            do {
                let time = try seconds {
                    let image = try PNGDecoder.decode(file)
                    checksum &+= image.rgba.withUnsafeBufferPointer { $0.reduce(0) { $0 &+ Int($1) } }
                    size = (image.width, image.height)
                }
                best = min(best, time)
            } catch {
                print("png: \(error)")
                return nil
            }
            copyBest = min(copyBest, copyTime(bytes: size.width * size.height * 4))
        }
        print("")
        print("png decode of \(screenshot) (\(size.width)×\(size.height), \(file.count / 1024) KB) + a pass over every pixel, "
              + "best of \(max(3, repetitions))")
        print("  \(format(best * 1000, 1)) ms; memcpy of the \(size.width * size.height * 4 / 1_000_000) MB output: "
              + "\(format(copyBest * 1000, 2)) ms; ratio \(format(best / copyBest, 1))× (checksum \(checksum % 1000))")
        if let zlib = zlibReference(repetitions: max(3, repetitions)) {
            print("  python3 zlib.decompress of the same IDAT data: \(format(zlib * 1000, 1)) ms; "
                  + "decode + pass / zlib inflate alone: \(format(best / zlib, 2))×")
        }
        return Goal(name: "decode + pixel pass of 1440×3120 under 100 ms", measured: "\(format(best * 1000, 1)) ms", met: best < 0.1)
    }

    /// Best time of zlib's C inflate on the screenshot's IDAT data, timed inside Python.
    static func zlibReference(repetitions: Int) -> Double? {
        let script = """
            import struct, sys, time, zlib
            d = open(sys.argv[1], "rb").read(); p = 8; idat = b""
            while p < len(d):
                n = struct.unpack(">I", d[p:p + 4])[0]
                if d[p + 4:p + 8] == b"IDAT": idat += d[p + 8:p + 8 + n]
                p += 12 + n
            best = 1e9
            for _ in range(int(sys.argv[2])):
                s = time.perf_counter(); zlib.decompress(idat); best = min(best, time.perf_counter() - s)
            print(best)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, screenshot, String(repetitions)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func copyTime(bytes: Int) -> Double {
        let source = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes), alignment: 16)
        let target = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes), alignment: 16)
        defer { source.deallocate(); target.deallocate() }
        memset(source, 1, bytes)
        memset(target, 0, bytes)
        return seconds { memcpy(target, source, bytes) }
    }
}
