/// Why a source tree could not be indexed; each case names the place.
package enum SourceIndexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The root does not exist or cannot be read.
    case unreadableRoot(path: String, reason: String)
    /// The root exists but is a file, not a folder.
    case rootIsNotAFolder(path: String)

    package var description: String {
        switch self {
        case .unreadableRoot(let path, let reason): "source folder \(path): cannot be read (\(reason))"
        case .rootIsNotAFolder(let path): "source folder \(path): is a file, not a folder"
        }
    }
}
