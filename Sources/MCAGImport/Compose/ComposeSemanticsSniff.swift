import Foundation

/// Recognises a Jetpack Compose semantics print (`printToString()`, or
/// `printToLog(tag)` copied from logcat) from the first lines of a file.
///
/// The print is text: its first line is `Printing with useUnmergedTree = 'false'`
/// (or `'true'`), or, for `SemanticsNode.printToString()`, a `Node #N at (…)px`
/// line. A logcat copy puts a prefix before the first line, which ends in
/// `printToLog:`; the line after it is then the header.
enum ComposeSemanticsSniff {
    static let header = "Printing with useUnmergedTree = '"
    static let logMarker = "printToLog:"

    /// Whether the head of a file (UTF-8, byte order mark removed) starts a Compose print.
    static func matches(_ head: Data.SubSequence) -> Bool {
        let text = String(decoding: head.prefix(4_096), as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: true)
        guard let first = lines.first?.trimmingCharacters(in: .whitespaces) else { return false }
        if first.hasPrefix(header) || first.hasPrefix("Node #") { return true }
        guard first.hasSuffix(logMarker), lines.count > 1 else { return false }
        return lines[1].contains(header) || lines[1].contains("Node #")
    }
}
