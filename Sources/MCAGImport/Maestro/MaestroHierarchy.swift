import Foundation
import MCAGCore

/// Imports `maestro hierarchy` output: the JSON `TreeNode` tree Maestro
/// prints (mobile-dev-inc/maestro, maestro-client/src/main/java/maestro/TreeNode.kt),
/// with or without the lines the CLI prints before it (`MaestroPreamble`).
///
/// The platform is inferred from the attribute keys (`MaestroPlatformEvidence`):
/// Android's driver writes `class`, `ignoreBoundsFiltering`, `scrollable` and
/// `clickable`; iOS's writes `title` and `value`. A file with both, or with
/// neither, is refused rather than guessed.
enum MaestroHierarchy {
    /// Whether the file's head is Maestro's hierarchy rather than a JSON snapshot.
    static func recognises(head: Data) -> Bool { MaestroSniffer.isHierarchy(head: head) }

    /// Whether `importFile` reads the file as Maestro's: the format is forced, or detected from the head.
    static func applies(to url: URL, options: ImportOptions) throws(ImportError) -> Bool {
        if let format = options.format { return format == .maestro }
        return try FormatSniffer.isMaestroHierarchy(url)
    }

    static func importFile(at url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(FileErrorWording.readingReason(error, path: url.path))")
        }
        // A capture sidecar and a screenshot beside the file apply as they do to a dump.
        let sidecarURL = CaptureSidecar.sibling(of: url)
        let sidecar = try sidecarURL.map { (found: URL) throws(ImportError) in try CaptureSidecar.read(contentsOf: found) }
        let settings = try sidecar?.importOptions(options, sidecarPath: sidecarURL?.path ?? "") ?? options
        let name = settings.screenName ?? url.deletingPathExtension().lastPathComponent
        var snapshot = try decode(data, file: url.path, screenName: name, options: settings)
        if let png = options.screenshot ?? ScreenshotLoader.sibling(of: url) {
            snapshot.screens[0] = try ScreenshotLoader.attach(png, to: snapshot.screens[0])
        }
        return sidecar?.applied(to: snapshot) ?? snapshot
    }

    static func decode(_ data: Data, file: String, screenName: String, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        guard let start = MaestroPreamble.jsonStart(data) else {
            throw ImportError(file: file, line: 1, column: 1, message: "expected maestro hierarchy output: a JSON object, "
                + "optionally after Maestro's 'Running on …' and insight lines; a line before the first '{' is neither")
        }
        let json = MaestroPreamble.blanked(data, upTo: start)
        let tape: JSONTape
        do { tape = try JSONTape(parsing: json) } catch { throw SnapshotJSONErrors.syntax(error, data: json, file: file) }
        var reader = MaestroTreeReader(tape: tape)
        do { try reader.read() } catch { throw ImportError(file: file, message: error.message) }
        let platform = try platform(of: reader, file: file)
        let tree = build(reader.nodes, platform: platform)
        return snapshot(tree, platform: platform, name: screenName, file: file, options: options)
    }

    /// Android or iOS from the keys; an error when the keys say both or neither.
    static func platform(of reader: MaestroTreeReader, file: String) throws(ImportError) -> Platform {
        switch (reader.firstAndroidPath, reader.firstIOSPath) {
        case (.some, nil): return .android
        case (nil, .some): return .ios
        case let (.some(android), .some(ios)):
            throw ImportError(file: file, message: "cannot tell the platform: \(android).attributes has Android's keys "
                + "(class, ignoreBoundsFiltering, scrollable or clickable) and \(ios).attributes has iOS's (title or value); "
                + "a Maestro hierarchy comes from one device")
        case (nil, nil):
            throw ImportError(file: file, message: "cannot tell the platform: no node's attributes have Android's keys "
                + "(class, ignoreBoundsFiltering, scrollable, clickable) or iOS's (title, value); "
                + "save the hierarchy from a device with maestro hierarchy")
        }
    }

    /// The tree, without the empty wrappers at the top, built flat with open and close.
    static func build(_ nodes: [MaestroNode], platform: Platform) -> ElementTree {
        var tree = ElementTree()
        // The depth of the wrapper chain at the top: nodes below it lose that many levels.
        var wrapperDepth = 0
        var insideWrappers = true
        for node in nodes {
            if insideWrappers, node.depth == wrapperDepth, MaestroMapper.isWrapper(node) {
                wrapperDepth += 1
                continue
            }
            if node.depth < wrapperDepth {
                // A sibling of a wrapper, or a later node above the chain: it keeps its level under the chain's top.
                wrapperDepth = node.depth
            }
            insideWrappers = false
            let depth = node.depth - wrapperDepth
            while tree.openDepth > depth { tree.close() }
            tree.open(MaestroMapper.element(node, platform: platform, depth: depth))
        }
        while tree.openDepth > 0 { tree.close() }
        return tree
    }

    private static func snapshot(_ tree: consuming ElementTree, platform: Platform, name: String, file: String,
                                 options: ImportOptions) -> AppSnapshot {
        var tree = tree
        let viewport = viewport(tree, platform: platform)
        ScreenGeometry.markOnScreen(&tree, viewport: viewport)
        let density: Density = platform == .android
            ? DensityAssumption.android(dpi: options.androidDPI, viewport: viewport)
            : DensityAssumption.ios(pointsPerInch: options.iosPointsPerInch, viewport: viewport, capture: "the Maestro hierarchy")
        let appName: String? = platform == .ios && tree.count > 0 ? tree[0].label : nil
        let orientation: Orientation? = viewport.flatMap { $0.height >= $0.width ? .portrait : nil }
        let screen = Screen(name: name, viewport: viewport, unit: platform == .android ? .pixels : .points,
                            density: density, orientation: orientation, source: file, tree: tree)
        return AppSnapshot(app: AppFacts(name: appName, platform: platform), screens: [screen])
    }

    /// iOS: the first root's frame (the application spans the screen). Android: the
    /// extent of every frame, as for a plain uiautomator dump, which states no size either.
    static func viewport(_ tree: ElementTree, platform: Platform) -> Size? {
        if platform == .ios {
            guard tree.count > 0, let frame = tree[0].frame, !frame.isEmpty else { return nil }
            return Size(width: frame.maxX, height: frame.maxY)
        }
        var width = 0.0
        var height = 0.0
        for index in tree.indices {
            guard let frame = tree[index].frame else { continue }
            width = max(width, frame.maxX)
            height = max(height, frame.maxY)
        }
        return width > 0 && height > 0 ? Size(width: width, height: height) : nil
    }
}
