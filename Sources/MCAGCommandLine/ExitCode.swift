/// The process exit status of `mcag`, documented in Documentation/CLI.md.
enum ExitCode: Int32 {
    /// Nothing failed.
    case success = 0
    /// The audit found violations at or above the failing impact (or, when
    /// strict, tests that need review).
    case violations = 1
    /// The command line or an input file was wrong; nothing was audited.
    case usage = 2
}

/// A mistake on the command line or in an input; printed with advice, exit 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    /// The command whose help the message points to.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    var description: String { message }
}
