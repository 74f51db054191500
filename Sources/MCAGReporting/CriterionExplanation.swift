package import MCAGRules

/// The text `mcag explain` prints for a criterion: what it asks, its tests
/// with impacts and exceptions, its WCAG and Section 508 mappings, what is
/// automated and how to test the rest by hand.
package enum CriterionExplanation {
    /// The explanation of one criterion as plain text.
    package static func text(_ criterion: Criterion, catalog: Catalog) -> String {
        var out = "\(criterion.number) \(criterion.title)\nID: \(criterion.id)\n"
        if let placement = catalog.placement(of: criterion.id) {
            out += "Principle \(placement.principle.number) \(placement.principle.title), "
                + "guideline \(placement.guideline.number) \(placement.guideline.title)\n"
        }
        if !criterion.description.isEmpty { out += "\n\(criterion.description)\n" }
        out += "\nTests:\n"
        for requirement in criterion.requirements { out += requirementText(requirement) }
        out += mappingsText(criterion)
        return out
    }

    /// One test: its text, conditions, steps, exceptions, notes and how it is checked.
    private static func requirementText(_ requirement: Requirement) -> String {
        var out = ""
        out += "\n  \(requirement.id)  [impact: \(requirement.impact)] [\(requirement.automation.rawValue)]\n"
        out += "    \(requirement.text.replacingNewlines())\n"
        for condition in requirement.conditions { out += "    - at least one: \(condition.text.replacingNewlines())\n" }
        for requires in requirement.requires { out += "    - requires: \(requires.text.replacingNewlines())\n" }
        for step in requirement.steps { out += "    - step: \(step.text.replacingNewlines())\n" }
        if !requirement.exceptions.isEmpty {
            out += "    Exceptions (claim by key):\n"
            for exception in requirement.exceptions { out += "      \(exception.key): \(exception.text.replacingNewlines())\n" }
        }
        for note in requirement.notes { out += "    Note: \(note.text.replacingNewlines())\n" }
        switch requirement.automation {
        case .automated:
            out += "    Automated by: \(requirement.checks.map(\.name).joined(separator: ", "))\n"
        case .assisted:
            out += "    Assisted by: \(requirement.checks.map(\.name).joined(separator: ", ")); a person confirms the candidates\n"
        case .manual:
            out += "    Manual: no check decides this test\n"
        }
        if requirement.automation != .automated {
            out += "    How to test: \((requirement.howToTest?.text ?? "Verify by hand: \(requirement.text)").replacingNewlines())\n"
        }
        return out
    }

    /// The WCAG, Section 508 and other references, and the criteria to see too.
    private static func mappingsText(_ criterion: Criterion) -> String {
        var out = ""
        out += "\nWCAG 2.2:" + (criterion.wcag.isEmpty ? " none mapped\n" : "\n")
        for wcag in criterion.wcag {
            out += "  \(wcag.number) \(wcag.title) (Level \(wcag.level.rawValue))\(wcag.url.map { " \($0)" } ?? "")\n"
        }
        out += "\nSection 508 (DHS iOS test process):" + (criterion.section508.isEmpty ? " none mapped\n" : "\n")
        for mapping in criterion.section508 {
            out += "  \(mapping.testID) \(mapping.failureCondition) [\(mapping.provisions.joined(separator: ", "))]"
                + (mapping.alwaysApplies ? " (always applies: Does Not Apply is not accepted)" : "") + "\n"
        }
        if !criterion.references.isEmpty {
            out += "\nReferences:\n"
            for reference in criterion.references {
                out += "  \(reference.source.title): \(reference.title)\(reference.url.map { " \($0)" } ?? "")\n"
            }
        }
        if !criterion.seeAlso.isEmpty { out += "\nSee also: \(criterion.seeAlso.joined(separator: ", "))\n" }
        return out
    }
}
