import Foundation
package import MCAGRules

/// A screen as a screen-reader user meets it, drawn: the screenshot (or a
/// plain canvas of the screen's size), every focus stop outlined and numbered
/// in the transcript's order, and beside the picture a legend with what is
/// said at each stop, its role and its violations.
///
/// The output is an SVG document of vector elements and text, so that it is
/// diffable, a snapshot test can compare it, and a pull request shows it.
/// Coordinates are the screen's own units (points on iOS, pixels or dp on
/// Android). The same transcript and screen give the same bytes on every run
/// and platform: stops in transcript order, numbers with at most two
/// decimals, every text of the input escaped, no script.
/// Documentation/Transcripts.md shows one.
package enum ScreenReaderSVG {
    /// The view of `screen` as `transcript` reads it. `transcript` must have
    /// been made from `screen` (``Transcript/init(screen:app:)``, after the
    /// same ``AppScope``); annotated with an audit
    /// (``Transcript/annotated(with:screen:platform:)``), its violations are marked.
    package static func render(_ transcript: Transcript, screen: Screen) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement(ScreenReaderViewLayout(transcript: transcript, screen: screen))
    }

    /// The view of a change: `transcript` and `screen` are the new capture,
    /// as for ``render(_:screen:)``, and `diff` compares it with the old one
    /// (``TranscriptDiff/init(old:new:)`` with `transcript` as `new`). Stops
    /// added or changed are drawn in amber with what changed in the legend,
    /// unchanged stops faint; stops lost and violations fixed, which the new
    /// picture cannot show, are listed under the legend.
    package static func render(_ transcript: Transcript, screen: Screen, changes diff: TranscriptDiff) -> String {
        let changes = ScreenReaderViewChanges(diff, new: transcript)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + svgElement(ScreenReaderViewLayout(transcript: transcript, screen: screen, changes: changes))
    }

    /// The `<svg>` element alone, for a document that holds it inline (the HTML report).
    static func svgElement(_ layout: ScreenReaderViewLayout) -> String {
        let metrics = layout.metrics
        let displayWidth = layout.width / metrics.unit, displayHeight = layout.height / metrics.unit
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" role=\"img\" "
            + "viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" width=\"\(n(displayWidth))\" height=\"\(n(displayHeight))\" "
            + "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif\">\n"
        out += "<title>\(layout.title.xmlEscaped)</title>\n"
        out += "<style>\(style)</style>\n"
        out += "<rect class=\"srv-page\" x=\"0\" y=\"0\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\"/>\n"
        out += picture(layout.picture)
        out += outlines(layout)
        out += markers(layout)
        out += legend(layout)
        return out + "</svg>\n"
    }

    private static func picture(_ picture: ScreenReaderViewLayout.Picture) -> String {
        let size = "x=\"0\" y=\"0\" width=\"\(n(picture.width))\" height=\"\(n(picture.height))\""
        guard let png = picture.png else { return "<rect class=\"srv-canvas\" \(size)/>\n" }
        return "<image \(size) preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>\n"
    }

    /// Each outline twice: a white halo under the coloured line, so it shows on light and dark screens alike.
    /// Stops with violations come last, so that a stop drawn over the same edge does not hide their dashes.
    private static func outlines(_ layout: ScreenReaderViewLayout) -> String {
        let metrics = layout.metrics
        var out = "<g class=\"srv-outlines\" fill=\"none\">\n"
        for mark in layout.marks.filter({ !$0.hasViolations }) + layout.marks.filter(\.hasViolations) {
            let stroke = metrics.scaled(mark.hasViolations ? ScreenReaderViewMetrics.violationStroke : ScreenReaderViewMetrics.stroke)
            let box = rect(mark.outline)
            let dash = mark.hasViolations ? " stroke-dasharray=\"\(n(metrics.scaled(6))) \(n(metrics.scaled(3)))\"" : ""
            out += "<g class=\"\(classes("srv-stop", mark.hasViolations, mark.isChanged, layout.showsChanges))\"><title>\(mark.title.xmlEscaped)</title>"
                + "<rect class=\"srv-halo\" \(box) stroke-width=\"\(n(stroke + metrics.scaled(2)))\"/>"
                + "<rect class=\"srv-line\" \(box) stroke-width=\"\(n(stroke))\"\(dash)/></g>\n"
        }
        return out + "</g>\n"
    }

    private static func markers(_ layout: ScreenReaderViewLayout) -> String {
        var out = "<g class=\"srv-markers\" font-size=\"\(n(layout.metrics.scaled(ScreenReaderViewMetrics.badgeFontSize)))\" font-weight=\"700\" text-anchor=\"middle\">\n"
        for mark in layout.marks {
            out += badge(mark.position, mark.badge, classes("srv-badge", mark.hasViolations, mark.isChanged, layout.showsChanges), metrics: layout.metrics)
        }
        return out + "</g>\n"
    }

    private static func legend(_ layout: ScreenReaderViewLayout) -> String {
        var out = "<g class=\"srv-legend\">\n"
        out += "<g font-size=\"\(n(layout.metrics.scaled(ScreenReaderViewMetrics.badgeFontSize)))\" font-weight=\"700\" text-anchor=\"middle\">\n"
        for badge in layout.badges {
            out += self.badge(badge.position, badge.rect, classes("srv-badge", badge.hasViolations, badge.isChanged, layout.showsChanges),
                              metrics: layout.metrics)
        }
        out += "</g>\n"
        for line in layout.lines {
            let size = layout.metrics.scaled(LegendWriter.font(line.style).size)
            out += "<text class=\"srv-\(className(line.style))\" x=\"\(n(line.x))\" y=\"\(n(line.y))\" font-size=\"\(n(size))\">"
                + line.text.xmlEscaped + "</text>\n"
        }
        return out + "</g>\n"
    }

    /// A numbered, rounded badge; the number is centred, so two or more digits never wrap.
    private static func badge(_ position: Int, _ box: Rect, _ classes: String, metrics: ScreenReaderViewMetrics) -> String {
        let radius = box.height / 2
        let baseline = box.minY + box.height / 2 + metrics.scaled(ScreenReaderViewMetrics.badgeFontSize) * 0.36
        return "<g class=\"\(classes)\"><rect \(rect(box)) rx=\"\(n(radius))\" stroke-width=\"\(n(metrics.scaled(1)))\"/>"
            + "<text x=\"\(n(box.minX + box.width / 2))\" y=\"\(n(baseline))\">\(position)</text></g>\n"
    }

    /// A stop's or badge's classes: violation, and in a diff's view changed or unchanged.
    private static func classes(_ base: String, _ hasViolations: Bool, _ isChanged: Bool, _ showsChanges: Bool) -> String {
        var classes = [base]
        if hasViolations { classes.append("srv-violation") }
        if showsChanges { classes.append(isChanged ? "srv-changed" : "srv-unchanged") }
        return classes.joined(separator: " ")
    }

    private static func className(_ style: ScreenReaderViewLayout.Line.Style) -> String {
        switch style {
        case .heading: "heading"
        case .note: "note"
        case .spoken: "spoken"
        case .details: "details"
        case .violation: "violation-text"
        case .change: "change-text"
        }
    }

    private static func rect(_ box: Rect) -> String {
        "x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\""
    }

    /// A coordinate with at most two decimals and no exponent, the same on every platform.
    static func n(_ value: Double) -> String { value.isFinite ? value.twoDecimals : "0" }

    /// Colours by class, the same for every view, so that several views inline in one HTML page agree;
    /// sizes are attributes, as they depend on each screen's units.
    static let style = ".srv-page{fill:#fff}.srv-canvas{fill:#f6f8fa;stroke:#8c959f}.srv-halo{stroke:#fff;stroke-opacity:.9}"
        + ".srv-line{stroke:#0a5cc2}.srv-violation .srv-line{stroke:#c8005a}"
        + ".srv-badge rect{fill:#0a5cc2;stroke:#fff}.srv-badge.srv-violation rect{fill:#c8005a}.srv-badge text{fill:#fff}"
        + ".srv-heading{fill:#1f2328;font-weight:700}.srv-note{fill:#59636e}.srv-spoken{fill:#1f2328}"
        + ".srv-details{fill:#59636e}.srv-violation-text{fill:#c8005a;font-weight:600}"
        + ".srv-changed .srv-line{stroke:#b35900}.srv-badge.srv-changed rect{fill:#b35900}.srv-unchanged{opacity:.45}"
        + ".srv-change-text{fill:#8a4500;font-weight:600}"
}
