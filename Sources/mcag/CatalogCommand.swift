import Foundation
import MCAGReporting
import MCAGRules

/// `mcag catalog`: the whole catalog as JSON or Markdown.
enum CatalogCommand {
    enum Format: String, CaseIterable { case json, markdown }

    static func run(_ raw: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, command: "catalog", valueOptions: ["format", "output"], flagOptions: [])
        if arguments.flag("help") { Console.out(Help.catalog); return .success }
        if let extra = arguments.positionals.first {
            throw UsageError("catalog takes no arguments, but got '\(extra)'", command: "catalog")
        }
        let format = try arguments.choice("format", as: Format.self, command: "catalog") ?? .markdown
        let text = switch format {
        case .json: String(decoding: CatalogExport.json(Catalog.standard), as: UTF8.self)
        case .markdown: CatalogExport.markdown(Catalog.standard)
        }
        try Console.write(text, to: arguments.value("output"), command: "catalog")
        return .success
    }
}
