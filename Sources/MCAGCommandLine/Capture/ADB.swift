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
    static let defaultTimeLimit: Double = 60

    /// Finds `adb` on the PATH.
    init(serial: String?, timeLimit: Double = ADB.defaultTimeLimit) throws(UsageError) {
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
    /// `undoing`: the call puts a setting back, so it runs even after an interrupt.
    func run(_ arguments: [String], undoing: Bool = false) throws(UsageError) -> Data {
        let all = (serial.map { ["-s", $0] } ?? []) + arguments
        let shown = "adb " + all.joined(separator: " ")
        let result: ChildProcess.Result
        switch ChildProcess.run(executable.path, all, timeLimit: timeLimit, afterInterrupt: undoing) {
        case .success(let finished): result = finished
        case .failure(let failure):
            throw UsageError("'\(shown)' could not start: \(failure.reason)", command: "capture")
        }
        let said = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch result.ending {
        case .exited(0): return result.output
        case .exited(let status):
            throw UsageError("'\(shown)' failed (exit \(status))" + (said.isEmpty ? "" : ": \(said)"), command: "capture")
        case .signalled(let signalNumber):
            throw UsageError("'\(shown)' was ended by signal \(signalNumber)", command: "capture")
        case .timedOut:
            throw UsageError("'\(shown)' did not finish within \(timeLimit.seconds) s and was stopped (is the device offline or locked?)",
                             command: "capture")
        case .interrupted:
            throw UsageError("'\(shown)' was stopped by an interrupt", command: "capture")
        }
    }
}

private extension Double {
    /// `60`, `2.5`.
    var seconds: String { self == rounded() ? String(Int(self)) : String(self) }
}
