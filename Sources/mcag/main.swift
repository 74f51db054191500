import Foundation

// A write past the file-size limit (`ulimit -f`) fails with "File too large", which the
// file writer reports and cleans up after, instead of killing the process (SIGXFSZ's
// default) and leaving a temporary file behind.
signal(SIGXFSZ, SIG_IGN)
// Exit codes: 0 success, 1 violations, 2 usage or input errors.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
