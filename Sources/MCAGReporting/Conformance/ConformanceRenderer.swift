/// Accessibility conformance reports in Markdown and HTML: a heading naming
/// the standard and the threshold profile, a count per level, then every
/// clause of the standard with its level, the MCAG criteria behind it and
/// how the level was reached.
package enum ConformanceRenderer {
    /// The report as Markdown.
    package static func markdown(_ view: ConformanceView, product: String) -> String {
        var out = "# Accessibility conformance report: \(view.standard.title)\n\n"
        out += "Product: \(product.markdownCell). Thresholds: profile \(view.profile.summary.markdownCell).\n\n"
        out += "\(view.standard.scope.markdownCell)\n\n"
        out += "Automated results from MCAG Rules with recorded manual results merged in; how each level is "
            + "reached is in Documentation/Conformance.md.\n\n"
        out += "| Level | Clauses |\n| --- | ---: |\n"
        for (level, count) in view.counts { out += "| \(level.rawValue) | \(count) |\n" }
        out += "\n| Clause | Title | WCAG level | Conformance level | MCAG criteria | Remarks |\n"
        out += "| --- | --- | --- | --- | --- | --- |\n"
        for row in view.rows {
            out += "| \(row.clause.number) | \(row.clause.title.markdownCell) | \(row.clause.level?.rawValue ?? "") | "
                + "\(row.level.rawValue) | \(row.criteria.joined(separator: "; ").markdownCell) | \(row.remarks.markdownCell) |\n"
        }
        return out
    }

    /// The report as a standalone HTML page.
    package static func html(_ view: ConformanceView, product: String) -> String {
        var body = "<h1>Accessibility conformance report: \(view.standard.title.htmlEscaped)</h1>\n"
        body += "<p>Product: \(product.htmlEscaped). Thresholds: profile \(view.profile.summary.htmlEscaped).</p>\n"
        body += "<p>\(view.standard.scope.htmlEscaped)</p>\n"
        body += "<table>\n<tr><th scope=\"col\">Level</th><th scope=\"col\">Clauses</th></tr>\n"
        for (level, count) in view.counts { body += "<tr><td>\(level.rawValue)</td><td>\(count)</td></tr>\n" }
        body += "</table>\n<table>\n<caption>Every clause of the standard</caption>\n<tr>"
            + ["Clause", "Title", "WCAG level", "Conformance level", "MCAG criteria", "Remarks"]
                .map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr>\n"
        for row in view.rows {
            let cells = [row.clause.number, row.clause.title, row.clause.level?.rawValue ?? "", row.level.rawValue,
                         row.criteria.joined(separator: "; "), row.remarks]
            body += "<tr>" + cells.map { "<td>\($0.htmlEscaped)</td>" }.joined() + "</tr>\n"
        }
        body += "</table>\n"
        return HTMLPage.document(
            title: "Accessibility conformance report: \(view.standard.title)",
            style: "body{font-family:system-ui,sans-serif;margin:1rem;max-width:70rem}table{border-collapse:collapse;margin:1rem 0;width:100%}th,td{border:1px solid #767676;padding:.3rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}", body: body)
    }
}
