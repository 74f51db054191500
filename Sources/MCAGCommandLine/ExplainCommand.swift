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
                throw UsageError("no criterion '\(reference)'" + suggestions(for: reference, in: catalog)
                                 + "; list them with 'mcag catalog'", command: "explain")
            }
            sections += criteria.map { CriterionExplanation.text($0, catalog: catalog) }
        }
        Console.out(sections.joined(separator: "\n" + String(repeating: "-", count: 72) + "\n\n"))
        return .success
    }

    /// A near spelling (" (did you mean 'x'?)"), or else the criteria whose
    /// slug or title holds every word typed: `touch-target` is no typo of
    /// `touch-target-size`, but it is the start of it.
    static func suggestions(for reference: String, in catalog: Catalog) -> String {
        let typo = ClosestMatch.hint(for: reference, among: catalog.criterionReferences)
        guard typo.isEmpty else { return typo }
        let words = reference.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }
        guard !words.isEmpty else { return "" }
        let matching = catalog.criteria.filter { criterion in
            let slug = criterion.id.split(separator: ":").last.map(String.init) ?? criterion.id
            let haystack = (slug + " " + criterion.title).lowercased()
            return words.allSatisfy { haystack.contains($0) }
        }
        guard !matching.isEmpty else { return "" }
        let shown = matching.prefix(5).map { "'\($0.id.split(separator: ":").last.map(String.init) ?? $0.id)' (\($0.number) \($0.title))" }
        let more = matching.count > shown.count ? " and \(matching.count - shown.count) more" : ""
        return matching.count == 1 ? " (did you mean \(shown[0])?)" : "; criteria with those words: " + shown.joined(separator: ", ") + more
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
