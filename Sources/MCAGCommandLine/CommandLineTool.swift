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
                guard let command = CommandRegistry.command(named: topic) else { throw UsageError("no command '\(topic)'") }
                Console.out(command.help)
                return .success
            default:
                guard let command = CommandRegistry.command(named: first) else {
                    throw UsageError("unknown command '\(first)'; the commands are \(CommandRegistry.namesInProse)")
                }
                return try command.run(rest, rules)
            }
        } catch {
            Console.error("mcag: error: \(error.message.escapingControlCharacters)\n")
            Console.error(error.command.map { "Run 'mcag \($0) --help' for usage.\n" } ?? "Run 'mcag --help' for usage.\n")
            return .usage
        }
    }
}
