import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MCAGImport
import MCAGRules

/// The import goals as ratios to references timed in the same run: the bare
/// `XMLParser(stream:)` over the same bytes, and Python's
/// `xml.etree.ElementTree.parse` (run by `Benchmarks/etree_parse.py` when
/// python3 is on the path). Absolute times on a shared machine swing by ±20 %;
/// ratios measured side by side swing much less.
enum ImportComparison {
    struct Run {
        var importSeconds: Double
        var auditSeconds: Double
        var peakBytes: Int?
        var parserSeconds: Double
        var pythonSeconds: Double?
        var elements: Int
    }

    /// One round: import and audit (with the memory high-water mark reset
    /// before it), then the bare parser, then Python, one after another.
    static func measure(_ url: URL, audit: Audit) throws -> Run {
        let memoryWindow = PeakMemory.reset()
        let start = DispatchTime.now().uptimeNanoseconds
        let snapshot = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: 420))
        let imported = DispatchTime.now().uptimeNanoseconds
        _ = try audit.run(snapshot)
        let audited = DispatchTime.now().uptimeNanoseconds
        let peak = memoryWindow ? PeakMemory.highWaterBytes() : nil
        let elements = snapshot.screens.reduce(0) { $0 + $1.tree.count }
        return Run(importSeconds: Double(imported - start) / 1e9, auditSeconds: Double(audited - imported) / 1e9,
                   peakBytes: peak, parserSeconds: bareParserSeconds(url), pythonSeconds: pythonSeconds(url),
                   elements: elements)
    }

    /// `XMLParser(stream:)` with a delegate that only counts elements, so
    /// libxml2 still hands over every element and its attribute dictionary.
    static func bareParserSeconds(_ url: URL) -> Double {
        final class Counter: NSObject, XMLParserDelegate {
            var elements = 0
            var attributes = 0
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName: String?, attributes attributeDict: [String: String] = [:]) {
                elements += 1
                attributes += attributeDict.count
            }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        guard let stream = InputStream(url: url) else { return .nan }
        let parser = XMLParser(stream: stream)
        let counter = Counter()
        parser.delegate = counter
        _ = parser.parse()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The parse time `etree_parse.py` reports, or nil when python3 cannot run it.
    static func pythonSeconds(_ url: URL) -> Double? {
        guard let printed = PythonScript.output(of: "Benchmarks/etree_parse.py", [url.path]),
              let first = printed.split(separator: " ").first else { return nil }
        return Double(first)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The process's peak resident memory over a window, from Linux's
/// `/proc/self/status` (`VmHWM`), reset by writing 5 to `/proc/self/clear_refs`
/// (proc(5)). Elsewhere both report that they cannot, and the caller says so.
enum PeakMemory {
    /// Resets the high-water mark; false when the system offers no way to.
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return highWaterBytes() != nil
    }

    /// `VmHWM` in bytes, or nil when `/proc/self/status` is not there.
    static func highWaterBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes.multipliedReportingOverflow(by: 1024).overflow ? nil : kilobytes * 1024
        }
        return nil
    }
}
