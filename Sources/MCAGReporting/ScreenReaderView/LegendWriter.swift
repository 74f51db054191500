import MCAGRules

/// Lays out the legend of a screen-reader view from top to bottom: a heading,
/// how to read the view, then each stop's number, what is said, its role,
/// identifier and notes, and its violations; last, violations read at no stop.
struct LegendWriter {
    typealias Metrics = ScreenReaderViewMetrics
    let metrics: Metrics
    /// The legend's left edge, in screen units.
    let left: Double
    private(set) var lines: [ScreenReaderViewLayout.Line] = []
    private(set) var badges: [ScreenReaderViewLayout.LegendBadge] = []
    /// The top of the next line.
    private var top: Double

    init(metrics: Metrics, left: Double) {
        self.metrics = metrics
        self.left = left
        top = metrics.scaled(Metrics.padding)
    }

    /// The legend's bottom edge, padding included.
    var bottom: Double { top + metrics.scaled(Metrics.padding) }

    mutating func write(transcript: Transcript, title: String, onPicture: Set<Int>, hasScreenshot: Bool,
                        changes: ScreenReaderViewChanges? = nil) {
        add(title, .heading, indent: 0)
        var about = [transcript.platform ?? "platform unknown", transcript.app.map { "app \($0)" } ?? "app unknown"]
        about.append(hasScreenshot ? "on the screenshot" : "no screenshot: outlines on a plain canvas")
        add(about.joined(separator: " · "), .note, indent: 0)
        add("order: \(transcript.order)", .note, indent: 0)
        if changes != nil {
            add("amber: a stop added or changed since the old capture; faint: unchanged", .note, indent: 0)
        }
        if transcript.isAudited {
            add("solid outline: a stop; dashed, with ✗ below: a stop with violations", .note, indent: 0)
        } else {
            add("not audited: violations are not marked", .note, indent: 0)
        }
        top += metrics.scaled(Metrics.rowGap)
        for stop in transcript.stops {
            write(stop, onPicture: onPicture.contains(stop.position), changes: changes?.byPosition[stop.position] ?? [])
        }
        if !transcript.elsewhere.isEmpty {
            add("Violations read at no stop:", .heading, indent: 0)
            for violation in transcript.elsewhere {
                add(TranscriptSyntax.violationMark + violation.requirement + "  " + violation.anchor, .violation, indent: 0)
            }
        }
        guard let changes else { return }
        if !changes.lost.isEmpty {
            add("Stops lost since the old capture:", .heading, indent: 0)
            for stop in changes.lost { add("\(stop.position)  \(stop.spoken)", .change, indent: 0) }
        }
        if !changes.fixed.isEmpty {
            add("Violations fixed since the old capture:", .heading, indent: 0)
            for violation in changes.fixed { add(violation.requirement + "  " + violation.anchor, .change, indent: 0) }
        }
        if !changes.comparesViolations {
            add("violations not compared: the old side is a transcript made without an audit", .note, indent: 0)
        }
    }

    private mutating func write(_ stop: TranscriptStop, onPicture: Bool, changes: [String]) {
        let badgeHeight = metrics.scaled(Metrics.badgeHeight)
        badges.append(.init(position: stop.position,
                            rect: Rect(x: left, y: top, width: metrics.badgeWidth(stop.position), height: badgeHeight),
                            hasViolations: !stop.violations.isEmpty, isChanged: !changes.isEmpty))
        let indent = metrics.scaled(Metrics.badgeColumn)
        add(stop.spoken, .spoken, indent: indent)
        var details = [stop.role] + stop.notes
        if !onPicture { details.append("not on the picture") }
        add(details.joined(separator: " · "), .details, indent: indent)
        // Its own line: a resource ID is often longer than the legend is wide, and is cut rather than wrapped.
        if let identifier = stop.identifier { add("id " + identifier, .details, indent: indent) }
        for requirement in stop.violations { add(TranscriptSyntax.violationMark + requirement, .violation, indent: indent) }
        for change in changes { add(change, .change, indent: indent) }
        top += metrics.scaled(Metrics.rowGap)
    }

    /// `text` wrapped to the legend's width, one line after another.
    private mutating func add(_ text: String, _ style: ScreenReaderViewLayout.Line.Style, indent: Double) {
        let (fontSize, lineHeight) = Self.font(style)
        let width = Metrics.charactersPerLine(fontSize: fontSize) + (indent == 0 ? Int(Metrics.badgeColumn / (Metrics.characterWidth * fontSize)) : 0)
        for piece in LegendText.lines(text, width: width) {
            // The baseline sits three quarters down the line box, as browsers place a line's text.
            lines.append(.init(text: piece, style: style, x: left + indent, y: top + metrics.scaled(lineHeight * 0.75)))
            top += metrics.scaled(lineHeight)
        }
    }

    static func font(_ style: ScreenReaderViewLayout.Line.Style) -> (size: Double, lineHeight: Double) {
        switch style {
        case .heading: (Metrics.headingFontSize, Metrics.headingLineHeight)
        case .spoken: (Metrics.fontSize, Metrics.lineHeight)
        case .note, .details, .violation, .change: (Metrics.smallFontSize, Metrics.smallLineHeight)
        }
    }
}

