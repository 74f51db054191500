#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder as the file system stores them, as bytes:
/// `FileManager.contentsOfDirectory` turns a name that is not valid UTF-8
/// into another name, which then "does not exist", and the whole folder fails.
enum FolderListing {
    /// Every name in the folder at `path` but `.` and `..`, in no order;
    /// nil with the reason when the folder cannot be read.
    static func names(in path: String) -> Result<[[UInt8]], FolderError> {
        guard let folder = opendir(path) else { return .failure(FolderError(reason: POSIX.lastError())) }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { bytes in
                    Array(UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return .success(names)
    }

    struct FolderError: Error {
        var reason: String
    }

    /// The name as text when it is valid UTF-8.
    static func text(_ name: [UInt8]) -> String? {
        let decoded = String(decoding: name, as: UTF8.self)
        return Array(decoded.utf8) == name ? decoded : nil
    }

    /// A name that is not valid UTF-8, written losslessly: printable ASCII
    /// as it is (a backslash doubled), every other byte as `\xHH`.
    static func escaped(_ name: [UInt8]) -> String {
        var out = ""
        for byte in name {
            switch byte {
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x20...0x7E: out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "\\x" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// Whether the name ends `.json`, `.xml` or `.txt` (a Compose print), in any case.
    static func isDumpName(_ name: [UInt8]) -> Bool {
        let lower = name.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        return [".json", ".xml", ".txt"].contains { lower.ends(with: Array($0.utf8)) }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
