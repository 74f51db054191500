package import Foundation
package import MCAGRules

/// Exports a catalog as JSON (for tools) or Markdown (for people).
package enum CatalogExport {
    /// The catalog as pretty-printed JSON with a fixed key order:
    /// principles → guidelines → criteria → tests.
    package static func json(_ catalog: Catalog) -> Data {
        Data(jsonValue(catalog).prettyPrinted().utf8)
    }

    /// The catalog as a JSON value, for embedding in other documents.
    package static func jsonValue(_ catalog: Catalog) -> JSONValue {
        .object([("principles", .array(catalog.principles.map(principle)))])
    }

    static func principle(_ principle: Principle) -> JSONValue {
        .object([
            ("id", .string(principle.number)),
            ("title", .string(principle.title)),
            ("description", .string(principle.description)),
            ("guidelines", .array(principle.guidelines.map { guideline in
                .object([
                    ("id", .string(guideline.number)),
                    ("title", .string(guideline.title)),
                    ("criteria", .array(guideline.criteria.map(criterion))),
                ])
            })),
        ])
    }

    /// One criterion in the export's shape; reports reuse it for rule metadata.
    package static func criterion(_ criterion: Criterion) -> JSONValue {
        .object([
            ("id", .string(criterion.id)),
            ("number", .string(criterion.number)),
            ("title", .string(criterion.title)),
            ("description", .string(criterion.description)),
            ("wcag", .array(criterion.wcag.map(wcag))),
            ("references", .array(criterion.references.map { reference in
                .object([("source", .string(reference.source.rawValue)), ("title", .string(reference.title)),
                         ("url", .optional(reference.url))])
            })),
            ("section508", .array(criterion.section508.map { mapping in
                .object([
                    ("testID", .string(mapping.testID)), ("failureCondition", .string(mapping.failureCondition)),
                    ("provisions", .strings(mapping.provisions)), ("alwaysApplies", .bool(mapping.alwaysApplies)),
                ])
            })),
            ("seeAlso", .strings(criterion.seeAlso)),
            ("tests", .array(criterion.requirements.map(requirement))),
        ])
    }

    static func wcag(_ wcag: WCAG) -> JSONValue {
        .object([("number", .string(wcag.number)), ("title", .string(wcag.title)),
                 ("level", .string(wcag.level.rawValue)), ("url", .optional(wcag.url))])
    }

    static func requirement(_ requirement: Requirement) -> JSONValue {
        .object([
            ("id", .string(requirement.id)),
            ("text", .string(requirement.text)),
            ("impact", impact(requirement.impact)),
            ("exceptions", .array(requirement.exceptions.map {
                .object([("key", .string($0.key)), ("text", .string($0.text))])
            })),
            ("conditions", .strings(requirement.conditions.map(\.text))),
            ("steps", .strings(requirement.steps.map(\.text))),
            ("requires", .strings(requirement.requires.map(\.text))),
            ("notes", .strings(requirement.notes.map(\.text))),
            ("howToTest", .optional(requirement.howToTest?.text)),
            ("automation", .string(requirement.automation.rawValue)),
        ])
    }

    static func impact(_ range: ImpactRange) -> JSONValue {
        .object([("min", .string(range.lower.name)), ("max", .string(range.upper.name))])
    }
}
