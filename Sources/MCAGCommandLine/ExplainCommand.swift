import MCAGReporting
import MCAGRules

/// `mcag explain ID…`: everything about one or more criteria.
enum ExplainCommand {
    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, Help.explain)
        if arguments.flag("help") { Console.out(Help.explain.help); return .success }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("name a criterion: an ID (MCAG:clean-names), a slug (clean-names) or a number (3.2.4)",
                             command: "explain")
        }
        let catalog = rules.catalog
        var sections: [String] = []
        for reference in arguments.positionals {
            let criteria = criteria(matching: reference, in: catalog)
            guard !criteria.isEmpty else {
                throw UsageError("no criterion '\(reference)'" + ClosestMatch.hint(for: reference, among: catalog.criterionReferences)
                                 + "; list them with 'mcag catalog'", command: "explain")
            }
            sections += criteria.map { CriterionExplanation.text($0, catalog: catalog) }
        }
        Console.out(sections.joined(separator: "\n" + String(repeating: "-", count: 72) + "\n\n"))
        return .success
    }

    /// Criteria by ID, slug or number; a test ID names its criterion.
    static func criteria(matching reference: String, in catalog: Catalog) -> [Criterion] {
        let direct = catalog.criteria(matching: reference)
        if !direct.isEmpty { return direct }
        if let hash = reference.firstIndex(of: "#") {
            return catalog.criteria(matching: String(reference[..<hash]))
        }
        if !reference.contains(":") { return catalog.criteria(matching: "MCAG:" + reference) }
        return []
    }
}
