import Foundation

/// Writing to the terminal and to files.
enum Console {
    /// Where standard output and standard error go for a command run in process;
    /// nil (the `mcag` process) writes to the descriptors.
    @TaskLocal static var capture: ConsoleCapture?

    /// Writes `text` to standard output. When its reader has gone (`mcag … | head -1`)
    /// the rest is dropped quietly and the command keeps its exit status (see
    /// ``standardOutputFailure(_:)``); any other failure is said on standard error.
    /// Written with `write(2)`, not `FileHandle`, whose `write` traps on an error.
    static func out(_ text: String) {
        var text = text
        if let capture { return text.withUTF8 { capture.appendOutput(UnsafeRawBufferPointer($0)) } }
        let failure = text.withUTF8 { standardOutputFailure(POSIX.writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO)) }
        if let failure { error("mcag: error: standard output cannot be written: \(failure)\n") }
    }

    /// Nil when a write to standard output succeeded or failed only because the reader
    /// closed the pipe (EPIPE, with SIGPIPE ignored by ``MCAGCommandLine/main(houseRules:)``):
    /// a reader that stops early, as `head` does, has read what it wanted, which is
    /// not an input error. Otherwise why the write failed.
    static func standardOutputFailure(_ written: Bool) -> String? {
        written || errno == EPIPE ? nil : POSIX.lastError()
    }

    static func error(_ text: String) {
        var text = text
        if let capture { return text.withUTF8 { capture.appendError(UnsafeRawBufferPointer($0)) } }
        // Nothing is left to tell when standard error itself cannot be written.
        _ = text.withUTF8 { POSIX.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    static var stdoutIsTerminal: Bool { capture == nil && isatty(STDOUT_FILENO) != 0 }
    static var stderrIsTerminal: Bool { capture == nil && isatty(STDERR_FILENO) != 0 }

    /// Writes `text` to `path` with ``SafeFileWriter``, or to standard output
    /// when `path` is nil or `-`.
    static func write(_ text: String, to path: String?, option: String = "--output", command: String? = nil) throws(UsageError) {
        try SafeFileWriter.write(Data(text.utf8), to: path ?? "-", option: option, command: command)
    }
}
