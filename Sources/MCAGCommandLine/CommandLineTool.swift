import MCAGReporting
import MCAGRules

/// Dispatches `mcag <command> …` and turns errors into messages and exit codes.
enum CommandLineTool {
    static func run(_ arguments: [String], houseRules: HouseRules? = nil) -> ExitCode {
        guard let first = arguments.first else {
            Console.error(Help.overview)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            let rules = try CommandRules(house: houseRules)
            switch first {
            case "--version", "-V", "version":
                Console.out("mcag \(MCAGVersion.current)\n")
                return .success
            case "--help", "-h":
                Console.out(Help.overview)
                return .success
            case "help":
                guard let topic = rest.first else { Console.out(Help.overview); return .success }
                guard let text = Help.text(for: topic) else { throw UsageError("no command '\(topic)'") }
                Console.out(text)
                return .success
            case "audit": return try AuditCommand.run(rest, rules)
            case "catalog": return try CatalogCommand.run(rest, rules)
            case "explain": return try ExplainCommand.run(rest, rules)
            case "checklist": return try ChecklistCommand.run(rest, rules)
            case "review": return try ReviewCommand.run(rest, rules)
            case "accuracy": return try AccuracyCommand.run(rest)
            case "conformance": return try ConformanceCommand.run(rest, rules)
            case "transcript": return try TranscriptCommand.run(rest)
            case "diff": return try DiffCommand.run(rest, rules)
            case "capture": return try CaptureCommand.run(rest)
            default:
                throw UsageError("unknown command '\(first)'; the commands are audit, catalog, explain, checklist, review, accuracy, conformance, transcript, diff and capture")
            }
        } catch {
            Console.error("mcag: error: \(error.message.escapingControlCharacters)\n")
            Console.error(error.command.map { "Run 'mcag \($0) --help' for usage.\n" } ?? "Run 'mcag --help' for usage.\n")
            return .usage
        }
    }
}
