import Foundation
import MCAGCore

/// Tells WebDriverAgent's JSON source and idb's accessibility JSON from the
/// JSON snapshot form by their keys, and imports them.
enum IOSJSONSources {
    /// Keys of the JSON snapshot form's top level; any of them means a snapshot.
    static let snapshotKeys: Set<String> = ["formatVersion", "screens", "app"]
    /// Keys only a WebDriverAgent element has at its top level.
    static let wdaKeys: Set<String> = ["type", "rect", "rawIdentifier", "children", "isEnabled", "isVisible", "frame"]
    /// Keys of an idb element.
    static let idbKeys: Set<String> = ["AXLabel", "AXFrame", "AXUniqueId", "AXValue", "role_description"]

    /// `.wdaJSON`, `.idbJSON`, or nil for the JSON snapshot form (and anything else), from the file's head.
    static func format(head: Data) -> SnapshotFormat? {
        let keys = JSONHeadKeys(head)
        if keys.startsWithArray {
            return keys.keys(atDepth: 2).contains(where: idbKeys.contains) ? .idbJSON : nil
        }
        let top = keys.keys(atDepth: 1)
        if top.contains(where: snapshotKeys.contains) { return nil }
        if top.contains(where: wdaKeys.contains) { return .wdaJSON }
        // A WebDriver response: {"value": {…element…}, "sessionId": …}, or older WebDriverAgent's {"value": {"tree": {…}}}.
        let inner = keys.keys(atDepth: 2, under: "value")
        if inner.contains(where: wdaKeys.contains) || inner.contains("tree") { return .wdaJSON }
        return nil
    }

    /// The snapshot of a WebDriverAgent or idb JSON file; nil for a file of
    /// neither (the JSON snapshot reader takes it). A forced format is obeyed.
    static func importIfRecognised(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot? {
        let format: SnapshotFormat?
        switch options.format {
        case .wdaJSON?, .idbJSON?: format = options.format
        case nil: format = self.format(head: try head(of: url))
        default: return nil
        }
        guard let format else { return nil }
        // A capture sidecar beside the capture states its screen, density and settings, as for an XML dump.
        let sidecarURL = CaptureSidecar.sibling(of: url)
        let sidecar = try sidecarURL.map { (found: URL) throws(ImportError) in try CaptureSidecar.read(contentsOf: found) }
        let captureOptions = try sidecar?.importOptions(options, sidecarPath: sidecarURL?.path ?? "") ?? options
        var snapshot = format == .wdaJSON
            ? try WDASourceJSON.read(url, options: captureOptions) : try IdbAccessibilityJSON.read(url, options: captureOptions)
        if let png = options.screenshot ?? ScreenshotLoader.sibling(of: url), snapshot.screens.count == 1 {
            snapshot.screens[0] = try ScreenshotLoader.attach(png, to: snapshot.screens[0])
        }
        return (sidecar?.applied(to: snapshot) ?? snapshot).read(as: format)
    }

    private static func head(of url: URL) throws(ImportError) -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.read(upToCount: FormatSniffer.headLength) ?? Data()
        } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(FileErrorWording.readingReason(error, path: url.path))")
        }
    }
}

/// The object keys in the head of a JSON text, with their depth (1 for the
/// top-level object's, 2 inside an array's objects or a nested object),
/// found without parsing the rest: the head may end mid-document.
struct JSONHeadKeys {
    private(set) var startsWithArray = false
    private var found: [(depth: Int, parent: String?, key: String)] = []

    init(_ head: Data) {
        var stack: [(isObject: Bool, key: String?)] = []
        var expectKey = false
        var lastKey: String?
        var index = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.startIndex + 3 : head.startIndex
        var sawFirst = false
        while index < head.endIndex {
            let byte = head[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if !sawFirst { startsWithArray = byte == UInt8(ascii: "[") }
                stack.append((byte == UInt8(ascii: "{"), lastKey))
                expectKey = byte == UInt8(ascii: "{")
                lastKey = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                expectKey = false
            case UInt8(ascii: ","): expectKey = stack.last?.isObject ?? false
            case UInt8(ascii: "\""):
                let (text, end) = Self.string(in: head, from: index)
                if expectKey, let text {
                    found.append((stack.count, stack.last?.key, text))
                    lastKey = text
                    expectKey = false
                }
                index = end
            default: break
            }
            if byte > 0x20 { sawFirst = true }
            index = head.index(after: index)
        }
    }

    func keys(atDepth depth: Int) -> [String] { found.filter { $0.depth == depth }.map(\.key) }

    func keys(atDepth depth: Int, under parent: String) -> [String] {
        found.filter { $0.depth == depth && $0.parent == parent }.map(\.key)
    }

    /// The string starting at the quote `start` (escapes left as written) and the index of its closing quote.
    private static func string(in data: Data, from start: Data.Index) -> (String?, Data.Index) {
        var index = data.index(after: start)
        while index < data.endIndex {
            if data[index] == UInt8(ascii: "\\") {
                index = data.index(index, offsetBy: 2, limitedBy: data.endIndex) ?? data.endIndex
                continue
            }
            if data[index] == UInt8(ascii: "\"") {
                return (String(decoding: data[data.index(after: start)..<index], as: UTF8.self), index)
            }
            index = data.index(after: index)
        }
        return (nil, data.index(before: data.endIndex))
    }
}
