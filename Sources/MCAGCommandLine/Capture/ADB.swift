import Dispatch
import Foundation

/// Runs `adb` (found on the PATH) against one device and returns what it
/// printed. Each call has a time limit, so an offline device ("waiting for
/// device") ends the capture with a message instead of hanging it.
struct ADB: Sendable {
    let executable: URL
    /// The device's serial (`adb -s`); nil for the only device attached.
    let serial: String?
    /// Seconds one adb call may take.
    let timeLimit: Double

    /// Finds `adb` on the PATH.
    init(serial: String?, timeLimit: Double = 60) throws(UsageError) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("adb") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let found else {
            throw UsageError("adb is not on the PATH; install the Android SDK platform tools and attach a device or emulator",
                             command: "capture")
        }
        executable = found
        self.serial = serial
        self.timeLimit = timeLimit
    }

    /// `adb shell …`, its output as text without carriage returns and outer blanks.
    func shell(_ arguments: String...) throws(UsageError) -> String {
        let data = try run(["shell"] + arguments)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `adb exec-out …`, its output as bytes, untouched (a PNG, a dump).
    func execOut(_ arguments: String...) throws(UsageError) -> Data {
        try run(["exec-out"] + arguments)
    }

    /// Runs adb with `arguments` (after `-s SERIAL`); a failure names the command and what adb said.
    func run(_ arguments: [String]) throws(UsageError) -> Data {
        let all = (serial.map { ["-s", $0] } ?? []) + arguments
        let shown = "adb " + all.joined(separator: " ")
        let process = Process()
        process.executableURL = executable
        process.arguments = all
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let collected = CollectedBytes()
        let reading = DispatchGroup()
        do { try process.run() } catch {
            throw UsageError("'\(shown)' could not start: \(error.localizedDescription)", command: "capture")
        }
        DispatchQueue.global().async(group: reading) { collected.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        let timer = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        timer.cancel()
        let said = String(decoding: collected.get(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if process.terminationReason == .uncaughtSignal {
            throw UsageError("'\(shown)' did not finish within \(Int(timeLimit)) s or was interrupted", command: "capture")
        }
        guard process.terminationStatus == 0 else {
            throw UsageError("'\(shown)' failed (exit \(process.terminationStatus))" + (said.isEmpty ? "" : ": \(said)"), command: "capture")
        }
        return data
    }
}

/// Bytes one thread reads while another waits.
private final class CollectedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ bytes: Data) { lock.withLock { data = bytes } }
    func get() -> Data { lock.withLock { data } }
}
