#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Which file a path names, so that two spellings of one file compare equal:
/// through `..`, symbolic links (the resolved path) and hard links (the same
/// device and inode).
struct FileIdentity {
    /// The path as the user gave it, for messages.
    var given: String
    /// The absolute path with symbolic links resolved; for a file that does not
    /// exist yet, its resolved folder and its name.
    var resolved: String
    /// Device and inode, when the file exists.
    var node: Node?

    struct Node: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    init(path: String) {
        given = path
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        if let real = POSIX.realPath(path) {
            resolved = real
        } else if let folder = POSIX.realPath(absolute.deletingLastPathComponent().path) {
            resolved = URL(fileURLWithPath: folder).appendingPathComponent(absolute.lastPathComponent).path
        } else {
            resolved = absolute.path
        }
        node = POSIX.status(path).map { Node(device: UInt64($0.st_dev), inode: UInt64($0.st_ino)) }
    }

    /// Whether both paths name the same file.
    func isSameFile(as other: FileIdentity) -> Bool {
        if let node, let otherNode = other.node { return node == otherNode }
        return resolved == other.resolved
    }
}
