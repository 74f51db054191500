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
        #expect(MCAGCommandLine.run(["help", "audit"], capturing: ConsoleCapture()) == 0)
        #expect(MCAGCommandLine.run(["audti"], capturing: ConsoleCapture()) == 2)
    }
}

/// Options are named by ``OptionName`` cases, declared by the commands' specs and read by the same
/// cases, so a misspelt name does not compile; what remains is that each name is some command's.
@Suite struct OptionNameTests {
    static let specs = [Help.audit, Help.catalog, Help.explain, Help.checklist, Help.review, Help.conformance,
                        AccuracyCommand.spec, TranscriptCommand.spec, DiffCommand.spec]

    @Test func everyOptionNameIsDeclaredByACommand() {
        var declared = Set(Self.specs.flatMap { $0.options.map(\.name.rawValue) })
        declared.formUnion(CaptureCommand.valueOptions.union(CaptureCommand.flagOptions))
        declared.insert(OptionName.help.rawValue)
        #expect(Set(OptionName.allCases.map(\.rawValue)) == declared)
    }

    @Test(arguments: specs.map(\.name))
    func everyDeclaredOptionParses(command: String) throws {
        let spec = try #require(Self.specs.first { $0.name == command })
        for option in spec.options {
            let raw = option.value == nil ? [option.name.flagText] : [option.name.flagText, "x"]
            let arguments = try Arguments(raw, spec)
            if option.isRepeatable {
                #expect(arguments.values(option.name) == ["x"])
                let twice = try Arguments(raw + [option.name.flagText + "=y"], spec)
                #expect(twice.values(option.name) == ["x", "y"])
            } else {
                #expect(option.value == nil ? arguments.flag(option.name) : arguments.value(option.name) == "x")
                if option.value != nil {
                    #expect(throws: UsageError.self) { try Arguments(raw + raw, spec) }
                }
            }
        }
        #expect(throws: UsageError.self) { try Arguments(["--no-such-option"], spec) }
    }
}

/// `mcag accuracy` scores a folder it is given: it has no default path into this repository.
@Suite struct AccuracyCommandArgumentTests {
    static func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try AccuracyCommand.run(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func theFolderIsRequired() {
        #expect(Self.usageMessage([])?.contains("give the folder of expectation files to score") == true)
        #expect(Self.usageMessage(["--density", "none", "--check"])?.contains("give the folder") == true)
        #expect(MCAGCommandLine.run(["accuracy"], capturing: ConsoleCapture()) == 2)
    }

    @Test func oneFolderOnly() {
        #expect(Self.usageMessage(["one", "two"]) == "give one folder of expectation files")
    }

    @Test func theHelpNamesTheFolderAsRequired() {
        #expect(AccuracyCommand.spec.help.contains("Usage: mcag accuracy DIR "))
        #expect(CommandRegistry.command(named: "accuracy")?.synopsis == "accuracy DIR")
    }
}
