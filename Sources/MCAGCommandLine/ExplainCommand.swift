import MCAGReporting
import MCAGRules

/// `mcag explain ID…`: everything about one or more criteria.
enum ExplainCommand {
    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, Help.explain)
        if arguments.flag(.help) { Console.out(Help.explain.help); return .success }
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
        let typo: String = ClosestMatch.hint(for: reference, among: catalog.criterionReferences)
        guard typo.isEmpty else { return typo }
        let matching: [Criterion] = criteria(holdingWordsOf: reference, in: catalog)
        guard let first = matching.first else { return "" }
        if matching.count == 1 { return " (did you mean \(described(first))?)" }
        let shown: [String] = matching.prefix(5).map(described)
        let more: String = matching.count > shown.count ? " and \(matching.count - shown.count) more" : ""
        return "; criteria with those words: " + shown.joined(separator: ", ") + more
    }

    /// The criteria whose slug or title holds every word of three letters or more in `reference`.
    private static func criteria(holdingWordsOf reference: String, in catalog: Catalog) -> [Criterion] {
        let words: [String] = reference.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }
        guard !words.isEmpty else { return [] }
        return catalog.criteria.filter { (criterion: Criterion) -> Bool in
            let haystack: String = (slug(of: criterion) + " " + criterion.title).lowercased()
            return words.allSatisfy { haystack.contains($0) }
        }
    }

    /// "'touch-target-size' (2.1.1 Touch Target Size)".
    private static func described(_ criterion: Criterion) -> String {
        "'\(slug(of: criterion))' (\(criterion.number) \(criterion.title))"
    }

    /// The ID without its namespace: `touch-target-size` for `MCAG:touch-target-size`.
    private static func slug(of criterion: Criterion) -> String {
        criterion.id.split(separator: ":").last.map(String.init) ?? criterion.id
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
