package import MCAGRules

/// A violation as a transcript records it: the requirement and where, in
/// terms that survive a new capture (a stop's identity, not an index).
package struct TranscriptViolation: Sendable, Hashable {
    /// The requirement's ID, e.g. `MCAG:interactive-elements-have-names#1`.
    package var requirement: String
    /// The stop's ``TranscriptStop/identity``, or for an element read at no
    /// stop its role, identifier and name (or the end of its path in the
    /// tree when it has neither), or `screen`.
    package var anchor: String

    /// A violation of `requirement` at `anchor`.
    package init(requirement: String, anchor: String) {
        self.requirement = requirement
        self.anchor = anchor
    }
}

extension Transcript {
    /// The transcript with the violations `report` found on this screen:
    /// each on the stop that reads the element (the element's own stop, or
    /// the stop its content is merged into), the rest in ``elsewhere``.
    /// `screen` and `platform` must be those the transcript was made from
    /// (after the same ``AppScope``), so that element indices agree.
    package func annotated(with report: AuditReport, screen: Screen, platform: Platform?) -> Transcript {
        var copy = self
        copy.isAudited = true
        let readBy = stopReading(in: screen, platform: platform)
        for result in report.results {
            for finding in result.findings where finding.kind == .violation && Self.isOn(screen, finding) {
                guard let index = finding.element?.index else {
                    copy.elsewhere.append(TranscriptViolation(requirement: result.requirementID, anchor: "screen"))
                    continue
                }
                if let offset = readBy[index] {
                    copy.stops[offset].violations.append(result.requirementID)
                } else if index < screen.tree.count {
                    copy.elsewhere.append(TranscriptViolation(requirement: result.requirementID,
                                                              anchor: Self.anchor(of: index, in: screen.tree, finding: finding)))
                }
            }
        }
        for offset in copy.stops.indices { copy.stops[offset].violations = Array(Set(copy.stops[offset].violations)).sorted() }
        copy.elsewhere = Array(Set(copy.elsewhere)).sorted { ($0.requirement, $0.anchor) < ($1.requirement, $1.anchor) }
        return copy
    }

    /// Every violation, stop by stop and then elsewhere, for diffs.
    package var violations: [TranscriptViolation] {
        stops.flatMap { stop in stop.violations.map { TranscriptViolation(requirement: $0, anchor: stop.identity) } }
            + elsewhere
    }

    private static func isOn(_ screen: Screen, _ finding: Finding) -> Bool {
        (finding.element?.screen ?? finding.screen) == screen.displayName
    }

    private static func anchor(of index: Int, in tree: ElementTree, finding: Finding) -> String {
        let element = tree[index]
        var words = [element.role.rawValue]
        if let identifier = element.identifier, !identifier.isEmpty { words.append("id \(identifier)") }
        if let name = element.accessibleName ?? element.text, !name.isEmpty { words.append("\"\(name)\"") }
        // A path only when nothing else tells the element apart; its last two steps are enough to find it.
        if words.count == 1, let path = finding.element?.path {
            words.append("at …/" + path.split(separator: "/").suffix(2).joined(separator: "/"))
        }
        return words.joined(separator: " ").escapedForReport
    }
}
