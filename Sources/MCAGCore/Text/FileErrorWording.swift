import Foundation

/// Why a file could not be read, in words: Foundation on Linux
/// describes many read failures only as "NSCocoaErrorDomain error 256",
/// which names neither the cause nor the fix.
package enum FileErrorWording {
    /// The reason reading `path` failed with `error`, checking the path
    /// itself first: a folder, a missing file, missing permission, else the
    /// system's own words.
    package static func readingReason(_ error: any Error, path: String) -> String {
        var isFolder: ObjCBool = false
        let manager = FileManager.default
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "it is a folder, not a file" }
        if !manager.isReadableFile(atPath: path) { return "permission denied: the file is not readable" }
        return systemReason(error)
    }

    /// The POSIX reason under a Cocoa error, when it carries one.
    private static func systemReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
