import Foundation
import MCAGCore
import MCAGImport

/// One capture of the screen on an Android device: the dump, the screenshot
/// and the sidecar, held in memory until every pass is done and the
/// settings are back, then written together.
struct CapturedState {
    /// The base file name: the screen's name and the state's words (`login.largest-text`).
    var baseName: String
    var dump: Data
    var screenshot: Data
    var sidecar: CaptureSidecar
}

/// The passes of `mcag capture android`: the screen as it is, then, when
/// asked, at the largest font scale and in dark mode, each setting put back
/// before the next pass and whatever happens.
struct AndroidCapture {
    /// Where uiautomator writes its dump on the device; removed after reading.
    static let deviceDumpPath = "/data/local/tmp/mcag-window-dump.xml"
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    let adb: ADB
    let screen: String
    var largestFontScale: Double?
    var dark = false
    /// Seconds to wait after a setting changes, for the app to lay out again.
    var settleSeconds: Double = 2
    var appIdentifier: String?
    var supportedOrientations: [Orientation]?
    /// What was done on the screen before the capture, stated in every sidecar.
    var interaction: String?

    func run(settings: AndroidDeviceSettings, restorer: DeviceSettingsRestorer) throws(UsageError) -> [CapturedState] {
        // A setting that cannot be read back could not be restored, so it is not changed.
        if largestFontScale != nil, settings.fontScale == nil {
            throw UsageError("font_scale reads '\(settings.fontScaleSetting)', not a number; it is left alone, so --largest-text cannot run",
                             command: "capture")
        }
        let nightModes: Set<String> = ["yes", "no", "auto", "custom_schedule", "custom_bedtime"]
        if dark, !nightModes.contains(settings.nightMode) {
            throw UsageError("night mode reads '\(settings.nightMode)'; it is left alone, so --dark cannot run", command: "capture")
        }
        var states: [CapturedState] = [try capture(settings, fontScale: settings.fontScale, largest: nil, colorMode: settings.colorMode)]
        if let largestFontScale {
            states.append(try largestTextPass(largestFontScale, settings: settings, restorer: restorer))
            settle()
        }
        if dark { states.append(try darkPass(settings: settings, restorer: restorer)) }
        return states
    }

    private func largestTextPass(_ scale: Double, settings: AndroidDeviceSettings,
                                 restorer: DeviceSettingsRestorer) throws(UsageError) -> CapturedState {
        let original: String = settings.fontScaleSetting
        restorer.willChange("font_scale (it was '\(original)')", undoneBy: Self.fontScaleUndo(original))
        _ = try adb.shell("settings", "put", "system", "font_scale", scale.settingText)
        settle()
        let state: CapturedState = try capture(settings, fontScale: scale, largest: true, colorMode: settings.colorMode)
        try putBack(restorer)
        return state
    }

    private func darkPass(settings: AndroidDeviceSettings, restorer: DeviceSettingsRestorer) throws(UsageError) -> CapturedState {
        let original: String = settings.nightMode
        restorer.willChange("night mode (it was '\(original)')", undoneBy: ["shell", "cmd", "uimode", "night", original])
        _ = try adb.shell("cmd", "uimode", "night", "yes")
        settle()
        let state: CapturedState = try capture(settings, fontScale: settings.fontScale, largest: nil, colorMode: .dark)
        try putBack(restorer)
        return state
    }

    /// `settings put` back to the value read, or `settings delete` when it had never been set.
    static func fontScaleUndo(_ original: String) -> [String] {
        original == "null" ? ["shell", "settings", "delete", "system", "font_scale"]
            : ["shell", "settings", "put", "system", "font_scale", original]
    }

    /// Undoes the pass's change; a change left in place stops the capture, since the next pass would capture it too.
    private func putBack(_ restorer: DeviceSettingsRestorer) throws(UsageError) {
        guard restorer.restore().isEmpty else {
            throw UsageError("the capture stopped, since a device setting could not be put back; nothing was written", command: "capture")
        }
    }

    private func settle() {
        if settleSeconds > 0 { Thread.sleep(forTimeInterval: settleSeconds) }
    }

    private func capture(_ settings: AndroidDeviceSettings, fontScale: Double?, largest: Bool?,
                         colorMode: ColorMode?) throws(UsageError) -> CapturedState {
        _ = try adb.shell("uiautomator", "dump", Self.deviceDumpPath)
        let dump = try adb.execOut("cat", Self.deviceDumpPath)
        _ = try adb.shell("rm", "-f", Self.deviceDumpPath)
        guard String(decoding: dump.prefix(4096), as: UTF8.self).contains("<hierarchy") else {
            throw UsageError("uiautomator did not return a dump (is the screen locked or showing a secure window?)", command: "capture")
        }
        let screenshot = try adb.execOut("screencap", "-p")
        guard screenshot.starts(with: Self.pngSignature) else {
            throw UsageError("'adb exec-out screencap -p' did not return a PNG", command: "capture")
        }
        let orientation = Self.rotation(in: dump).flatMap(settings.orientation(rotation:))
        let sidecar = CaptureSidecar(
            screen: screen, appIdentifier: appIdentifier ?? settings.foregroundPackage, supportedOrientations: supportedOrientations,
            androidDPI: settings.densityDPI, fontScale: fontScale, isLargestTextSize: largest, colorMode: colorMode,
            orientation: orientation, locale: settings.locale, interaction: interaction)
        return CapturedState(baseName: Self.baseName(of: sidecar), dump: dump, screenshot: screenshot, sidecar: sidecar)
    }

    /// The file name says the state the sidecar states (`login.error-shown.largest-text.dark.landscape`),
    /// so a device already in dark mode or in landscape never writes under the default state's name.
    static func baseName(of sidecar: CaptureSidecar) -> String {
        var words = [sidecar.screen]
        if let interaction = sidecar.interaction {
            words.append(interaction.lowercased().split(separator: " ").joined(separator: "-"))
        }
        if sidecar.isLargestTextSize == true { words.append("largest-text") }
        if sidecar.colorMode == .dark { words.append("dark") }
        if let orientation = sidecar.orientation, orientation != .portrait {
            words.append(orientation.isLandscape ? "landscape" : "upside-down")
        }
        return words.joined(separator: ".")
    }

    /// The `rotation` attribute of a dump's `<hierarchy>`.
    static func rotation(in dump: Data) -> Int? {
        let head = String(decoding: dump.prefix(4096), as: UTF8.self)
        guard let start = head.range(of: "rotation=\"") else { return nil }
        return Int(head[start.upperBound...].prefix { $0.isNumber })
    }
}

private extension Double {
    /// A font scale as `settings put` takes it: `2.0`, `1.3`.
    var settingText: String { String(self) }
}
