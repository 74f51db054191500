import Foundation

/// Writing to the terminal and to files.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Writes `text` to `path` with ``SafeFileWriter``, or to standard output
    /// when `path` is nil or `-`.
    static func write(_ text: String, to path: String?, option: String = "--output", command: String? = nil) throws(UsageError) {
        try SafeFileWriter.write(Data(text.utf8), to: path ?? "-", option: option, command: command)
    }
}
