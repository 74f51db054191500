import Foundation
import MCAGCore
import MCAGImport

/// What `mcag capture android` reads from the device before capturing, and
/// the parsing of each command's output. The formats are AOSP's shell
/// commands: `wm density` prints `Physical density: 420` and, when changed,
/// `Override density: 480`; `wm size` prints `Physical size: 1080x2400` (the
/// natural orientation) and maybe `Override size: …`; `cmd uimode night`
/// prints `Night mode: yes|no|auto|custom_schedule|custom_bedtime`
/// (UiModeManagerService's shell command); `settings get system font_scale`
/// prints a number, or `null` when the setting was never changed.
struct AndroidDeviceSettings {
    /// The density apps lay out with: the override when set, else the physical one.
    var densityDPI: Double?
    /// The display's size in pixels in its natural orientation.
    var naturalSize: (width: Double, height: Double)?
    /// `font_scale` as the device printed it (`1.0`, `null`), for restoring it.
    var fontScaleSetting: String
    /// The night-mode word (`no`, `yes`, `auto`…), for restoring it.
    var nightMode: String
    /// The system locale (`persist.sys.locale`, else `ro.product.locale`).
    var locale: String?
    /// The package of the focused window.
    var foregroundPackage: String?

    /// Reads every setting; a command that fails ends the capture before anything is changed.
    static func read(_ adb: ADB) throws(UsageError) -> AndroidDeviceSettings {
        var locale: String = try adb.shell("getprop", "persist.sys.locale")
        if locale.isEmpty { locale = try adb.shell("getprop", "ro.product.locale") }
        let density: String = try adb.shell("wm", "density")
        let size: String = try adb.shell("wm", "size")
        let fontScale: String = try adb.shell("settings", "get", "system", "font_scale")
        let night: String = try adb.shell("cmd", "uimode", "night")
        let windows: String = try adb.shell("dumpsys", "window")
        let settings = AndroidDeviceSettings(
            densityDPI: Self.density(density), naturalSize: Self.size(size), fontScaleSetting: fontScale,
            nightMode: nightMode(night), locale: nonEmpty(locale), foregroundPackage: foregroundPackage(windows))
        try settings.check(densityText: density)
        return settings
    }

    /// Refuses a density or font scale the sidecar could not state: the ranges
    /// are the sidecar reader's (`CaptureSidecar.Limits`), so that a capture
    /// never writes a sidecar `mcag audit` refuses, and a value such as `nan`
    /// or `1e309` is never written as `nan` or `inf`.
    func check(densityText: String) throws(UsageError) {
        if let densityDPI, !Self.isWithin(densityDPI, CaptureSidecar.Limits.dpi) {
            throw UsageError("'adb shell wm density' printed '\(Self.oneLine(densityText))'; \(densityDPI) dpi is \(Self.outside(CaptureSidecar.Limits.dpi)), so a capture cannot state it; nothing was changed on the device",
                             command: "capture")
        }
        let range = CaptureSidecar.Limits.fontScale
        guard fontScaleSetting != "null" else { return }
        guard let fontScale, Self.isWithin(fontScale, range) else {
            throw UsageError("'adb shell settings get system font_scale' printed '\(Self.oneLine(fontScaleSetting))', not a number from \(range.lowerBound.twoDecimals) to \(range.upperBound.twoDecimals); a capture cannot state it and would not know what to put back, so nothing was changed on the device",
                             command: "capture")
        }
    }

    private static func isWithin(_ value: Double, _ range: ClosedRange<Double>) -> Bool { value.isFinite && range.contains(value) }

    private static func outside(_ range: ClosedRange<Double>) -> String {
        "outside \(range.lowerBound.twoDecimals) to \(range.upperBound.twoDecimals)"
    }

    /// Device output in a message: one line, at most 80 characters.
    private static func oneLine(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).joined(separator: " ").prefix(80))
    }

    /// The font scale in effect: `null` (never set) is the default, 1.
    var fontScale: Double? { fontScaleSetting == "null" ? 1 : Double(fontScaleSetting) }

    /// The colour mode in effect; nil for automatic or scheduled modes, which depend on the time.
    var colorMode: ColorMode? {
        switch nightMode {
        case "yes": .dark
        case "no": .light
        default: nil
        }
    }

    static func density(_ text: String) -> Double? {
        value(after: "Override density:", in: text).flatMap(Double.init) ?? value(after: "Physical density:", in: text).flatMap(Double.init)
    }

    static func size(_ text: String) -> (width: Double, height: Double)? {
        guard let size = value(after: "Override size:", in: text) ?? value(after: "Physical size:", in: text) else { return nil }
        let parts = size.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 < 100_000 }) else { return nil }
        return (parts[0], parts[1])
    }

    static func nightMode(_ text: String) -> String {
        value(after: "Night mode:", in: text) ?? "unknown"
    }

    /// The package in `mCurrentFocus=Window{… u0 com.example/com.example.Main}`,
    /// else in `mFocusedApp=ActivityRecord{… u0 com.example/.Main t12}`.
    static func foregroundPackage(_ text: String) -> String? {
        for marker in ["mCurrentFocus=", "mFocusedApp="] {
            for line in text.split(separator: "\n") where line.contains(marker) {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "}" || $0 == "{" })
                if let component = words.first(where: { $0.contains("/") && !$0.contains("=") }),
                   let package = component.split(separator: "/").first, isPackageName(package) {
                    return String(package)
                }
            }
        }
        return nil
    }

    static func isPackageName(_ text: Substring) -> Bool {
        !text.isEmpty && text.contains(".") && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }
    }

    /// The orientation a dump's `rotation` gives on this display: the
    /// rotated shape decides portrait or landscape, as the importer decides it
    /// (tablets and TVs are naturally landscape).
    func orientation(rotation: Int) -> Orientation? {
        guard let naturalSize, (0...3).contains(rotation) else { return nil }
        let turned = rotation % 2 == 1
        let isPortraitShaped = (turned ? naturalSize.width : naturalSize.height) >= (turned ? naturalSize.height : naturalSize.width)
        if isPortraitShaped { return rotation == 2 ? .portraitUpsideDown : .portrait }
        return rotation == 3 ? .landscapeRight : .landscapeLeft
    }

    private static func value(after label: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(label) {
                return nonEmpty(trimmed.dropFirst(label.count).trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
