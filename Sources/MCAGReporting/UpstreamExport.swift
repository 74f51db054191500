package import MCAGRules

/// The catalog in the upstream MCAG site's own data format
/// (GetEvinced/mcag, `src/app/data/mcag.json`): principles holding
/// guidelines holding `successcriteria`, each test with its `details`,
/// `impact` and `impactNotes`, references grouped by source.
///
/// What a contributor proposes upstream after changing a criterion in the
/// DSL (CONTRIBUTING.md). The DSL keeps plain text, so links that upstream
/// writes into its texts (to its terminology page) are not reproduced;
/// Documentation/Upstream.md lists this and every other departure.
package enum UpstreamExport {
    /// The document for the whole catalog, or for the one criterion with `criterionID`
    /// (nested in its principle and guideline, so that it drops into the upstream file).
    package static func document(_ catalog: Catalog, criterionID: String? = nil) -> JSONValue {
        let principles: [JSONValue] = catalog.principles.compactMap { principle in
            let guidelines: [JSONValue] = principle.guidelines.compactMap { guideline in
                let criteria = guideline.criteria.filter { criterionID == nil || $0.id == criterionID }
                guard !criteria.isEmpty else { return nil }
                return node(id: guideline.id, name: name(guideline.title), number: guideline.number, title: guideline.title,
                            description: guideline.description, children: ("successcriteria", criteria.map(criterion)))
            }
            guard !guidelines.isEmpty else { return nil }
            return node(id: principle.id, name: slug(principle.id), number: principle.number, title: principle.title,
                        description: principle.description, children: ("guidelines", guidelines))
        }
        return .object([("principles", .array(principles))])
    }

    /// One upstream `successcriteria` entry.
    package static func criterion(_ criterion: Criterion) -> JSONValue {
        .object([
            ("id", .string(criterion.id)),
            ("num", .string(criterion.number)),
            ("name", .string(slug(criterion.id))),
            ("handle", .string(criterion.title)),
            ("title", .string(criterion.description)),
            ("tests", .array(criterion.requirements.map(test))),
            ("references", references(criterion)),
        ])
    }

    static func node(
        id: String, name: String, number: String, title: String, description: String, children: (String, [JSONValue])
    ) -> JSONValue {
        .object([
            ("id", .string(id)), ("num", .string(number)), ("name", .string(name)), ("handle", .string(title)),
            ("title", .string(description)), (children.0, .array(children.1)),
        ])
    }

    /// Upstream keeps every bullet of a test in one `details` list; the DSL
    /// sorts them into exceptions, conditions, steps and further demands.
    /// Conditions come first, as upstream prints them before "Except when".
    static func test(_ requirement: Requirement) -> JSONValue {
        let details = requirement.conditions.map(\.text) + requirement.exceptions.map(\.text)
            + requirement.steps.map(\.text) + requirement.requires.map(\.text)
        let range = requirement.impact
        let impact = range.lower == range.upper ? [range.lower.title] : [range.lower.title, range.upper.title]
        let notes = requirement.notes.filter { $0.isUpstream == true }.map(\.text).joined(separator: " ")
        return .object([
            ("text", .string(requirement.text)),
            ("details", .strings(details)),
            ("impact", .strings(impact)),
            ("impactNotes", .string(notes)),
        ])
    }

    /// Upstream's reference groups, in its order; `other` only where used.
    static func references(_ criterion: Criterion) -> JSONValue {
        let wcag: [JSONValue] = criterion.wcag.map { reference in
            .object([("title", .string("\(reference.number) \(reference.title)")), ("level", .string(reference.level.rawValue)),
                     ("url", .optional(reference.url))])
        }
        func group(_ source: Reference.Source) -> JSONValue {
            .array(criterion.references.filter { $0.source == source }.map { reference in
                .object([("title", .string(reference.title)), ("url", .optional(reference.url))])
            })
        }
        var groups: [(String, JSONValue)] = [
            ("wcag", .array(wcag)),
            ("appleHumanInterface", group(.appleHumanInterfaceGuidelines)),
            ("appleDeveloperDocs", group(.appleDeveloperDocumentation)),
            ("androidAccessibilityPrinciples", group(.androidAccessibilityPrinciples)),
            ("materialDesign", group(.materialDesign)),
        ]
        if criterion.references.contains(where: { $0.source == .other }) { groups.append(("other", group(.other))) }
        return .object(groups)
    }

    /// A guideline's upstream `name`, from its title: `Gestures and User-input` →
    /// `gestures-and-user-input` (its ID, `MCAG:gestures-and-user-inpu`, lost a letter upstream).
    static func name(_ title: String) -> String {
        var name = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                name.append(character)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        return name.last == "-" ? String(name.dropLast()) : name
    }

    /// `MCAG:essential-info` → `essential-info`.
    static func slug(_ id: String) -> String {
        id.split(separator: ":", maxSplits: 1).last.map(String.init) ?? id
    }
}
