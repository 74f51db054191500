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

    /// Writes `text` to `path`, or to standard output when `path` is nil.
    static func write(_ text: String, to path: String?) throws(UsageError) {
        guard let path else { out(text); return }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UsageError("cannot write '\(path)': \(error.localizedDescription); check that the folder exists and is writable")
        }
    }
}
