package import MCAGRules

/// One self-contained HTML page: no network access, inline CSS and script.
/// A summary by principle, then the violations most severe first: one
/// section per impact (filterable), one card per test, each pattern's
/// message and fix once, and every element listed under it with an anchor
/// `v<number>` (the finding's place among all violations in catalog order;
/// see `ViolationDigest`).
package enum HTMLReport {
    /// The report as one HTML document.
    package static func render(_ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions) -> String {
        let report = verdict.reportToShow
        let summary = ReportSummary(report, verdict: verdict)
        let grouping = ReportGrouping(report, catalog: catalog)
        // Cards get numbers only when a screenshot shows where they are.
        let numbers = options.screenshots.isEmpty ? [:] : HTMLScreenView.numbers(grouping)
        var body = "<h1>MCAG accessibility audit</h1>\n"
        body += "<p class=\"verdict \(summary.passed ? "pass" : "fail")\">\(summary.passed ? "Passed" : "Failed"): "
            + summary.sentence(report, verdict: verdict).htmlEscaped + "</p>\n"
        if let inputs = options.inputs { body += self.inputs(inputs) }
        body += "<p class=\"profile\">Thresholds: profile \(report.profile.summary.htmlEscaped)</p>\n"
        body += principleTable(grouping)
        body += violationsSection(ViolationDigest(grouping, concurrently: options.rendersConcurrently), summary: summary, verdict: verdict, options: options,
                                  screens: HTMLScreenView.section(report, grouping: grouping, numbers: numbers, options: options),
                                  numbers: numbers)
        body += undecidedSection(grouping, verdict: verdict)
        body += manualSection(grouping, verdict: verdict)
        body += reviewedSection(verdict)
        let setAside = SetAsideSummary(report, verdict: verdict)
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
        return HTMLPage.document(title: "MCAG accessibility audit", style: style + HTMLScreenView.style + HTMLScreenReaderViews.style,
                                 body: "<main>\n\(body)</main>\n", script: script + HTMLScreenView.script)
    }

    static func undecidedSection(_ grouping: ReportGrouping, verdict: AuditVerdict) -> String {
        var body = ""
        let undecided = grouping.results.filter(TextReport.isUndecidedCheck)
        if !undecided.isEmpty {
            body += "<h2 id=\"needs-review\">Automated tests that could not decide (\(undecided.count))</h2>\n<ul class=\"reviews\">\n"
            for result in undecided {
                let reasons = result.findings.filter { $0.kind == .needsReview }
                let first = reasons.first
                body += "<li><code>\(result.requirementID.htmlEscaped)</code> \(result.criterionNumber.htmlEscaped) "
                    + "\(result.criterionTitle.htmlEscaped): \(result.requirementText.htmlEscaped)"
                    + (verdict.undecidedFails(result) ? " <strong class=\"fails\">fails: strict</strong>" : "")
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

    static func manualSection(_ grouping: ReportGrouping, verdict: AuditVerdict) -> String {
        var body = ""
        let manual = grouping.results.filter(TextReport.isPersonsTest)
        if !manual.isEmpty {
            let heading = verdict.manualResults != nil ? "Manual tests still unreviewed" : "Manual tests for a person"
            body += "<h2 id=\"manual\">\(heading) (\(manual.count))</h2>\n"
            body += "<details><summary>Show the \(manual.count) tests and how to test each</summary>\n<ul class=\"reviews\">\n"
            for result in manual {
                body += "<li><code>\(result.requirementID.htmlEscaped)</code> \(result.criterionNumber.htmlEscaped) "
                    + "\(result.criterionTitle.htmlEscaped): \(result.requirementText.htmlEscaped)"
                    + (verdict.undecidedFails(result) ? " <strong class=\"fails\">fails: strict with reviews</strong>" : "")
                    + (result.howToTest.map { "<br><span class=\"muted\">\($0.htmlEscaped)</span>" } ?? "") + "</li>\n"
            }
            body += "</ul>\n</details>\n"
        }
        return body
    }

    static func reviewedSection(_ verdict: AuditVerdict) -> String {
        var body = ""
        if let records = verdict.manualResults?.applied, !records.isEmpty {
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
        for line in inputs.formats { out += "<dt>Format</dt><dd>\(line.htmlEscaped)</dd>\n" }
        for line in inputs.density { out += "<dt>Density</dt><dd>\(line.htmlEscaped)</dd>\n" }
        for (name, file) in [("Configuration", inputs.configurationFile), ("Baseline", inputs.baselineFile),
                             ("Reviews", inputs.reviewsFile)] {
            if let file { out += "<dt>\(name)</dt><dd><code>\(file.htmlEscaped)</code></dd>\n" }
        }
        return out + "</dl>\n"
    }

    static func principleTable(_ grouping: ReportGrouping) -> String {
        var out = "<h2>Summary by principle</h2>\n<div class=\"scroll\"><table class=\"summary\">\n"
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
        return out + "</tbody>\n</table></div>\n"
    }

    static func filters(_ summary: ReportSummary) -> String {
        var out = "<fieldset class=\"filters\"><legend>Show impacts</legend>\n"
        for impact in Impact.allCases.reversed() {
            out += "<label><input type=\"checkbox\" data-impact=\"\(impact.name)\" checked> "
                + "\(impact.title) (\(summary.violationsByImpact[impact] ?? 0))</label>\n"
        }
        return out + "</fieldset>\n"
    }

    static func violationsSection(
        _ digest: ViolationDigest, summary: ReportSummary, verdict: AuditVerdict, options: ReportOptions, screens: String = "",
        numbers: [String: Int] = [:]
    ) -> String {
        var out = "<h2 id=\"violations\">Violations (\(digest.violationCount)"
            + (digest.testCount > 0 ? " in \(digest.testCount) test\(digest.testCount == 1 ? "" : "s")" : "") + ")</h2>\n"
        guard !digest.levels.isEmpty else { return out + "<p>No violations.</p>\n" }
        out += filters(summary) + screens
        // Element items are most of the section; they are written on every core, then placed in order.
        var items = ElementItems(digest, options: options, numbers: numbers)
        for level in digest.levels {
            let failing = level.impact.isAtLeast(verdict.minimumImpact)
            out += "<section class=\"level\(failing ? "" : " lesser")\" data-impact=\"\(level.impact.name)\">\n"
            out += "<h3><span class=\"impact \(level.impact.name)\">\(level.impact.title)</span> \(level.count) violation\(level.count == 1 ? "" : "s")"
                + (failing ? "" : " <span class=\"muted\">below the failing impact</span>") + "</h3>\n"
            for test in level.tests { out += violatedTest(test, impact: level.impact, items: &items) }
            out += "</section>\n"
        }
        return out
    }

    private static func violatedTest(_ test: ViolationDigest.TestGroup, impact: Impact, items: inout ElementItems) -> String {
        let result = test.result
        var out = "<article class=\"violation\" data-impact=\"\(impact.name)\">\n"
        out += "<h4>\(result.criterionNumber.htmlEscaped) \(result.criterionTitle.htmlEscaped) <code>\(result.requirementID.htmlEscaped)</code></h4>\n"
        out += "<p class=\"test\">\(result.requirementText.htmlEscaped)</p>\n"
        for pattern in test.patterns {
            let count = pattern.entries.count
            out += "<p class=\"message\">" + (count > 1 ? "<span class=\"count\">\(count)×</span> " : "") + pattern.heading.htmlEscaped + "</p>\n"
            if let fix = pattern.fix { out += "<p class=\"fix\"><strong>How to fix:</strong> \(fix.htmlEscaped)</p>\n" }
            out += "<ul class=\"elements\">\n"
            for family in pattern.families {
                let listed = family.entries.map { _ in items.take() }.joined()
                if let title = family.title {
                    out += "<li class=\"family\"><span class=\"family-title\">\(title.words.htmlEscaped)\(title.code.map { " <code>\($0.htmlEscaped)</code>" } ?? "")</span>\n<ul>\n\(listed)</ul></li>\n"
                } else {
                    out += listed
                }
            }
            out += "</ul>\n"
        }
        if test.isFirstAppearance {
            for applied in result.appliedExceptions {
                let how = applied.detectedBy.map { "found by check \($0.htmlEscaped)" } ?? "set \(applied.setAside.count) finding(s) aside"
                out += "<p class=\"muted\">Exception “\(applied.claim.exception.htmlEscaped)” \(how): "
                    + "\(applied.claim.reason.htmlEscaped)</p>\n"
            }
        }
        return out + "</article>\n"
    }

    /// One element: what it is, where, and what only it has (its own message,
    /// measurement or fix when the pattern's differ). The full tree path is
    /// in the title; the visible one keeps its last steps.
    static func element(_ item: ElementItems.Entry, options: ReportOptions, numbers: [String: Int]) -> String {
        let (entry, result) = (item.entry, item.result)
        let finding = entry.finding
        var out = "<li class=\"element\" id=\"v\(entry.number)\">"
            + HTMLScreenView.backLink(finding, of: result, numbers: numbers, options: options)
        if let element = finding.element {
            out += "<span class=\"role\">\(element.role.rawValue.htmlEscaped)</span>"
            if let identifier = element.identifier, !identifier.isEmpty { out += " id <code>\(identifier.htmlEscaped)</code>" }
            if let label = element.label { out += " “\(label.htmlEscaped)”" }
            if let frame = element.frame { out += " <span class=\"frame\">at \(frame.description.htmlEscaped)</span>" }
            out += " on \(element.screen.htmlEscaped)<br><code class=\"path\" title=\"\(element.path.htmlEscaped)\">"
                + "\(element.abbreviatedPath.htmlEscaped)</code>"
            if let source = SourceNote.text(
                for: finding, options: options, place: { "<code>\($0.htmlEscaped)</code>" },
                name: { "<code>\($0.htmlEscaped)</code>" })
            {
                out += "<br><span class=\"source\">\(source)</span>"
            }
        } else {
            out += finding.placeText.htmlEscaped
        }
        if item.showsMessage { out += "<br><span class=\"own\">\(finding.message.htmlEscaped)</span>" }
        if let measured = finding.measuredText { out += "<br><span class=\"measured\">measured: \(measured.htmlEscaped)</span>" }
        if item.showsFix, let fix = finding.fix { out += "<br><span class=\"muted\">How to fix: \(fix.htmlEscaped)</span>" }
        return out + "</li>\n"
    }

    static let style = """
    body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
    main{max-width:60rem;margin:0 auto;padding:1.5rem;overflow-wrap:anywhere}.scroll table{overflow-wrap:normal}
    h1{font-size:1.6rem}h2{margin-top:2rem;font-size:1.25rem}h3{font-size:1rem;margin:0 0 .4rem}
    .verdict{padding:.6rem 1rem;border-radius:6px;font-weight:600}
    .verdict.pass{background:#dff3e4;color:#0b5d1e}.verdict.fail{background:#fbe1e1;color:#8a1010}
    table{border-collapse:collapse;background:#fff;width:100%}th,td{border:1px solid #d0d7de;padding:.35rem .6rem;text-align:left}
    td{text-align:right}.filters{border:1px solid #d0d7de;background:#fff;margin-top:1.5rem}.filters label{margin-right:1rem;white-space:nowrap;display:inline-block}
    .violation{background:#fff;border:1px solid #d0d7de;border-left:6px solid #6d0a26;border-radius:6px;padding:.8rem 1rem;margin:.8rem 0}
    .violation[data-impact=serious]{border-left-color:#b3261e}.violation[data-impact=moderate]{border-left-color:#8f5300}
    .violation[data-impact=minor]{border-left-color:#4a5560}
    .impact{display:inline-block;padding:0 .45rem;border-radius:4px;color:#fff;background:#6d0a26;font-size:.85rem}
    .impact.serious{background:#b3261e}.impact.moderate{background:#8f5300}.impact.minor{background:#4a5560}
    .level>h3{margin:1.4rem 0 .2rem}h4{font-size:1rem;margin:0 0 .3rem}.count{font-variant-numeric:tabular-nums}
    .elements{margin:.3rem 0 .8rem;padding-left:1.2rem;font-size:.9rem;color:#3d444d}.elements li{margin:.25rem 0}
    .family-title{font-weight:600;color:#1b1f24}.elements ul{padding-left:1rem}.message+.fix+.elements,.message+.elements{margin-bottom:1rem}
    .scroll{overflow-x:auto}.violation .message:not(:nth-of-type(2)){border-top:1px solid #eaeef2;padding-top:.6rem}
    @media (max-width:600px){main{padding:.8rem}.violation{padding:.6rem .7rem}.elements{padding-left:.9rem}}.path{color:#57606a;word-break:break-all}.fix{margin:.2rem 0}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .8rem;margin:.4rem 0 0}dt{font-weight:600}dd{margin:0;word-break:break-word}
    .inputs{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:.6rem 1rem}h3.fails{color:#8a1010}
    .message{font-weight:600;margin:.6rem 0 .2rem}.measured{font-variant-numeric:tabular-nums;font-weight:600}
    .level.lesser{opacity:.8}.fails{color:#8a1010}details summary{cursor:pointer;margin:.4rem 0}
    .test{font-style:italic}.muted{color:#57606a}code{font-size:.85em}footer{margin-top:2rem;color:#57606a}
    """

    static let script = """
    document.querySelectorAll('.filters input').forEach(function(box){
      box.addEventListener('change', function(){
        document.querySelectorAll('.level[data-impact="' + box.dataset.impact + '"]').forEach(function(item){
          item.hidden = !box.checked;
        });
      });
    });
    """
}

extension String {
    /// The text escaped for HTML, with `backticked` spans as code.
    var htmlEscapedWithCode: String {
        let parts = split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.count % 2 == 1 else { return htmlEscaped }
        return parts.enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(String(part).htmlEscaped)</code>" : String(part).htmlEscaped
        }.joined()
    }

    /// The text escaped for HTML content and attribute values, control and
    /// bidirectional characters written visibly (`\u{202E}`).
    var htmlEscaped: String {
        replacingScalars { scalar in
            scalar.markupEntity(apostrophe: "&#39;") ?? (scalar.isUnsafeControl ? scalar.visibleEscape : nil)
        }
    }
}
