extension TranscriptDiff {
    /// The changes as plain text, one line each, grouped by kind; the same
    /// diff renders to the same bytes on every run.
    public func render() -> String {
        let title = oldScreen == newScreen ? oldScreen : "\(oldScreen) → \(newScreen)"
        var lines = ["screen: \(title)", "stops: \(oldStopCount) → \(newStopCount)"]
        if isEmpty { lines.append("  no change for a screen-reader user") }
        lines += changes.map(Self.line)
        lines += newViolations.map { "  + violation  \($0.requirement)  on \($0.anchor)" }
        lines += fixedViolations.map { "  - violation  \($0.requirement)  on \($0.anchor)" }
        if !comparesViolations { lines.append("  (violations not compared: give two captures, or two audited transcripts)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Several diffs, with a blank line between screens.
    package static func render(_ diffs: [TranscriptDiff]) -> String {
        diffs.map { $0.render() }.joined(separator: "\n")
    }

    /// One change: a sign, a word, positions, and the stop.
    static func line(_ change: Change) -> String {
        switch change {
        case .lost(let stop):
            "  - lost     \(stop.position)  \(stop.label)"
        case .added(let stop):
            "  + added    \(stop.position)  \(stop.label)"
        case .moved(let from, let to):
            "  ~ moved    \(from.position) → \(to.position)  \(to.label)"
        case .renamed(let from, let to):
            "  ~ renamed  \(to.position)  \(Self.quoted(from.name)) → \(Self.quoted(to.name))  \(to.label)"
        case .roleChanged(let from, let to):
            "  ~ role     \(to.position)  \(from.role) → \(to.role)  \(to.label)"
        case .speechChanged(let from, let to):
            "  ~ speech   \(to.position)  \(from.spoken)  →  \(to.spoken)"
        }
    }

    private static func quoted(_ name: String?) -> String { name.map { "\"\($0)\"" } ?? "no name" }
}
