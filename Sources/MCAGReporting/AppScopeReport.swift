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

    /// The text header's line: the app under test and how many other apps' elements were set aside.
    static func headerRow(_ record: AppScopeRecord) -> String? {
        guard !record.screens.isEmpty else { return nil }
        let apps = Array(Set(record.screens.map(\.appUnderTest))).sorted()
        let count = record.elementCount
        let what = record.includesOtherApps ? "audited too" : "set aside (listed at the end)"
        return "\(apps.joined(separator: ", ")); \(count) element\(count == 1 ? "" : "s") of other apps \(what)"
    }

    /// The titled list, when any other app had elements.
    static func group(_ report: AuditReport) -> SetAsideSummary.Group? {
        guard let record = report.appScope, !record.screens.isEmpty else { return nil }
        return SetAsideSummary.Group(title: record.title, items: record.lines)
    }
}

extension String {
    /// Text safe inside an XML comment, which may not contain "--".
    var xmlCommentText: String { replacingOccurrences(of: "--", with: "- -") }
}
