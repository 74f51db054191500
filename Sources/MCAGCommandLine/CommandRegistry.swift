/// One `mcag` command, declared once in ``CommandRegistry/commands``: the dispatcher runs it, the
/// overview lists it, `mcag help NAME` prints its page and an unknown command's error names it, so
/// a command cannot be reachable and missing from the help, or listed and unreachable.
struct Command: Sendable {
    /// The word that selects it (`audit`).
    let name: String
    /// What follows the name in the overview (`FILE|DIR...`); empty when nothing does.
    let operands: String
    /// The overview's one line.
    let summary: String
    /// The text of `mcag NAME --help` and `mcag help NAME`.
    let help: String
    let run: @Sendable (_ arguments: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode

    /// The overview's left column: the name and its operands.
    var synopsis: String { operands.isEmpty ? name : "\(name) \(operands)" }
}

enum CommandRegistry {
    /// Every command, in the overview's order.
    static let commands: [Command] = [
        Command(name: "audit", operands: "FILE|DIR...", summary: "Audit snapshots or accessibility dumps; exit 1 on violations",
                help: Help.audit.help, run: AuditCommand.run),
        Command(name: "catalog", operands: "", summary: "Print every principle, guideline, criterion and test",
                help: Help.catalog.help, run: CatalogCommand.run),
        Command(name: "explain", operands: "ID...", summary: "Explain a criterion: tests, impacts, exceptions, WCAG and 508 mappings",
                help: Help.explain.help, run: ExplainCommand.run),
        Command(name: "checklist", operands: "[FILE...]", summary: "The manual and assisted tests as a QA checklist",
                help: Help.checklist.help, run: ChecklistCommand.run),
        Command(name: "review", operands: "record|list", summary: "Record and list manual results (Compliant, Not Compliant, Does Not Apply)",
                help: Help.review.help, run: ReviewCommand.run),
        Command(name: "accuracy", operands: "DIR", summary: "Precision and recall on a folder of reviewed screens",
                help: AccuracyCommand.spec.help, run: { arguments, _ throws(UsageError) in try AccuracyCommand.run(arguments) }),
        Command(name: "conformance", operands: "FILE|DIR...", summary: "An accessibility conformance report per standard (EN 301 549, WCAG 2.2)",
                help: Help.conformance.help, run: ConformanceCommand.run),
        Command(name: "transcript", operands: "FILE...", summary: "What TalkBack or VoiceOver says at each focus stop, as diffable text or SVG",
                help: TranscriptCommand.spec.help, run: TranscriptCommand.run),
        Command(name: "diff", operands: "OLD NEW", summary: "What changed for a screen-reader user between two captures or transcripts",
                help: DiffCommand.spec.help, run: DiffCommand.run),
        Command(name: "capture", operands: "android", summary: "Capture the screen on a device with adb: dump, PNG, capture sidecar",
                help: CaptureCommand.help, run: { arguments, _ throws(UsageError) in try CaptureCommand.run(arguments) }),
    ]

    static func command(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// "audit, catalog, … and capture", for the error an unknown command gets.
    static var namesInProse: String {
        let names = commands.map(\.name)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
