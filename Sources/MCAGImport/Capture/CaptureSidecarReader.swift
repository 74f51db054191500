public import Foundation
import MCAGCore

extension CaptureSidecar {
    /// Every key a sidecar may hold. A misspelt key (`fontscale`) would
    /// silently leave a state unstated, so it is refused with its JSON path
    /// and the nearest known key, as the configuration reader does.
    static let shape: JSONShape = .object([
        "mcagCapture": .anything, "screen": .anything, "device": .anything,
        "app": .object(["identifier": .anything, "supportedOrientations": .anything]),
        "dpi": .anything, "ppi": .anything, "fontScale": .anything, "largestTextSize": .anything,
        "colorMode": .anything, "orientation": .anything, "locale": .anything, "layoutDirection": .anything,
        "interaction": .anything,
    ])

    /// The ranges numbers may take; anything outside is a mistake, not a device.
    package enum Limits {
        /// Android's density buckets run from 120 (ldpi) to 640 (xxxhdpi)
        /// (`DisplayMetrics.DENSITY_*`); real phones sit between; this leaves room either side.
        package static let dpi: ClosedRange<Double> = 60...1000
        /// iPhones and iPads measure 132 to 170 points per inch (pixels per inch ÷ scale).
        package static let ppi: ClosedRange<Double> = 50...400
        /// Android's Settings offers 0.85 to 2.0 (Android 14's nonlinear font scaling
        /// reaches 200 %); iOS's largest accessibility size is about 3.1 × the default body text.
        package static let fontScale: ClosedRange<Double> = 0.5...4
        package static let longestText = 200
        /// A sidecar is a dozen short fields; anything far larger is not one.
        package static let largestFile = 65_536
    }

    /// Reads a sidecar file, refusing unknown or repeated keys, values of the
    /// wrong type and numbers outside `Limits`, each with its JSON path.
    public static func read(contentsOf url: URL) throws(ImportError) -> CaptureSidecar {
        let attributes: [FileAttributeKey: Any]? = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > Limits.largestFile {
            throw ImportError(file: url.path, message: "the capture sidecar is \(size) bytes; a sidecar holds a few facts, at most \(Limits.largestFile) bytes")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImportError(file: url.path, message: "cannot read the capture sidecar: \(error.localizedDescription)")
        }
        return try decode(data, file: url.path)
    }

    /// Decodes a sidecar's text; `file` names it in errors.
    package static func decode(_ data: Data, file: String) throws(ImportError) -> CaptureSidecar {
        do { try shape.check(data) } catch {
            throw ImportError(file: file, message: "the capture sidecar \(error.message)")
        }
        let tape: JSONTape
        do { tape = try JSONTape(parsing: data) } catch {
            throw ImportError(file: file, message: "the capture sidecar is not valid JSON: \(error.message)")
        }
        let root = try SidecarFields(tape, at: 0, path: "", file: file)
        return try CaptureSidecar(root)
    }

    private init(_ root: SidecarFields) throws(ImportError) {
        guard let version = try root.number("mcagCapture", in: 1...1_000_000) else {
            throw root.failure("mcagCapture", "is missing; a capture sidecar starts with \"mcagCapture\": \(Self.formatVersion)")
        }
        guard version == Double(Self.formatVersion) else {
            throw root.failure("mcagCapture", "is \(version.twoDecimals); this mcag reads version \(Self.formatVersion)")
        }
        guard let screen = try root.text("screen") else {
            throw root.failure("screen", "is missing; name the screen, the same name in every state of it")
        }
        self.init(screen: screen)
        if let app = try root.object("app") {
            appIdentifier = try app.identifier("identifier")
            supportedOrientations = try app.orientations("supportedOrientations")
        }
        androidDPI = try root.number("dpi", in: Limits.dpi)
        iosPointsPerInch = try root.number("ppi", in: Limits.ppi)
        if androidDPI != nil, iosPointsPerInch != nil {
            throw root.failure("ppi", "is given with dpi; state dpi for an Android dump or ppi for an iOS one")
        }
        fontScale = try root.number("fontScale", in: Limits.fontScale)
        isLargestTextSize = try root.boolean("largestTextSize")
        colorMode = try root.choice("colorMode", [ColorMode.light, .dark])
        orientation = try root.choice("orientation", Orientation.allCases)
        locale = try root.locale("locale")
        layoutDirection = try root.choice("layoutDirection", [LayoutDirection.leftToRight, .rightToLeft])
        interaction = try root.text("interaction")
        device = try root.text("device")
    }
}
