import Foundation
public import MCAGRules

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
public enum ScreenReaderSVG {
    /// The view of `screen` as `transcript` reads it. `transcript` must have
    /// been made from `screen` (``Transcript/init(screen:app:)``, after the
    /// same ``AppScope``); annotated with an audit
    /// (``Transcript/annotated(with:screen:platform:)``), its violations are marked.
    public static func render(_ transcript: Transcript, screen: Screen) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement(ScreenReaderViewLayout(transcript: transcript, screen: screen))
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
            out += "<g class=\"\(mark.hasViolations ? "srv-stop srv-violation" : "srv-stop")\"><title>\(mark.title.xmlEscaped)</title>"
                + "<rect class=\"srv-halo\" \(box) stroke-width=\"\(n(stroke + metrics.scaled(2)))\"/>"
                + "<rect class=\"srv-line\" \(box) stroke-width=\"\(n(stroke))\"\(dash)/></g>\n"
        }
        return out + "</g>\n"
    }

    private static func markers(_ layout: ScreenReaderViewLayout) -> String {
        var out = "<g class=\"srv-markers\" font-size=\"\(n(layout.metrics.scaled(ScreenReaderViewMetrics.badgeFontSize)))\" font-weight=\"700\" text-anchor=\"middle\">\n"
        for mark in layout.marks { out += badge(mark.position, mark.badge, hasViolations: mark.hasViolations, metrics: layout.metrics) }
        return out + "</g>\n"
    }

    private static func legend(_ layout: ScreenReaderViewLayout) -> String {
        var out = "<g class=\"srv-legend\">\n"
        out += "<g font-size=\"\(n(layout.metrics.scaled(ScreenReaderViewMetrics.badgeFontSize)))\" font-weight=\"700\" text-anchor=\"middle\">\n"
        for badge in layout.badges { out += self.badge(badge.position, badge.rect, hasViolations: badge.hasViolations, metrics: layout.metrics) }
        out += "</g>\n"
        for line in layout.lines {
            let size = layout.metrics.scaled(LegendWriter.font(line.style).size)
            out += "<text class=\"srv-\(className(line.style))\" x=\"\(n(line.x))\" y=\"\(n(line.y))\" font-size=\"\(n(size))\">"
                + line.text.xmlEscaped + "</text>\n"
        }
        return out + "</g>\n"
    }

    /// A numbered, rounded badge; the number is centred, so two or more digits never wrap.
    private static func badge(_ position: Int, _ box: Rect, hasViolations: Bool, metrics: ScreenReaderViewMetrics) -> String {
        let radius = box.height / 2
        let baseline = box.minY + box.height / 2 + metrics.scaled(ScreenReaderViewMetrics.badgeFontSize) * 0.36
        return "<g class=\"\(hasViolations ? "srv-badge srv-violation" : "srv-badge")\"><rect \(rect(box)) rx=\"\(n(radius))\" stroke-width=\"\(n(metrics.scaled(1)))\"/>"
            + "<text x=\"\(n(box.minX + box.width / 2))\" y=\"\(n(baseline))\">\(position)</text></g>\n"
    }

    private static func className(_ style: ScreenReaderViewLayout.Line.Style) -> String {
        switch style {
        case .heading: "heading"
        case .note: "note"
        case .spoken: "spoken"
        case .details: "details"
        case .violation: "violation-text"
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
}
