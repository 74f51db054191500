import Foundation
import MCAGReporting
import MCAGRules

/// `mcag catalog`: the whole catalog as JSON or Markdown, or in the upstream
/// MCAG site's data format (`--format upstream`, one criterion with `--criterion ID`).
enum CatalogCommand {
    enum Format: String, CaseIterable { case json, markdown, upstream }

    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, Help.catalog)
        if arguments.flag(.help) { Console.out(Help.catalog.help); return .success }
        if let extra = arguments.positionals.first {
            throw UsageError("catalog takes no arguments, but got '\(extra)'", command: "catalog")
        }
        let format = try arguments.choice(.format, as: Format.self, command: "catalog") ?? .markdown
        let criterion = try arguments.value(.criterion).map { name throws(UsageError) in try upstreamCriterion(name, format: format, in: rules.catalog) }
        let text = switch format {
        case .json: String(decoding: CatalogExport.json(rules.catalog), as: UTF8.self)
        case .markdown: CatalogExport.markdown(rules.catalog)
        case .upstream: UpstreamExport.document(rules.catalog, criterionID: criterion).prettyPrinted()
        }
        try Console.write(text, to: arguments.value(.output), command: "catalog")
        return .success
    }

    /// The ID of the one criterion `--criterion` names (ID, slug or printed number).
    static func upstreamCriterion(_ name: String, format: Format, in catalog: Catalog) throws(UsageError) -> String {
        guard format == .upstream else {
            throw UsageError("--criterion goes with --format upstream", command: "catalog")
        }
        let matches = catalog.criteria(matching: name)
        guard matches.count == 1, let criterion = matches.first else {
            throw UsageError(matches.isEmpty ? "no criterion '\(name)'; see 'mcag catalog' for the IDs"
                : "'\(name)' names \(matches.map(\.id).joined(separator: " and ")); give the ID", command: "catalog")
        }
        return criterion.id
    }
}
