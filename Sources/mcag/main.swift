import Foundation

// Exit codes: 0 success, 1 violations, 2 usage or input errors.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
