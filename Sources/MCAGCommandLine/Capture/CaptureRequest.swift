import Foundation
import MCAGCore
import MCAGImport

/// The options of `mcag capture android`, checked before the device is touched.
struct CaptureRequest {
    var folder: String
    var screen: String
    var largestFontScale: Double?
    var dark: Bool
    var settleSeconds: Double
    /// Seconds one adb call may take.
    var adbTimeLimit: Double
    var appIdentifier: String?
    var supportedOrientations: [Orientation]?
    /// What was done on the screen before the capture (`error shown`).
    var interaction: String?

    init(_ arguments: Arguments) throws(UsageError) {
        guard let folder = arguments.value(.output), !folder.isEmpty else {
            throw UsageError("give the folder to write into: --output DIR", command: "capture")
        }
        guard let screen = arguments.value(.name) else {
            throw UsageError("give the screen's name: --name SCREEN (the same name in every state of the screen)", command: "capture")
        }
        guard !screen.isEmpty, screen.count <= 100, !screen.hasPrefix("."),
              screen.allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) }) else {
            throw UsageError("--name '\(screen)' must be letters, digits, '-' and '_' (it names the files), at most 100", command: "capture")
        }
        self.folder = folder
        self.screen = screen
        dark = arguments.flag(.dark)
        let scale = try Self.number(arguments, .largestFontScale, in: 1.05...CaptureSidecar.Limits.fontScale.upperBound)
        if scale != nil, !arguments.flag(.largestText) {
            throw UsageError("--largest-font-scale goes with --largest-text", command: "capture")
        }
        largestFontScale = arguments.flag(.largestText) ? scale ?? 2.0 : nil
        settleSeconds = try Self.number(arguments, .settle, in: 0...60) ?? 2
        adbTimeLimit = try Self.number(arguments, .adbTimeLimit, in: 0.5...3600) ?? ADB.defaultTimeLimit
        appIdentifier = arguments.value(.app)
        interaction = try Self.interaction(arguments)
        supportedOrientations = try Self.orientations(arguments)
        try Self.checkFolder(folder)
    }

    private static func orientations(_ arguments: Arguments) throws(UsageError) -> [Orientation]? {
        guard let list = arguments.list(.supportedOrientations) else { return nil }
        var orientations: [Orientation] = []
        for name in list {
            guard let orientation = Orientation(rawValue: name) else {
                let known: String = Orientation.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("--supported-orientations: '\(name)' is not one of: \(known)", command: "capture")
            }
            if !orientations.contains(orientation) { orientations.append(orientation) }
        }
        return orientations.isEmpty ? nil : orientations
    }

    /// A few words that also name the files, so letters, digits, spaces and '-' only.
    private static func interaction(_ arguments: Arguments) throws(UsageError) -> String? {
        guard let text = arguments.value(.interaction) else { return nil }
        let words = text.split(separator: " ").joined(separator: " ")
        guard !words.isEmpty, words.count <= 40, words.allSatisfy({ $0.isLetter || $0.isNumber || " -".contains($0) }) else {
            throw UsageError("--interaction '\(text)' must be a few words of letters, digits and '-' (it names the files), at most 40 characters",
                             command: "capture")
        }
        return words
    }

    private static func number(_ arguments: Arguments, _ name: OptionName, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Double(text), range.contains(value) else {
            throw UsageError("'\(name.flagText) \(text)' is not a number from \(range.lowerBound.twoDecimals) to \(range.upperBound.twoDecimals)",
                             command: "capture")
        }
        return value
    }

    /// The folder must be one, or not exist yet in a folder that does.
    private static func checkFolder(_ folder: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError("--output '\(folder)' is a file, not a folder", command: "capture") }
            return
        }
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("--output '\(folder)': the folder '\(parent)' it would go in does not exist", command: "capture")
        }
    }
}
