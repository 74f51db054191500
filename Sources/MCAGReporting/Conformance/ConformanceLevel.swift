package import MCAGRules

/// What an accessibility conformance report says about one clause, in the
/// words ITI's VPAT uses.
package enum ConformanceLevel: String, Sendable, Hashable, CaseIterable {
    case supports = "Supports"
    case partiallySupports = "Partially Supports"
    case doesNotSupport = "Does Not Support"
    case notApplicable = "Not Applicable"
    case notEvaluated = "Not Evaluated"

    /// The roll-up of the requirement outcomes that concern a clause
    /// (Documentation/Conformance.md, "Rolling results up"):
    /// 1. no requirement maps to the clause: Not Evaluated;
    /// 2. any violation: Partially Supports when another requirement
    ///    passed, else Does Not Support;
    /// 3. any requirement still needing review: Not Evaluated;
    /// 4. every requirement not applicable: Not Applicable;
    /// 5. otherwise (passes, perhaps with some not applicable): Supports.
    package static func rollUp(_ outcomes: [Outcome]) -> ConformanceLevel {
        guard !outcomes.isEmpty else { return .notEvaluated }
        if outcomes.contains(.violation) {
            return outcomes.contains(.pass) ? .partiallySupports : .doesNotSupport
        }
        if outcomes.contains(.needsReview) { return .notEvaluated }
        return outcomes.allSatisfy { $0 == .notApplicable } ? .notApplicable : .supports
    }
}
