import Foundation

/// Writes a large dump by repeating the children of a real dump's root
/// element until the file reaches the requested size.
enum ScaledDump {
    struct Written {
        var url: URL
        var megabytes: Double
    }

    static func write(from path: String, megabytes: Int) throws -> Written {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let rootOpenEnd = firstTagEnd(in: text, after: text.range(of: "<hierarchy")?.lowerBound),
              let rootClose = text.range(of: "</hierarchy>", options: .backwards)
        else { throw CocoaError(.fileReadCorruptFile) }
        let head = String(text[..<rootOpenEnd])
        let body = String(text[rootOpenEnd..<rootClose.lowerBound])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-benchmark-\(getpid()).xml")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let target = megabytes * 1_048_576
        var written = 0
        handle.write(Data(head.utf8))
        written += head.utf8.count
        let chunk = Data(body.utf8)
        while written + chunk.count < target {
            handle.write(chunk)
            written += chunk.count
        }
        handle.write(Data("</hierarchy>\n".utf8))
        written += 13
        return Written(url: url, megabytes: Double(written) / 1_048_576)
    }

    private static func firstTagEnd(in text: String, after start: String.Index?) -> String.Index? {
        guard let start, let close = text[start...].firstIndex(of: ">") else { return nil }
        return text.index(after: close)
    }
}
