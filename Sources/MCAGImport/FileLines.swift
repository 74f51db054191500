import Foundation

/// Line facts about a file, read in chunks; used only on the error path.
enum FileLines {
    /// The number of the last line holding anything but white space; 0 when unreadable.
    static func lastContentLine(of url: URL) -> Int {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return 0 }
        defer { try? handle.close() }
        var line = 1
        var lastContentLine = 0
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            for byte in chunk {
                switch byte {
                case 0x0A: line += 1
                case 0x20, 0x09, 0x0D: continue
                default: lastContentLine = line
                }
            }
        }
        return lastContentLine
    }

    /// The size in bytes of a regular file; nil for pipes, devices and unreadable paths.
    static func size(of url: URL) -> Int? {
        guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
              values.isRegularFile == true else { return nil }
        return values.fileSize
    }
}
