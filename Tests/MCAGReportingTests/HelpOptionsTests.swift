import Foundation
import Testing

/// Each command's options are declared once (`CommandSpec`), so `--help`
/// lists exactly what the parser accepts. Checked on the built executable:
/// every option the help lists is accepted, and a typo of one is answered
/// with it.
@Suite struct HelpOptionsTests {
    /// Each command, with arguments that make it stop with a usage error
    /// right after parsing, before it reads or writes anything.
    static let commands: [(name: String, stop: [String])] = [
        ("audit", []), ("catalog", ["extra"]), ("checklist", ["/no/such/dump.xml"]), ("review", ["bogus"]),
        ("conformance", []), ("transcript", []), ("diff", []), ("accuracy", ["one", "two"]),
    ]

    /// The options a help text lists: `--name` or `--name VALUE` at the start of an option line.
    static func listedOptions(_ help: String) -> [(name: String, takesValue: Bool)] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "Options:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            guard line.hasPrefix("  --") else { return nil }
            let words = line.dropFirst(2).split(separator: " ", omittingEmptySubsequences: false)
            guard let name = words.first.map({ String($0.dropFirst(2)) }) else { return nil }
            return (name, words.count > 1 && !words[1].isEmpty)
        }
    }

    @Test func everyListedOptionIsAcceptedAndATypoNamesIt() throws {
        var checked = 0
        for command in Self.commands {
            let help = try ExecutableTests.mcag(command.name, "--help").output
            let options = Self.listedOptions(help)
            #expect(!options.isEmpty, "\(command.name) --help lists no options")
            for option in options {
                let word = option.takesValue ? "--\(option.name)=x" : "--\(option.name)"
                let run = try ExecutableTests.mcag([command.name, word] + command.stop)
                #expect(run.status == 2, "\(command.name) \(word)")
                #expect(!run.error.contains("unknown option"), "\(command.name) lists \(word) but refuses it: \(run.error)")
                checked += 1
            }
            guard let longest = options.map(\.name).max(by: { $0.count < $1.count }) else { continue }
            let typo = try ExecutableTests.mcag([command.name, "--\(longest)x"] + command.stop)
            #expect(typo.error.contains("unknown option '--\(longest)x' (did you mean '--\(longest)'?)"), "\(typo.error)")
        }
        #expect(checked > 40)
    }

    @Test func listedOptionsAreParsedFromTheOptionsSection() {
        let help = "Usage: x\n\nOptions:\n  --format FORMAT   a\n                    b\n  --quiet           c\n  -h, --help        d\n\nExample:\n  --not-an-option\n"
        let options = Self.listedOptions(help)
        #expect(options.map(\.name) == ["format", "quiet"])
        #expect(options.map(\.takesValue) == [true, false])
    }
}
