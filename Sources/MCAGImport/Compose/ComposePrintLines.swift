import Foundation

/// One line of a Compose semantics print, with its 1-based line number in the file.
struct ComposePrintLine {
    var number: Int
    var text: Substring
}

/// Splits a Compose semantics print into lines: removes a logcat prefix, reads
/// the `Printing with useUnmergedTree = '…'` header and refuses prints that
/// hold no tree (an empty match, a numbered collection of nodes).
///
/// Logcat copies come in two shapes, both ending the first line with `printToLog:`:
/// `adb logcat -v threadtime` repeats one prefix (`12-09 22:12:17.806 25179 25197 D TAG     : `)
/// on every line of the message, and Android Studio's Logcat window shows it on the
/// first line only. Any other mix is refused at the first line that breaks it.
enum ComposePrintLines {
    struct Result {
        /// `true` for the unmerged tree, `false` for the merged one, nil when the print has no header.
        var unmerged: Bool?
        var lines: [ComposePrintLine]
        /// The logcat prefix removed from every line, if any.
        var logPrefix: String?
    }

    static func read(_ data: Data, file: String) throws(ImportError) -> Result {
        guard var text = String(data: data, encoding: .utf8) else {
            throw ImportError(file: file, message: "the Compose semantics print is not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let raw = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        var lines: [ComposePrintLine] = []
        lines.reserveCapacity(raw.count)
        for (offset, line) in raw.enumerated() {
            guard line.utf8.count <= ComposeLimits.longestLine else {
                throw ImportError(file: file, line: offset + 1, message:
                    "the line is \(line.utf8.count) bytes, over \(ComposeLimits.longestLine), the longest line mcag reads in a Compose print")
            }
            lines.append(ComposePrintLine(number: offset + 1, text: line))
        }
        while let last = lines.last, last.text.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard let start = lines.firstIndex(where: { !$0.text.allSatisfy(\.isWhitespace) }) else {
            throw ImportError(file: file, line: 1, column: 1, message: "the Compose semantics print is empty")
        }
        var body = Array(lines[start...])
        let prefix = try removeLogPrefix(&body, file: file)
        try removeIndent(&body, file: file)
        let unmerged = try readHeader(&body, file: file)
        return Result(unmerged: unmerged, lines: body, logPrefix: prefix)
    }

    /// Removes the logcat `… printToLog:` line and the prefix it shares with the lines after it.
    private static func removeLogPrefix(_ lines: inout [ComposePrintLine], file: String) throws(ImportError) -> String? {
        let first = lines[0].text
        let trimmed = first.reversed().drop(while: \.isWhitespace).reversed()
        guard String(trimmed).hasSuffix(ComposeSemanticsSniff.logMarker) else { return nil }
        let prefix = String(String(trimmed).dropLast(ComposeSemanticsSniff.logMarker.count))
        lines.removeFirst()
        guard let next = lines.first, !prefix.isEmpty, next.text.hasPrefix(prefix) else { return prefix.isEmpty ? nil : prefix }
        for index in lines.indices {
            guard lines[index].text.hasPrefix(prefix) else {
                throw ImportError(file: file, line: lines[index].number, column: 1, message:
                    "the line does not start with the logcat prefix '\(prefix)' that the lines before it share: copy one printToLog message whole, with no other log lines")
            }
            lines[index].text = lines[index].text.dropFirst(prefix.count)
        }
        return prefix
    }

    /// Android Studio's Logcat window indents the lines after a message's first
    /// (`    Printing with useUnmergedTree = 'false'`); so do prints pasted into
    /// documents. The first line's indentation is removed from every line.
    private static func removeIndent(_ lines: inout [ComposePrintLine], file: String) throws(ImportError) {
        guard let first = lines.first else { return }
        let indent = first.text.prefix { $0 == " " || $0 == "\t" }
        guard !indent.isEmpty else { return }
        for index in lines.indices {
            guard lines[index].text.hasPrefix(indent) else {
                throw ImportError(file: file, line: lines[index].number, column: 1, message:
                    "the line is indented less than the print's first line (\(indent.count) characters): the print was not copied whole")
            }
            lines[index].text = lines[index].text.dropFirst(indent.count)
        }
    }

    private static func readHeader(_ lines: inout [ComposePrintLine], file: String) throws(ImportError) -> Bool? {
        guard let first = lines.first else {
            throw ImportError(file: file, message: "the logcat copy ends after 'printToLog:': the print itself is missing")
        }
        let header = first.text.trimmingCharacters(in: .whitespaces)
        var unmerged: Bool?
        switch header {
        case ComposeSemanticsSniff.header + "false'": unmerged = false
        case ComposeSemanticsSniff.header + "true'": unmerged = true
        default:
            guard header.hasPrefix("Node #") else {
                throw ImportError(file: file, line: first.number, column: 1, message:
                    "expected the header \"Printing with useUnmergedTree = 'false'\" (or 'true') or a \"Node #N at (l=…, t=…, r=…, b=…)px\" line")
            }
            return nil
        }
        lines.removeFirst()
        guard let next = lines.first else {
            throw ImportError(file: file, line: first.number, message: "the print ends after its header: it holds no nodes")
        }
        try refuseTreeless(next, file: file)
        return unmerged
    }

    /// `There were 0 nodes found!` and `1) Node #…` (a `SemanticsNodeInteractionCollection` print).
    private static func refuseTreeless(_ line: ComposePrintLine, file: String) throws(ImportError) {
        let text = line.text
        if text.hasPrefix("There were 0 nodes found") {
            throw ImportError(file: file, line: line.number, column: 1, message:
                "the print holds no nodes ('There were 0 nodes found!'): print composeTestRule.onRoot() instead")
        }
        let digits = text.prefix(while: \.isNumber)
        if !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(") Node #") {
            throw ImportError(file: file, line: line.number, column: 1, message:
                "a numbered list of matched nodes (onAllNodes(…).printToString()), not one tree: print composeTestRule.onRoot() instead")
        }
    }
}

/// Bounds on what a Compose print may hold, so that a wrong or hostile file is refused in time and memory.
enum ComposeLimits {
    /// Longest line, in bytes (a long text value fits; a binary file does not).
    static let longestLine = 1 << 22
    /// Largest file, in bytes: a print of ten thousand nodes is about 2 MB.
    static let largestFile = 1 << 26
    /// Most nodes in one print.
    static let mostNodes = 1_000_000
    /// Deepest nesting: the print indents three characters a level, so a tree this deep
    /// already takes 6 MB of indentation (real trees are a few dozen levels deep).
    static let deepestLevel = 2_000
    /// Most lines one quoted value may continue over.
    static let longestValueLines = 10_000
}
