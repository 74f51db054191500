#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// `mcag capture android` when adb misbehaves (issue 31, cases 6 to 10): a
/// call that hangs, a child that keeps adb's pipe open, an interrupt during a
/// hung call, a device printing numbers a sidecar cannot hold, an undo that
/// fails. Each run must end within seconds with 0, 1, 2 or the interrupting
/// signal, say why in words, put every setting back, and leave no adb (nor
/// adb's child) running. The faults are the stand-in's (`ADB_STANDIN_FAIL`).
@Suite(.temporaryFolder) struct CaptureReliabilityTests {
    typealias Device = CaptureCommandTests.Device

    /// A run of mcag in progress, its standard error going to a file (a pipe
    /// could be held open by a child mcag failed to end).
    struct Running {
        let process: Process
        let errors: URL
        let started = Date()

        /// Waits at most `seconds`; a run still going then is killed and reported as hung.
        func finish(within seconds: Double) -> (hung: Bool, status: Int32, signalled: Bool, error: String, seconds: Double) {
            while process.isRunning, Date().timeIntervalSince(started) < seconds { usleep(20_000) }
            let hung = process.isRunning
            if hung { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            return (hung, process.terminationStatus, process.terminationReason == .uncaughtSignal, text,
                    Date().timeIntervalSince(started))
        }
    }

    static func launch(_ device: Device, _ extra: [String], fail: String?, density: String? = nil,
                       signals: URL? = nil) throws -> Running {
        let process = Process()
        process.executableURL = try ExecutableTests.binary()
        process.arguments = ["capture", "android", "--output", device.output.path, "--name", "home", "--settle", "0"] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CaptureCommandTests.standIn.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["ADB_STANDIN_STATE"] = device.state.path
        environment["ADB_STANDIN_LOG"] = device.log.path
        let corpus = CaptureCommandTests.root.appendingPathComponent("Tests/ScreenshotCorpus/android/google-search-home")
        environment["ADB_STANDIN_DUMP"] = corpus.path + ".xml"
        environment["ADB_STANDIN_PNG"] = corpus.path + ".png"
        environment["ADB_STANDIN_FAIL"] = fail
        environment["ADB_STANDIN_DENSITY"] = density
        environment["ADB_STANDIN_SIGNALS"] = signals?.path
        process.environment = environment
        let errors = device.folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Running(process: process, errors: errors)
    }

    /// The pids the stand-in recorded for its hung commands and their children.
    static func hungProcesses(_ device: Device) -> [pid_t] {
        let text = (try? String(contentsOf: device.state.appendingPathComponent("hung.pids"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { pid_t(String($0)) }
    }

    /// Running, not a zombie waiting for a parent that does not reap it.
    static func isRunning(_ pid: pid_t) -> Bool {
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) {
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return state != "Z"
        }
        return kill(pid, 0) == 0
    }

    /// Checks that every recorded stand-in process has ended (allowing a moment
    /// for the kernel), then kills any left so the test leaves nothing behind.
    static func expectNoneLeft(_ device: Device, sourceLocation: SourceLocation = #_sourceLocation) {
        let pids = hungProcesses(device)
        let deadline = Date().addingTimeInterval(1)
        while pids.contains(where: isRunning), Date() < deadline { usleep(20_000) }
        let left = pids.filter(isRunning)
        #expect(left.isEmpty, "stand-in processes still running: \(left)", sourceLocation: sourceLocation)
        for pid in left { kill(pid, SIGKILL) }
    }

    static func waitUntilHanging(_ device: Device, _ run: Running) {
        let marker = device.state.appendingPathComponent("hanging").path
        while !FileManager.default.fileExists(atPath: marker), run.process.isRunning,
              Date().timeIntervalSince(run.started) < 10 { usleep(20_000) }
    }

    /// Case 6: the dark pass follows the largest-text pass. Its hung call must
    /// still be stopped at the time limit (the signals the first pass watched
    /// must not stay ignored, for mcag or for the adb it starts), and night mode put back.
    @Test func aHungCallInTheDarkPassAfterTheLargestTextPassIsStoppedAtTheLimit() throws {
        let device = try Device()
        defer { Self.expectNoneLeft(device) }
        let run = try Self.launch(device, ["--largest-text", "--dark", "--adb-time-limit", "1"], fail: "hang-dark-screencap")
        let result = run.finish(within: 8)
        #expect(!result.hung, "still running after 8 s")
        #expect(result.status == 2 && !result.signalled, "\(result)")
        #expect(result.error.contains("'adb exec-out screencap -p' did not finish within 1 s"), "\(result.error)")
        #expect(try device.setting("night") == "no")
        #expect(try device.setting("font_scale") == "null")
        #expect(!FileManager.default.fileExists(atPath: device.output.path))
    }

    /// Case 6, by signal: SIGINT and SIGTERM in the dark pass are not ignored.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalInTheDarkPassAfterTheLargestTextPassEndsTheRun(_ signalNumber: Int32) throws {
        let device = try Device()
        defer { Self.expectNoneLeft(device) }
        let run = try Self.launch(device, ["--largest-text", "--dark"], fail: "hang-dark-screencap")
        Self.waitUntilHanging(device, run)
        kill(run.process.processIdentifier, signalNumber)
        let result = run.finish(within: 6)
        #expect(!result.hung, "still running 6 s after the signal")
        #expect(result.signalled && result.status == signalNumber, "\(result)")
        #expect(result.error.contains("capture interrupted by \(signalNumber == SIGINT ? "SIGINT" : "SIGTERM"); nothing was written"),
                "\(result.error)")
        #expect(try device.setting("night") == "no")
        #expect(try device.setting("font_scale") == "null")
        #expect(!FileManager.default.fileExists(atPath: device.output.path))
    }

    /// Case 6, at its cause: every adb call, in every pass, starts with SIGINT
    /// and SIGTERM neither ignored nor blocked (read from /proc, so Linux only).
    @Test func everyAdbCallStartsWithTheSignalsAtTheirDefaults() throws {
        let device = try Device()
        let record = device.folder.appendingPathComponent("signals.txt")
        let result = try Self.launch(device, ["--largest-text", "--dark"], fail: nil, signals: record).finish(within: 8)
        #expect(result.status == 0, "\(result)")
        guard FileManager.default.isReadableFile(atPath: "/proc/self/status") else { return }
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("exec-out screencap -p ") }.count == 3)
        let watched: UInt64 = (1 << UInt64(SIGINT - 1)) | (1 << UInt64(SIGTERM - 1))
        for line in lines {
            let words = line.split(separator: " ")
            for label in ["SigIgn:", "SigBlk:"] {
                let mask = words.firstIndex(of: Substring(label)).flatMap { UInt64(words[$0 + 1], radix: 16) }
                #expect(mask.map { $0 & watched == 0 } == true, "\(label) in: \(line)")
            }
        }
    }

    /// Case 7: the call is stopped at the limit although adb's child keeps its pipe open.
    @Test func aChildHoldingAdbsPipeDoesNotHoldTheTimeLimit() throws {
        let device = try Device()
        defer { Self.expectNoneLeft(device) }
        let run = try Self.launch(device, ["--adb-time-limit", "1"], fail: "hang-screencap")
        let result = run.finish(within: 8)
        #expect(!result.hung, "still running after 8 s")
        #expect(result.status == 2, "\(result)")
        #expect(result.error.contains("did not finish within 1 s"), "\(result.error)")
    }

    /// Case 7: adb answered and ended, but left a child holding the pipe: the
    /// answer is used after a short wait and the child is ended.
    @Test func anAnswerWhosePipeStaysOpenIsTakenAndTheChildEnded() throws {
        let device = try Device()
        defer { Self.expectNoneLeft(device) }
        let run = try Self.launch(device, [], fail: "linger-dump")
        let result = run.finish(within: 8)
        #expect(!result.hung, "still running after 8 s")
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: device.output.appendingPathComponent("home.xml").path))
    }

    /// Case 8: Ctrl-C during a hung call in the largest-text pass takes effect
    /// at once (not at the time limit), puts font_scale back, ends the hung
    /// adb and its child, and ends mcag by SIGINT as Captures.md says.
    /// SIGINT to mcag alone, and, where mcag leads a process group of its own
    /// (Foundation's `Process` on Linux starts it so), to the whole group, as a
    /// terminal's Ctrl-C reaches a foreground job; elsewhere that case sends to mcag alone.
    @Test(arguments: [false, true])
    func anInterruptDuringAHungCallEndsItAtOnce(_ toTheGroup: Bool) throws {
        let device = try Device()
        defer { Self.expectNoneLeft(device) }
        let run = try Self.launch(device, ["--largest-text"], fail: "hang-large-screencap")
        Self.waitUntilHanging(device, run)
        let signalled = Date()
        let pid = run.process.processIdentifier
        kill(toTheGroup && getpgid(pid) == pid ? -pid : pid, SIGINT)
        let result = run.finish(within: 6)
        #expect(!result.hung, "still running 6 s after Ctrl-C")
        #expect(Date().timeIntervalSince(signalled) < 4)
        #expect(result.signalled && result.status == SIGINT, "\(result)")
        #expect(result.error.contains("capture interrupted by SIGINT"), "\(result.error)")
        #expect(try device.setting("font_scale") == "null")
        #expect(Self.hungProcesses(device).count == 2)
    }

    /// Font scales and densities (nil: the stand-in's 480) the sidecar reader refuses.
    static let unstatable: [(String, String?)] = [
        ("nan", nil), ("1e309", nil), ("null", "-480"), ("null", "1e23"), ("1.0", "nan"),
    ]

    /// Case 9: numbers the sidecar reader refuses are refused before anything
    /// is changed, so no sidecar holds `nan`, `inf` or an impossible density.
    @Test(arguments: unstatable)
    func numbersASidecarCannotHoldAreRefused(_ fontScale: String, _ density: String?) throws {
        let device = try Device()
        try Data("\(fontScale)\n".utf8).write(to: device.state.appendingPathComponent("font_scale"))
        let result = try Self.launch(device, ["--dark"], fail: nil, density: density).finish(within: 8)
        #expect(result.status == 2, "\(result)")
        let named = density.map { "'adb shell wm density' printed 'Physical density: \($0)'" }
            ?? "'adb shell settings get system font_scale' printed '\(fontScale)', not a number from 0.5 to 4"
        #expect(result.error.contains(named), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: device.output.path))
        #expect(try !device.commands().contains { $0.hasPrefix("shell cmd uimode night ") })
    }

    /// Case 10: an undo that fails names the setting and the command to run by
    /// hand, writes nothing and exits 2.
    @Test func aFailedRestoreExitsTwoAndSaysWhatToRun() throws {
        let device = try Device()
        let result = try Self.launch(device, ["--largest-text", "--dark"], fail: "fail-restore-font").finish(within: 8)
        #expect(result.status == 2 && !result.signalled, "\(result)")
        #expect(result.error.contains("could not put back font_scale (it was 'null')"), "\(result.error)")
        #expect(result.error.contains("run by hand: adb shell settings delete system font_scale"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: device.output.path))
        // The dark pass is not run with the font still enlarged.
        #expect(try !device.commands().contains("shell cmd uimode night yes"))
    }
}
