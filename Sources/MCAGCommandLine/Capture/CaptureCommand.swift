import Foundation
import MCAGCore
import MCAGImport

/// `mcag capture android --output DIR --name SCREEN [--largest-text] [--dark]`:
/// the screen on an attached device or emulator as a capture set that
/// `mcag audit DIR` reads (Documentation/Captures.md).
enum CaptureCommand {
    static let valueOptions: Set<String> = Set([
        OptionName.output, .name, .serial, .largestFontScale, .app, .supportedOrientations, .settle, .interaction, .adbTimeLimit,
    ].map(\.rawValue))
    static let flagOptions: Set<String> = Set([OptionName.largestText, .dark].map(\.rawValue))

    static let help = """
    Usage: mcag capture android --output DIR --name SCREEN [options]

    Captures the screen now showing on an Android device or emulator with adb:
    the uiautomator dump, the screenshot and a capture sidecar stating the
    density, font scale, night mode, orientation, locale and foreground app.
    Writes SCREEN.xml, SCREEN.png and SCREEN.capture.json into DIR (the state
    is added to the name: SCREEN.largest-text.xml, SCREEN.dark.xml,
    SCREEN.landscape.xml); then 'mcag audit DIR' compares the states.
    Existing files are never replaced.

    Options:
      --output DIR                 The folder to write into (created if missing)
      --name SCREEN                The screen's name, the same in every state of it
      --interaction WORDS          What was done on the screen before this capture, when it
                                   is not the screen as it opens ('error shown', 'dialog open');
                                   stated in the sidecars and added to the names
                                   (SCREEN.error-shown.xml)
      --largest-text               Also capture at the largest font scale, then restore it
      --largest-font-scale N       The font scale used for that (default 2.0, Android 14's largest)
      --dark                       Also capture in dark mode (cmd uimode night yes), then restore it
      --serial ID                  The device (adb -s), when several are attached
      --app ID                     The app under test; default: the package of the focused window
      --supported-orientations L   The app's orientations, comma-separated
                                   (portrait, portraitUpsideDown, landscapeLeft, landscapeRight)
      --settle SECONDS             Wait after changing a setting (default 2)
      --adb-time-limit SECONDS     The longest one adb call may take (default 60)

    Settings changed for a pass are put back after it, also when a step fails
    or the command is interrupted (Ctrl-C, SIGTERM: the process then ends by
    that signal). A setting that cannot be put back is named with the command
    that restores it, nothing is written, and the exit status is 2.
    """

    static func run(_ raw: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, command: "capture", valueOptions: valueOptions, flagOptions: flagOptions)
        if arguments.flag(.help) { Console.out(help); return .success }
        guard arguments.positionals == ["android"] else {
            throw UsageError("give the platform: 'mcag capture android' (iOS captures come from XCUITest; see Documentation/Captures.md)",
                             command: "capture")
        }
        let request: CaptureRequest = try CaptureRequest(arguments)
        let adb: ADB = try ADB(serial: arguments.value(.serial), timeLimit: request.adbTimeLimit)
        // Registered first, so it runs last on an interrupt, after the settings are back.
        var interrupts: InterruptWatch = sayWhenInterrupted()
        defer { interrupts.stop() }
        let settings: AndroidDeviceSettings = try AndroidDeviceSettings.read(adb)
        let capture: AndroidCapture = plan(request, adb: adb, settings: settings)
        let states: [CapturedState] = try captureAndPutBack(capture, settings: settings)
        interrupts.stop()
        try write(states, into: request.folder)
        return .success
    }

    private static func write(_ states: [CapturedState], into folder: String) throws(UsageError) {
        let written: [String] = try CaptureOutput(folder: folder).write(states)
        let lines: [String] = written.map { (path: String) -> String in "wrote \(path)\n" }
        Console.out(lines.joined() + "audit them with: mcag audit \(folder)\n")
    }

    /// Every pass, then the settings put back, whether the passes succeeded or not.
    private static func captureAndPutBack(_ capture: AndroidCapture, settings: AndroidDeviceSettings) throws(UsageError) -> [CapturedState] {
        let restorer = DeviceSettingsRestorer(adb: capture.adb)
        let states: [CapturedState]
        do throws(UsageError) {
            states = try capture.run(settings: settings, restorer: restorer)
        } catch {
            _ = putBack(restorer)
            throw error
        }
        if !putBack(restorer) {
            throw UsageError("nothing was written, since the device was not left as it was found", command: "capture")
        }
        return states
    }

    private static func sayWhenInterrupted() -> InterruptWatch {
        var interrupts = InterruptWatch()
        interrupts.start { (signalNumber: Int32) in
            Console.error("mcag: capture interrupted by \(InterruptWatch.name(of: signalNumber)); nothing was written\n")
        }
        return interrupts
    }

    private static func plan(_ request: CaptureRequest, adb: ADB, settings: AndroidDeviceSettings) -> AndroidCapture {
        var capture = AndroidCapture(adb: adb, screen: request.screen)
        capture.largestFontScale = request.largestFontScale
        capture.dark = request.dark && settings.colorMode != .dark
        capture.settleSeconds = request.settleSeconds
        capture.appIdentifier = request.appIdentifier
        capture.supportedOrientations = request.supportedOrientations
        capture.interaction = request.interaction
        if request.dark && !capture.dark { Console.error("mcag: note: the device is already in dark mode; the first capture is the dark one\n") }
        return capture
    }

    /// Puts the settings back and names each one that could not be, with the
    /// command that restores it; false when any could not. A capture that was
    /// interrupted then ends by its signal, not with a status of its own.
    private static func putBack(_ restorer: DeviceSettingsRestorer) -> Bool {
        let failures = restorer.restore()
        for failure in failures { Console.error("mcag: error: \(failure.message)\n") }
        if InterruptWatch.received != nil { InterruptWatch.waitForTheEnd() }
        return failures.isEmpty
    }
}
