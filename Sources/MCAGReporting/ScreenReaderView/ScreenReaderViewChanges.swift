import MCAGRules

/// What a diff says about each stop of the new capture, in the words the
/// view's legend shows: added, moved from another place, renamed, another
/// role or other words; a violation the old capture did not have. Also what
/// the picture cannot show, as the new screen no longer has it: the stops
/// lost and the violations fixed.
struct ScreenReaderViewChanges: Sendable {
    /// The old screen's name, for the legend's heading.
    var oldScreen: String
    /// One line per change, by the new stop's position.
    var byPosition: [Int: [String]] = [:]
    /// Stops of the old capture that the new one does not have, in old order.
    var lost: [TranscriptStop] = []
    /// Violations gone since the old capture.
    var fixed: [TranscriptViolation] = []
    /// Whether violations were compared (both sides audited).
    var comparesViolations: Bool
    /// The summary under the heading: "2 added, 1 lost, 1 changed; 1 new violation, 0 fixed".
    var summary = ""

    init(_ diff: TranscriptDiff, new transcript: Transcript) {
        oldScreen = diff.oldScreen
        comparesViolations = diff.comparesViolations
        fixed = diff.fixedViolations
        var added = 0, changed = Set<Int>()
        for change in diff.changes {
            switch change {
            case .lost(let stop):
                lost.append(stop)
            case .added(let stop):
                added += 1
                note(stop.position, "added")
            case .moved(let from, let to):
                changed.insert(to.position)
                note(to.position, "moved: was stop \(from.position)")
            case .renamed(let from, let to):
                changed.insert(to.position)
                note(to.position, "renamed: was \(Self.quoted(from.name))")
            case .roleChanged(let from, let to):
                changed.insert(to.position)
                note(to.position, "role changed: was \(from.role)")
            case .speechChanged(let from, let to):
                changed.insert(to.position)
                note(to.position, "other words: was \(from.spoken)")
            }
        }
        // A new violation belongs to the stop whose identity it carries; several stops of one
        // identity each get it, as the diff cannot tell which of them it came to.
        var newByAnchor: [String: [String]] = [:]
        for violation in diff.newViolations { newByAnchor[violation.anchor, default: []].append(violation.requirement) }
        for stop in transcript.stops {
            guard let requirements = newByAnchor[stop.identity] else { continue }
            for requirement in Set(requirements).sorted() where stop.violations.contains(requirement) {
                note(stop.position, "new violation: \(requirement)")
            }
        }
        summary = "\(added) added, \(lost.count) lost, \(changed.count) changed"
        if comparesViolations {
            summary += "; \(ScreenReaderViewLayout.count(diff.newViolations.count, "new violation")), \(fixed.count) fixed"
        }
    }

    /// Whether the stop at `position` changed in any way the legend names.
    func hasChanged(_ position: Int) -> Bool { byPosition[position] != nil }

    private mutating func note(_ position: Int, _ line: String) {
        byPosition[position, default: []].append(line)
    }

    private static func quoted(_ name: String?) -> String { name.map { "\"\($0)\"" } ?? "no name" }
}
