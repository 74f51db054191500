import MCAGReporting
import MCAGRules

/// `mcag checklist`: the manual and assisted tests for a person to work through.
enum ChecklistCommand {
    enum Format: String, CaseIterable { case markdown, csv }

    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, Help.checklist)
        if arguments.flag(.help) { Console.out(Help.checklist.help); return .success }
        let format = try arguments.choice(.format, as: Format.self, command: "checklist") ?? .markdown
        var screens: [String] = []
        if !arguments.positionals.isEmpty {
            let files = try SnapshotInputs.expand(arguments.positionals, command: "checklist")
            var plan = OutputPlan()
            plan.inputs = files.map { OutputPlan.Named(option: "the input", path: $0.relativePath) }
            plan.outputs = arguments.value(.output).map { [OutputPlan.Named(option: "--output", path: $0)] } ?? []
            try plan.check(command: "checklist")
            let options = try SnapshotInputs.importOptions(arguments, command: "checklist")
            let snapshot = try SnapshotInputs.load(files, options: options, showProgress: SnapshotInputs.showsProgress(for: files, quiet: false), command: "checklist",
                                                   plan: plan)
            var seen = Set<String>()
            screens = snapshot.screens.map(\.displayName).filter { seen.insert($0).inserted }
        }
        let text = switch format {
        case .markdown: Checklist.markdown(rules.catalog, screens: screens)
        case .csv: Checklist.csv(rules.catalog, screens: screens)
        }
        try Console.write(text, to: arguments.value(.output), command: "checklist")
        return .success
    }
}
