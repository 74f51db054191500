import Foundation
import Testing

/// `mcag capture android` against the adb stand-in in Tests/CaptureSets/adb-standin,
/// which plays back a real uiautomator dump and its screencap and logs every
/// command, keeping font_scale and night mode in a state folder.
@Suite(.temporaryFolder) struct CaptureCommandTests {
    static let root = CatalogExportTests.packageRoot
    static let standIn = root.appendingPathComponent("Tests/CaptureSets/adb-standin")

    /// A fresh device: font_scale never set (`null`), night mode off.
    struct Device {
        let folder: URL
        var state: URL { folder.appendingPathComponent("state") }
        var log: URL { folder.appendingPathComponent("adb.log") }
        var output: URL { folder.appendingPathComponent("captures") }

        init(night: String = "no") throws {
            folder = try TemporaryFolder.make()
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("state"), withIntermediateDirectories: true)
            try Data("null\n".utf8).write(to: folder.appendingPathComponent("state/font_scale"))
            try Data("\(night)\n".utf8).write(to: folder.appendingPathComponent("state/night"))
        }

        func setting(_ name: String) throws -> String {
            try String(contentsOf: state.appendingPathComponent(name), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func commands() throws -> [String] {
            try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        }

        /// Runs mcag with the stand-in first on the PATH.
        func mcag(_ arguments: [String], fail: String? = nil) throws -> (status: Int32, signalled: Bool, error: String) {
            let process = Process()
            process.executableURL = try ExecutableTests.binary()
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = CaptureCommandTests.standIn.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["ADB_STANDIN_STATE"] = state.path
            environment["ADB_STANDIN_LOG"] = log.path
            environment["ADB_STANDIN_DUMP"] = CaptureCommandTests.root.appendingPathComponent("Tests/ScreenshotCorpus/android/google-search-home.xml").path
            environment["ADB_STANDIN_PNG"] = CaptureCommandTests.root.appendingPathComponent("Tests/ScreenshotCorpus/android/google-search-home.png").path
            environment["ADB_STANDIN_FAIL"] = fail
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text)
        }

        func capture(_ extra: [String] = [], fail: String? = nil) throws -> (status: Int32, signalled: Bool, error: String) {
            try mcag(["capture", "android", "--output", output.path, "--name", "home", "--settle", "0"] + extra, fail: fail)
        }
    }

    /// Every change is undone right after its pass, so the device ends as it
    /// began: font_scale deleted again (it had never been set), night mode off.
    @Test func theThreeStatesAreCapturedAndTheSettingsPutBack() throws {
        let device = try Device()
        defer { try? FileManager.default.removeItem(at: device.folder) }
        let run = try device.capture(["--largest-text", "--dark", "--supported-orientations", "portrait,landscapeLeft,landscapeRight"])
        #expect(run.status == 0, "\(run.error)")
        #expect(try device.setting("font_scale") == "null")
        #expect(try device.setting("night") == "no")
        let commands = try device.commands()
        let put = try #require(commands.firstIndex(of: "shell settings put system font_scale 2.0"))
        let deleted = try #require(commands.firstIndex(of: "shell settings delete system font_scale"))
        let dark = try #require(commands.firstIndex(of: "shell cmd uimode night yes"))
        let light = try #require(commands.firstIndex(of: "shell cmd uimode night no"))
        #expect(put < deleted && deleted < dark && dark < light)
        // One screenshot per state, each after its setting was made.
        #expect(commands.filter { $0 == "exec-out screencap -p" }.count == 3)
        let names = try FileManager.default.contentsOfDirectory(atPath: device.output.path).sorted()
        #expect(names == ["home.capture.json", "home.dark.capture.json", "home.dark.png", "home.dark.xml",
                          "home.largest-text.capture.json", "home.largest-text.png", "home.largest-text.xml", "home.png", "home.xml"])
        let dump = try Data(contentsOf: Self.root.appendingPathComponent("Tests/ScreenshotCorpus/android/google-search-home.xml"))
        #expect(try Data(contentsOf: device.output.appendingPathComponent("home.dark.xml")) == dump)
        let sidecar = try String(contentsOf: device.output.appendingPathComponent("home.largest-text.capture.json"), encoding: .utf8)
        for fact in [#""dpi": 480"#, #""fontScale": 2"#, #""largestTextSize": true"#, #""orientation": "portrait""#,
                     #""identifier": "com.google.android.googlequicksearchbox""#, #""locale": "en-US""#] {
            #expect(sidecar.contains(fact), "\(fact) missing from \(sidecar)")
        }
    }

    /// The set the command writes is what `mcag audit` reads. What a reviewer
    /// expects of it: three captures of one screen; text scaling compares the
    /// large-text capture with the default one but cannot say whether text
    /// grew (a uiautomator dump has no font sizes, and the stand-in replayed
    /// the same dump), so it must ask for review and never report a
    /// violation; the orientations the team stated decide 4.1.4.
    @Test func auditReadsTheCaptureSet() throws {
        let device = try Device()
        defer { try? FileManager.default.removeItem(at: device.folder) }
        #expect(try device.capture(["--largest-text", "--dark", "--supported-orientations", "portrait,landscapeLeft"]).status == 0)
        let (_, report) = try CaptureSetCommandTests.audit([device.output.path])
        let inputs = report["inputs"] as? [String: Any] ?? [:]
        #expect(Set(inputs["screens"] as? [String] ?? []) == ["home", "home (largest text)", "home (dark)"])
        #expect(inputs["density"] as? [String] == ["480 dpi"])
        let scaling = CaptureSetCommandTests.findings(report, "MCAG:text-scaling#1")
        #expect(!scaling.isEmpty)
        #expect(scaling.allSatisfy { $0["kind"] as? String == "needsReview" })
        #expect(scaling.contains { ($0["element"] as? [String: Any])?["screen"] as? String == "home (largest text)" })
        #expect(CaptureSetCommandTests.findings(report, "MCAG:locked-orientation#1").map { $0["kind"] as? String } == ["pass"])
    }

    /// A state reached by hand (an error shown, a dialog open) is stated in
    /// the sidecars of every pass and named in the files and in the report.
    @Test func anInteractionIsStatedInEverySidecarAndName() throws {
        let device = try Device()
        defer { try? FileManager.default.removeItem(at: device.folder) }
        #expect(try device.capture(["--dark", "--interaction", "error  shown"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: device.output.path).sorted()
        #expect(names == [
            "home.error-shown.capture.json", "home.error-shown.dark.capture.json", "home.error-shown.dark.png",
            "home.error-shown.dark.xml", "home.error-shown.png", "home.error-shown.xml",
        ])
        let sidecar = try String(contentsOf: device.output.appendingPathComponent("home.error-shown.dark.capture.json"), encoding: .utf8)
        #expect(sidecar.contains("\"interaction\": \"error shown\""))
        let (_, report) = try CaptureSetCommandTests.audit([device.output.path])
        let inputs = report["inputs"] as? [String: Any] ?? [:]
        #expect(Set(inputs["screens"] as? [String] ?? []) == ["home (error shown)", "home (error shown, dark)"])
    }

    /// A failing step in the dark pass: nothing is written and night mode is off again.
    @Test func aFailedStepRestoresTheSettingsAndWritesNothing() throws {
        let device = try Device()
        defer { try? FileManager.default.removeItem(at: device.folder) }
        let run = try device.capture(["--largest-text", "--dark"], fail: "dark-screencap")
        #expect(run.status == 2)
        #expect(run.error.contains("'adb exec-out screencap -p' failed (exit 1): error: closed"))
        #expect(try device.setting("night") == "no")
        #expect(try device.setting("font_scale") == "null")
        #expect(try device.commands().last == "shell cmd uimode night no")
        #expect(!FileManager.default.fileExists(atPath: device.output.path))
    }

    /// SIGTERM while the font is at its largest: the setting is put back
    /// before the process ends, and the exit still says it was signalled.
    @Test func anInterruptRestoresTheSettings() throws {
        let device = try Device()
        defer { try? FileManager.default.removeItem(at: device.folder) }
        let run = try device.capture(["--largest-text"], fail: "interrupt-large-screencap")
        #expect(run.signalled)
        #expect(try device.setting("font_scale") == "null")
        #expect(try device.commands().contains("shell settings delete system font_scale"))
        #expect(!FileManager.default.fileExists(atPath: device.output.path))
    }

    /// A device already in dark mode: its capture is the dark state, named so,
    /// and night mode is not touched at all.
    @Test func aDeviceAlreadyDarkIsCapturedOnceAsTheDarkState() throws {
        let device = try Device(night: "yes")
        defer { try? FileManager.default.removeItem(at: device.folder) }
        let run = try device.capture(["--dark"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("already in dark mode"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: device.output.path).sorted()
            == ["home.dark.capture.json", "home.dark.png", "home.dark.xml"])
        #expect(try !device.commands().contains { $0.hasPrefix("shell cmd uimode night ") })
        #expect(try device.setting("night") == "yes")
    }

    @Test func anExistingFileIsNeverReplaced() throws {
        let device = try Device()
        defer { try? FileManager.default.removeItem(at: device.folder) }
        try FileManager.default.createDirectory(at: device.output, withIntermediateDirectories: false)
        let mine = device.output.appendingPathComponent("home.png")
        try Data("my own picture".utf8).write(to: mine)
        let run = try device.capture()
        #expect(run.status == 2)
        #expect(run.error.contains("already exists and a capture never replaces a file"))
        #expect(try Data(contentsOf: mine) == Data("my own picture".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: device.output.path) == ["home.png"])
    }

    @Test func badOptionsAreRefusedBeforeTheDeviceIsTouched() throws {
        let device = try Device()
        defer { try? FileManager.default.removeItem(at: device.folder) }
        let cases: [([String], String)] = [
            (["capture", "ios", "--output", "x", "--name", "a"], "give the platform"),
            (["capture", "android", "--output", device.output.path, "--name", "../a"], "must be letters, digits"),
            (["capture", "android", "--output", device.output.path, "--name", "a", "--largest-text", "--largest-font-scale", "40"],
             "is not a number from 1.05 to 4"),
            (["capture", "android", "--output", device.output.path, "--name", "a", "--supported-orientations", "sideways"],
             "'sideways' is not one of"),
            (["capture", "android", "--output", "/nonexistent-mcag/x", "--name", "a"], "does not exist"),
            (["capture", "android", "--output", device.output.path, "--name", "a", "--interaction", "../error"], "--interaction '../error' must be"),
        ]
        for (arguments, expected) in cases {
            let run = try device.mcag(arguments)
            #expect(run.status == 2)
            #expect(run.error.contains(expected), "\(arguments): \(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: device.log.path))
    }
}
