import Foundation

/// Runs one of the benchmark's Python helpers (`Benchmarks/*.py`) and returns
/// what it prints, or nil when the script is missing, python3 cannot run, or
/// the script fails. The package never depends on Python; the benchmark says
/// so when a reference could not be measured.
enum PythonScript {
    static func output(of script: String, _ arguments: [String]) -> String? {
        guard FileManager.default.fileExists(atPath: script) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
