public import MCAGRules

/// One self-contained HTML page: no network access, inline CSS and script.
/// A summary by principle, then every violation with its element,
/// measurement and fix, filterable by impact.
public enum HTMLReport {
    /// The report as one HTML document.
    public static func render(_ report: AuditReport, catalog: Catalog, options: ReportOptions) -> String {
        let summary = ReportSummary(report, options: options)
        let grouping = ReportGrouping(report, catalog: catalog)
        var body = "<h1>MCAG accessibility audit</h1>\n"
        body += "<p class=\"verdict \(summary.passed ? "pass" : "fail")\">\(summary.passed ? "Passed" : "Failed"): "
            + summary.sentence(report, options: options).htmlEscaped + "</p>\n"
        if let inputs = options.inputs { body += self.inputs(inputs) }
        body += principleTable(grouping)
        body += "<h2 id=\"violations\">Violations (\(report.violations.count))</h2>\n"
        if report.violations.isEmpty {
            body += "<p>No violations.</p>\n"
        } else {
            body += filters(summary)
        }
        for principle in grouping.principles {
            for criterion in principle.criteria {
                for result in criterion.results where result.outcome == .violation {
                    for finding in result.violations { body += violation(finding, of: result, options: options) }
                }
            }
        }
        body += undecidedSection(grouping, options: options)
        body += manualSection(grouping, options: options)
        body += reviewedSection(options)
        let setAside = SetAsideSummary(report, options: options)
        if !setAside.groups.isEmpty {
            body += "<h2>Set aside and adjusted</h2>\n"
            for group in setAside.groups {
                body += "<h3\(group.fails ? " class=\"fails\"" : "")>\(group.title.htmlEscaped)</h3>\n<ul>\n"
                    + group.items.map { "<li>\($0.htmlEscaped)</li>\n" }.joined() + "</ul>\n"
            }
        }
        if !report.assumptions.isEmpty {
            body += "<h2>Assumptions</h2>\n<ul>\n" + report.assumptions.map { "<li>\($0.htmlEscaped)</li>\n" }.joined() + "</ul>\n"
        }
        body += "<footer>mcag \(options.toolVersion.htmlEscaped)</footer>\n"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>MCAG accessibility audit</title>
        <style>\(style)</style>
        </head>
        <body>
        <main>
        \(body)</main>
        <script>\(script)</script>
        </body>
        </html>

        """
    }

    static func undecidedSection(_ grouping: ReportGrouping, options: ReportOptions) -> String {
        var body = ""
        let undecided = grouping.results.filter(TextReport.isUndecidedCheck)
        if !undecided.isEmpty {
            body += "<h2 id=\"needs-review\">Automated tests that could not decide (\(undecided.count))</h2>\n<ul class=\"reviews\">\n"
            for result in undecided {
                let reasons = result.findings.filter { $0.kind == .needsReview }
                let first = reasons.first
                body += "<li><code>\(result.requirementID.htmlEscaped)</code> \(result.criterionNumber.htmlEscaped) "
                    + "\(result.criterionTitle.htmlEscaped): \(result.requirementText.htmlEscaped)"
                    + (options.needsReviewFails(result) ? " <strong class=\"fails\">fails: strict</strong>" : "")
                if let first {
                    body += "<br><span class=\"muted\">\(first.message.htmlEscaped)"
                        + (first.missing.isEmpty ? "" : "<br>Missing from the snapshot: <code>\(first.missing.joined(separator: ", ").htmlEscaped)</code>")
                        + (reasons.count > 1 ? " (\(reasons.count) findings)" : "") + "</span>"
                }
                body += "</li>\n"
            }
            body += "</ul>\n"
        }
        return body
    }

    static func manualSection(_ grouping: ReportGrouping, options: ReportOptions) -> String {
        var body = ""
        let manual = grouping.results.filter(TextReport.isPersonsTest)
        if !manual.isEmpty {
            let heading = options.reviewed != nil ? "Manual tests still unreviewed" : "Manual tests for a person"
            body += "<h2 id=\"manual\">\(heading) (\(manual.count))</h2>\n"
            body += "<details><summary>Show the \(manual.count) tests and how to test each</summary>\n<ul class=\"reviews\">\n"
            for result in manual {
                body += "<li><code>\(result.requirementID.htmlEscaped)</code> \(result.criterionNumber.htmlEscaped) "
                    + "\(result.criterionTitle.htmlEscaped): \(result.requirementText.htmlEscaped)"
                    + (options.needsReviewFails(result) ? " <strong class=\"fails\">fails: strict with reviews</strong>" : "")
                    + (result.howToTest.map { "<br><span class=\"muted\">\($0.htmlEscaped)</span>" } ?? "") + "</li>\n"
            }
            body += "</ul>\n</details>\n"
        }
        return body
    }

    static func reviewedSection(_ options: ReportOptions) -> String {
        var body = ""
        if let records = options.reviewed, !records.isEmpty {
            body += "<h2>Manual results (\(records.count))</h2>\n<ul class=\"reviews\">\n"
            for record in records {
                body += "<li><code>\(record.requirement.htmlEscaped)</code> <strong>\(record.result.rawValue.htmlEscaped)</strong>"
                    + (record.screen.map { " on \($0.htmlEscaped)" } ?? "") + ", \(record.tester.htmlEscaped), \(record.date.htmlEscaped)"
                    + (record.note.map { ": \($0.htmlEscaped)" } ?? "") + "</li>\n"
            }
            body += "</ul>\n"
        }
        return body
    }

    static func inputs(_ inputs: ReportInputs) -> String {
        var out = "<dl class=\"inputs\">\n"
        out += "<dt>Inputs</dt><dd>" + inputs.files.map { "<code>\($0.htmlEscaped)</code>" }.joined(separator: ", ") + "</dd>\n"
        out += "<dt>Screens</dt><dd>\(inputs.screens.count): \(inputs.screens.joined(separator: ", ").htmlEscaped); "
            + "\(inputs.elements) elements</dd>\n"
        for line in inputs.density { out += "<dt>Density</dt><dd>\(line.htmlEscaped)</dd>\n" }
        for (name, file) in [("Configuration", inputs.configurationFile), ("Baseline", inputs.baselineFile),
                             ("Reviews", inputs.reviewsFile)] {
            if let file { out += "<dt>\(name)</dt><dd><code>\(file.htmlEscaped)</code></dd>\n" }
        }
        return out + "</dl>\n"
    }

    static func principleTable(_ grouping: ReportGrouping) -> String {
        var out = "<h2>Summary by principle</h2>\n<table class=\"summary\">\n"
        out += "<thead><tr><th scope=\"col\">Principle</th><th scope=\"col\">Violated</th>"
            + "<th scope=\"col\">Could not decide</th><th scope=\"col\">Manual</th>"
            + "<th scope=\"col\">Passed</th><th scope=\"col\">Not applicable</th></tr></thead>\n<tbody>\n"
        for principle in grouping.principles {
            let results = principle.criteria.flatMap(\.results)
            func count(_ include: (RequirementResult) -> Bool) -> Int { results.filter(include).count }
            out += "<tr><th scope=\"row\">\("\(principle.number) \(principle.title)".htmlEscaped)</th>"
                + "<td>\(count { $0.outcome == .violation })</td><td>\(count(TextReport.isUndecidedCheck))</td>"
                + "<td>\(count(TextReport.isPersonsTest))</td>"
                + "<td>\(count { $0.outcome == .pass })</td><td>\(count { $0.outcome == .notApplicable })</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    static func filters(_ summary: ReportSummary) -> String {
        var out = "<fieldset class=\"filters\"><legend>Show impacts</legend>\n"
        for impact in Impact.allCases.reversed() {
            out += "<label><input type=\"checkbox\" data-impact=\"\(impact.name)\" checked> "
                + "\(impact.title) (\(summary.violationsByImpact[impact] ?? 0))</label>\n"
        }
        return out + "</fieldset>\n"
    }

    static func violation(_ finding: Finding, of result: RequirementResult, options: ReportOptions) -> String {
        let impact = finding.effectiveImpact(in: result)
        let failing = impact.isAtLeast(options.failingImpact)
        var out = "<article class=\"violation\(failing ? "" : " lesser")\" data-impact=\"\(impact.name)\">\n"
        out += "<h3><span class=\"impact \(impact.name)\">\(impact.title)</span> "
            + "\(result.criterionNumber.htmlEscaped) \(result.criterionTitle.htmlEscaped) "
            + "<code>\(result.requirementID.htmlEscaped)</code>"
            + (failing ? "" : " <span class=\"muted\">below the failing impact</span>") + "</h3>\n"
        out += "<p class=\"test\">\(result.requirementText.htmlEscaped)</p>\n"
        out += "<p class=\"message\">\(finding.message.htmlEscaped)</p>\n<dl>\n"
        // What was measured and how to fix it come before the element's many fields.
        if let measured = finding.measuredText { out += "<dt>measured</dt><dd class=\"measured\">\(measured.htmlEscaped)</dd>\n" }
        if let fix = finding.fix { out += "<dt>how to fix</dt><dd>\(fix.htmlEscaped)</dd>\n" }
        out += "</dl>\n<dl class=\"element\">\n"
        if let element = finding.element {
            for (name, value) in element.fields { out += "<dt>\(name.htmlEscaped)</dt><dd>\(value.htmlEscaped)</dd>\n" }
        } else {
            out += "<dt>where</dt><dd>\(finding.placeText.htmlEscaped)</dd>\n"
        }
        return out + "</dl>\n</article>\n"
    }

    static let style = """
    body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
    main{max-width:60rem;margin:0 auto;padding:1.5rem}
    h1{font-size:1.6rem}h2{margin-top:2rem;font-size:1.25rem}h3{font-size:1rem;margin:0 0 .4rem}
    .verdict{padding:.6rem 1rem;border-radius:6px;font-weight:600}
    .verdict.pass{background:#dff3e4;color:#0b5d1e}.verdict.fail{background:#fbe1e1;color:#8a1010}
    table{border-collapse:collapse;background:#fff;width:100%}th,td{border:1px solid #d0d7de;padding:.35rem .6rem;text-align:left}
    td{text-align:right}.filters{border:1px solid #d0d7de;background:#fff;margin-top:1.5rem}.filters label{margin-right:1rem}
    .violation{background:#fff;border:1px solid #d0d7de;border-left:6px solid #6d0a26;border-radius:6px;padding:.8rem 1rem;margin:.8rem 0}
    .violation[data-impact=serious]{border-left-color:#b3261e}.violation[data-impact=moderate]{border-left-color:#8f5300}
    .violation[data-impact=minor]{border-left-color:#4a5560}
    .impact{display:inline-block;padding:0 .45rem;border-radius:4px;color:#fff;background:#6d0a26;font-size:.85rem}
    .impact.serious{background:#b3261e}.impact.moderate{background:#8f5300}.impact.minor{background:#4a5560}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .8rem;margin:.4rem 0 0}dt{font-weight:600}dd{margin:0;word-break:break-word}
    .inputs{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:.6rem 1rem}h3.fails{color:#8a1010}
    .message{font-weight:600}.measured{font-variant-numeric:tabular-nums;font-weight:600}
    dl.element{grid-template-columns:max-content 1fr max-content 1fr;font-size:.9rem;color:#3d444d;border-top:1px solid #eaeef2;padding-top:.4rem}
    .violation.lesser{opacity:.8}.fails{color:#8a1010}details summary{cursor:pointer;margin:.4rem 0}
    .test{font-style:italic}.muted{color:#57606a}code{font-size:.85em}footer{margin-top:2rem;color:#57606a}
    """

    static let script = """
    document.querySelectorAll('.filters input').forEach(function(box){
      box.addEventListener('change', function(){
        document.querySelectorAll('.violation[data-impact="' + box.dataset.impact + '"]').forEach(function(item){
          item.hidden = !box.checked;
        });
      });
    });
    """
}

extension String {
    /// The text escaped for HTML content and attribute values, control and
    /// bidirectional characters written visibly (`\u{202E}`).
    var htmlEscaped: String {
        var out = ""
        for character in self {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out.escapingControlCharacters
    }
}
