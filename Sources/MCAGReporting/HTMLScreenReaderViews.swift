import MCAGRules

/// The screen-reader views in the HTML report's "On screen" section: for
/// each screen with a screenshot, the same SVG `mcag transcript --format svg`
/// writes, inline and folded, with the audit's violations marked.
enum HTMLScreenReaderViews {
    /// The views, or nothing when the report was rendered without the
    /// snapshot it audited (``ReportOptions/transcriptSnapshot``).
    static func section(_ report: AuditReport, options: ReportOptions) -> String {
        guard let snapshot = options.transcriptSnapshot else { return "" }
        let transcripts = TranscriptReport.transcripts(of: snapshot, report: report)
        var out = ""
        for (transcript, screen) in zip(transcripts, snapshot.screens) where screen.screenshot?.encoded != nil {
            let layout = ScreenReaderViewLayout(transcript: transcript, screen: screen)
            let stops = ScreenReaderViewLayout.count(transcript.stops.count, "focus stop")
            out += "<details class=\"reader-view\">\n<summary>Screen-reader view of \(screen.displayName.htmlEscaped): \(stops)</summary>\n"
                + ScreenReaderSVG.svgElement(layout) + "</details>\n"
        }
        return out.isEmpty ? "" : "<h3 id=\"screen-reader-views\">Screen-reader views</h3>\n" + out
    }

    static let style = """
    .reader-view{margin:.5rem 0;background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:.5rem}
    .reader-view summary{cursor:pointer;font-weight:600}.reader-view svg{display:block;max-width:100%;height:auto;margin-top:.5rem}
    """
}
