import Foundation

/// The status line `uiautomator dump` prints after the XML when it writes
/// the dump to the terminal.
///
/// `adb exec-out uiautomator dump /dev/tty` (or `adb shell uiautomator dump
/// /dev/tty`) is a common way to capture a dump without a file on the
/// device: the hierarchy goes to standard output, and uiautomator's own
/// status line follows it directly, `UI hierchary dumped to: /dev/tty`
/// (AOSP `cmds/uiautomator`, `DumpCommand`, with that spelling). Saved
/// captures keep the line after `</hierarchy>`. It is not XML and says
/// nothing about the screen, so both readers stop before it; any other
/// content after the root element is still an error.
enum UIAutomatorTrailer {
    /// The line's opening words, with uiautomator's spelling and the
    /// corrected one.
    static let prefixes: [[UInt8]] = [Array("UI hierchary dumped to: ".utf8), Array("UI hierarchy dumped to: ".utf8)]

    /// How far from the end the line may begin: a path on the device is short.
    static let window = 4096
    /// White space allowed around the line (line breaks, a console's padding),
    /// bounded so that reading the file's last few kilobytes always decides.
    static let spaceAround = 64

    /// Where the XML before a trailing status line ends (just after the `>`
    /// that precedes it and any white space), or nil when the bytes do not
    /// end with one.
    static func xmlEnd(in bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
        var end = count
        while end > 0, count - end < spaceAround, isSpace(bytes[end - 1]) { end -= 1 }
        for prefix in prefixes {
            var start = end - prefix.count
            while start >= 0, start >= end - window {
                if matches(prefix, bytes, at: start) {
                    return restIsOneLine(bytes, from: start + prefix.count, to: end) ? xmlEnd(before: start, bytes) : nil
                }
                start -= 1
            }
        }
        return nil
    }

    /// The same, for a file on disk, reading only its last few kilobytes.
    static func xmlEnd(ofFileAt url: URL) -> Int? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size > 0 else { return nil }
        let tailLength = min(Int(size), window + 4 * spaceAround)
        let tailStart = Int(size) - tailLength
        guard (try? handle.seek(toOffset: UInt64(tailStart))) != nil,
              let tail = try? handle.read(upToCount: tailLength), tail.count == tailLength else { return nil }
        return tail.withUnsafeBytes { raw -> Int? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return xmlEnd(in: base, count: tailLength).map { tailStart + $0 }
        }
    }

    /// The line names a path: no markup and no second line.
    private static func restIsOneLine(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        (start..<end).allSatisfy { ![UInt8(ascii: "<"), UInt8(ascii: ">"), 0x0A, 0x0D].contains(bytes[$0]) }
    }

    /// The line must follow the end of markup (`</hierarchy>`), after white space at most.
    private static func xmlEnd(before start: Int, _ bytes: UnsafePointer<UInt8>) -> Int? {
        var index = start
        while index > 0, start - index < spaceAround, isSpace(bytes[index - 1]) { index -= 1 }
        return index > 0 && bytes[index - 1] == UInt8(ascii: ">") ? index : nil
    }

    private static func matches(_ prefix: [UInt8], _ bytes: UnsafePointer<UInt8>, at start: Int) -> Bool {
        prefix.indices.allSatisfy { bytes[start + $0] == prefix[$0] }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
