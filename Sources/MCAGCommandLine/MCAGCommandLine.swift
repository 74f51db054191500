import Foundation

/// The `mcag` command line as a library.
///
/// The `mcag` executable is a one-line `main.swift` that calls ``main()``;
/// any other executable can do the same.
public enum MCAGCommandLine {
    /// Runs `mcag` with `arguments` (the program name left out) and returns
    /// the exit status: 0 success, 1 violations, 2 usage or input errors.
    public static func run(_ arguments: [String]) -> Int32 {
        CommandLineTool.run(arguments).rawValue
    }

    /// Runs `mcag` with the process's arguments and exits with its status.
    public static func main() -> Never {
        // A write past the file-size limit (`ulimit -f`) fails with "File too large", which the
        // file writer reports and cleans up after, instead of killing the process (SIGXFSZ's
        // default) and leaving a temporary file behind.
        signal(SIGXFSZ, SIG_IGN)
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }
}
