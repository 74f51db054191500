/// A standard an accessibility conformance report is written against: its
/// clauses, each tied to the WCAG success criterion it mirrors.
///
/// MCAG criteria are mapped to clauses through the WCAG references the
/// catalog already declares (``Criterion/wcag``): a criterion that cites
/// WCAG 1.4.3 concerns WCAG 2.2's 1.4.3 and EN 301 549's 11.1.4.3. The
/// mapping is this table, declared once, not a line per criterion.
package struct ConformanceStandard: Sendable, Identifiable {
    /// One clause or success criterion of the standard.
    package struct Clause: Sendable, Hashable {
        /// The clause's number: `11.1.4.3`, `1.4.3`.
        package var number: String
        package var title: String
        /// The WCAG success criterion the clause mirrors; nil for a clause of its own (EN 301 549 11.5 to 11.8).
        package var wcag: String?
        /// WCAG's conformance level, where the clause mirrors WCAG.
        package var level: WCAG.Level?
        /// Set when the standard itself says the clause does not apply to a mobile app's software.
        package var notApplicable: String?

        package init(_ number: String, _ title: String, wcag: String? = nil, level: WCAG.Level? = nil, notApplicable: String? = nil) {
            self.number = number
            self.title = title
            self.wcag = wcag
            self.level = level
            self.notApplicable = notApplicable
        }
    }

    /// The name `--standard` takes: `en301549`, `wcag22`.
    package var id: String
    /// The full title and version, for the report heading.
    package var title: String
    /// Where the clause list comes from, and what it leaves out.
    package var scope: String
    package var clauses: [Clause]

    package init(id: String, title: String, scope: String, clauses: [Clause]) {
        self.id = id
        self.title = title
        self.scope = scope
        self.clauses = clauses
    }

    /// The standards a conformance report can be written against.
    package static let all: [ConformanceStandard] = [.en301549, .wcag22]

    /// The standard called `id`, or nil.
    package static func named(_ id: String) -> ConformanceStandard? { all.first { $0.id == id } }

    /// The criteria of `catalog` that concern `clause`, in catalog order.
    package func criteria(for clause: Clause, in catalog: Catalog) -> [Criterion] {
        guard let sc = clause.wcag else { return [] }
        return catalog.criteria.filter { criterion in criterion.wcag.contains { $0.number == sc } }
    }
}
