import MCAGRules
import MCAGSourceIndex

/// Where a finding's element is declared, as the JSON report's `source` member: present on
/// every finding of an audit run with `--source` (null where nothing matched), absent
/// otherwise, so a report made without an index is the same bytes as before.
struct JSONSourceMember: Sendable {
    let index: SourceIndex
    let screenNames: [String: Set<String>]

    /// Nil when the audit was not given a source tree.
    init?(_ options: ReportOptions) {
        guard let index = options.sourceIndex else { return nil }
        self.index = index
        self.screenNames = options.sourceScreenNames
    }

    /// The member's value: `confidence`, the `query` looked up, the number of `files` holding
    /// it, the unique `location` (null unless the declaration is unique), every `candidate`
    /// with its confidence and kind, and `screenIdentifiersShared` when that chose the file.
    func value(for finding: Finding) -> JSONValue {
        guard let match = index.match(for: finding, screenNames: screenNames) else { return .null }
        return .object([
            ("confidence", .string(match.reportedConfidence)),
            ("query", .string(match.query)),
            ("files", .int(match.fileCount)),
            ("location", match.unique.map { Self.location($0.location, kind: $0.kind) } ?? .null),
            ("candidates", .array(match.candidates.map { candidate in
                Self.location(candidate.location, kind: candidate.kind, confidence: candidate.confidence)
            })),
            ("screenIdentifiersShared", match.screenNamesShared.map { .int($0) } ?? .null),
        ])
    }

    private static func location(
        _ location: SourceLocation, kind: DeclarationKind, confidence: MatchConfidence? = nil
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("path", .string(location.path)), ("line", .int(location.line)), ("column", .int(location.column)),
            ("kind", .string(kind.rawValue)),
        ]
        if let confidence { members.append(("confidence", .string(confidence.rawValue))) }
        return .object(members)
    }
}
