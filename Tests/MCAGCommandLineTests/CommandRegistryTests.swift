@testable import MCAGCommandLine
import Testing

/// The command registry is the one list of commands: each is dispatched, listed in the overview and
/// reachable by `mcag help NAME`, with a help page of its own name.
@Suite struct CommandRegistryTests {
    @Test(arguments: CommandRegistry.commands.map(\.name))
    func everyCommandIsListedAndHasItsOwnPage(name: String) throws {
        let command = try #require(CommandRegistry.command(named: name))
        #expect(Help.overview.contains("\n  \(command.synopsis)  "), "the overview does not list \(name)")
        #expect(command.help.contains("mcag \(name)"), "the help page of \(name) is another command's")
        #expect(CommandRegistry.namesInProse.contains(name))
    }

    @Test func namesAreUniqueAndTheProseListEndsWithAnd() {
        let names = CommandRegistry.commands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(CommandRegistry.namesInProse.hasSuffix(" and \(names.last ?? "")"))
    }

    @Test func anUnknownCommandIsAUsageErrorNamingTheCommands() {
        #expect(CommandRegistry.command(named: "audti") == nil)
        #expect(MCAGCommandLine.run(["help", "audit"]) == 0)
        #expect(MCAGCommandLine.run(["audti"]) == 2)
    }
}
