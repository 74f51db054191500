import MCAGRules

/// How reports show the other apps' elements ``AppScope`` set aside (or
/// audited on request): a titled list in text, Markdown and HTML (through
/// ``SetAsideSummary``), an `appScope` member in JSON and in SARIF's run
/// properties.
enum AppScopeReport {
    static func json(_ record: AppScopeRecord) -> JSONValue {
        .object([
            ("includesOtherApps", .bool(record.includesOtherApps)),
            ("elements", .int(record.elementCount)),
            ("screens", .array(record.screens.map { entry in
                .object([
                    ("screen", .string(entry.screen)),
                    ("appUnderTest", .string(entry.appUnderTest)),
                    ("chosenBecause", .string(entry.chosenBecause.rawValue)),
                    ("otherApps", .array(entry.otherApps.map { other in
                        .object([
                            ("appIdentifier", .string(other.appIdentifier)),
                            ("kind", .string(other.kind.rawValue)),
                            ("elements", .int(other.elements)),
                        ])
                    })),
                ])
            })),
        ])
    }

    /// The titled list, when any other app had elements.
    static func group(_ report: AuditReport) -> SetAsideSummary.Group? {
        guard let record = report.appScope, !record.screens.isEmpty else { return nil }
        return SetAsideSummary.Group(title: record.title, items: record.lines)
    }
}
