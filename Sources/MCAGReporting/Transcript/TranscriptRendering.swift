extension Transcript {
    /// The transcript as plain text: a header (screen, platform, app, order,
    /// stop count), one line per stop, each violation indented under its stop,
    /// and violations read at no stop under `elsewhere:`. The same transcript
    /// renders to the same bytes on every run and platform.
    public func render() -> String {
        var lines = [
            "screen: \(screen)",
            "platform: \(platform ?? TranscriptSyntax.unknown)",
            "app: \(app ?? TranscriptSyntax.unknown)",
            "order: \(order)",
        ]
        if isAudited { lines.append("audited: yes") }
        lines.append("stops: \(stops.count)")
        let width = max(3, String(stops.count).count)
        for stop in stops {
            let number = String(stop.position)
            let padded = String(repeating: " ", count: max(0, width - number.count)) + number
            lines.append("\(padded)  \(stop.spoken)  \(TranscriptSyntax.details(stop))")
            lines += stop.violations.map { String(repeating: " ", count: width + 2) + TranscriptSyntax.violationMark + $0 }
        }
        if !elsewhere.isEmpty {
            lines.append(TranscriptSyntax.elsewhereHeading)
            lines += elsewhere.map { "  " + TranscriptSyntax.violationMark + "\($0.requirement)  \($0.anchor)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Several transcripts, one after another with a blank line between.
    package static func render(_ transcripts: [Transcript]) -> String {
        transcripts.map { $0.render() }.joined(separator: "\n")
    }
}
