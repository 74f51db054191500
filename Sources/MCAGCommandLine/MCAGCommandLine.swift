import Foundation
public import MCAGRules

/// The `mcag` command line as a library.
///
/// The `mcag` executable is a one-line `main.swift` that calls ``main(houseRules:)``;
/// a team's own executable does the same with its house rules, and every
/// command (`audit`, `catalog`, `explain`, `checklist`, `review`,
/// `conformance`, `diff`) then sees them beside the standard catalog:
///
/// ```swift
/// // Sources/acme-mcag/main.swift
/// import AcmeAccessibility
/// import MCAGCommandLine
/// MCAGCommandLine.main(houseRules: Acme.house)
/// ```
///
/// House rules that do not merge (a duplicate ID, an override outside the
/// house policy) stop every command with exit status 2 and the
/// declaration's place, as `Catalog.merging(_:)` reports them to a test suite.
public enum MCAGCommandLine {
    /// Runs `mcag` with `arguments` (the program name left out) and returns
    /// the exit status: 0 success, 1 violations, 2 usage or input errors.
    public static func run(_ arguments: [String], houseRules: HouseRules? = nil) -> Int32 {
        CommandLineTool.run(arguments, houseRules: houseRules).rawValue
    }

    /// Runs `mcag` with `arguments` in process, with what it says on standard output and
    /// standard error kept in `capture` rather than written to the process's descriptors.
    package static func run(_ arguments: [String], houseRules: HouseRules? = nil, capturing capture: ConsoleCapture) -> Int32 {
        Console.$capture.withValue(capture) { run(arguments, houseRules: houseRules) }
    }

    /// Runs `mcag` with the process's arguments and exits with its status.
    public static func main(houseRules: HouseRules? = nil) -> Never {
        // A write past the file-size limit (`ulimit -f`) fails with "File too large", which the
        // file writer reports and cleans up after, instead of killing the process (SIGXFSZ's
        // default) and leaving a temporary file behind.
        signal(SIGXFSZ, SIG_IGN)
        // A reader that closes the pipe early (`mcag audit … | head -1`) would otherwise kill the
        // process with SIGPIPE (exit 141, outside the documented 0, 1 and 2); ignored, the write
        // fails with EPIPE, which `Console` treats as the end of the output.
        signal(SIGPIPE, SIG_IGN)
        MallocArenas.limitToCores()
        TemporaryFiles.shared.trackStreamCopies()
        HeldUntilExit.shared.processExitsAfterCommand()
        exit(run(Array(CommandLine.arguments.dropFirst()), houseRules: houseRules))
    }
}
