import MCAGRules

/// The rules every command reads: the standard catalog, and the house rules
/// a team's own executable brings (``MCAGCommandLine/main(houseRules:)``).
///
/// The house rules are merged once, when the tool starts, with the same
/// ``Catalog/merging(_:)`` that ``MCAG/evaluate(_:_:)`` uses, so a duplicate ID
/// or an override outside the house policy stops every command with the
/// declaration's place, as it stops a test suite.
struct CommandRules: Sendable {
    /// The catalog house rules are merged into (``AuditOptions/catalog``).
    var standard: Catalog
    /// The team's rules, if its executable gave any.
    var house: HouseRules?
    /// The standard catalog with the house criteria and impact overrides:
    /// what `catalog`, `explain`, `checklist` and `review` list and accept.
    var catalog: Catalog

    /// The standard catalog alone: the plain `mcag` executable.
    static let standardOnly = CommandRules(standard: .standard, house: nil, catalog: .standard)

    /// Merges `house` into the standard catalog, or reports why it cannot be.
    init(house: HouseRules?) throws(UsageError) {
        guard let house else {
            self = .standardOnly
            return
        }
        do {
            self.init(standard: .standard, house: house, catalog: try Catalog.standard.merging(house))
        } catch {
            throw UsageError("the house rules \(house.namespace) are invalid: \(error.description)")
        }
    }

    private init(standard: Catalog, house: HouseRules?, catalog: Catalog) {
        self.standard = standard
        self.house = house
        self.catalog = catalog
    }

    /// Audit options with nothing but these rules: what a command starts from
    /// when no configuration file is given.
    var options: AuditOptions { AuditOptions(catalog: standard, house: house) }
}
