import Foundation
package import MCAGRules

/// A screen's capture as the HTML report shows it: the encoded PNG, embedded
/// as a data URI so the report stays one file, and the scale from the
/// screen's layout units to the image's pixels.
package struct ReportScreenshot: Sendable {
    /// The screen's display name (``Screen/displayName``), as findings name it.
    package var screen: String
    /// The PNG file's bytes.
    package var png: [UInt8]
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var pixelsPerUnit: Double

    package init(screen: String, png: [UInt8], pixelWidth: Int, pixelHeight: Int, pixelsPerUnit: Double) {
        self.screen = screen
        self.png = png
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.pixelsPerUnit = pixelsPerUnit
    }

    /// The captures of a snapshot's screens that came with an encoded image.
    package static func all(in snapshot: AppSnapshot) -> [ReportScreenshot] {
        snapshot.screens.compactMap { screen in
            guard let shot = screen.screenshot, let png = shot.encoded else { return nil }
            return ReportScreenshot(screen: screen.displayName, png: png, pixelWidth: shot.width,
                                    pixelHeight: shot.height, pixelsPerUnit: shot.pixelsPerUnit)
        }
    }
}

/// The "On screen" section of the HTML report: each screenshot with every
/// violation's element outlined and numbered; a number links to the
/// violation's card and the card links back to its outline.
enum HTMLScreenView {
    /// Violations numbered in the order the report lists them, by finding key.
    static func numbers(_ grouping: ReportGrouping) -> [String: Int] {
        var numbers: [String: Int] = [:]
        for principle in grouping.principles {
            for criterion in principle.criteria {
                for result in criterion.results where result.outcome == .violation {
                    for finding in result.violations { numbers[key(finding, result)] = numbers.count + 1 }
                }
            }
        }
        return numbers
    }

    static func key(_ finding: Finding, _ result: RequirementResult) -> String {
        "\(result.requirementID)|\(finding.element?.screen ?? finding.screen ?? "")|\(finding.element?.index ?? -1)"
    }

    /// The `id` of a violation's card, for the outline's link.
    static func cardID(_ number: Int) -> String { "v\(number)" }

    /// The back link a violation card shows when its element is outlined on a screenshot.
    static func backLink(_ finding: Finding, of result: RequirementResult, numbers: [String: Int], options: ReportOptions) -> String {
        guard let number = numbers[key(finding, result)], let screen = finding.element?.screen,
              finding.element?.frame != nil, options.screenshots.contains(where: { $0.screen == screen }) else { return "" }
        return "<a class=\"on-screen\" href=\"#mark-\(number)\">#\(number) on screen</a> "
    }

    /// The section, or nothing when no screen came with a screenshot.
    static func section(_ report: AuditReport, grouping: ReportGrouping, numbers: [String: Int], options: ReportOptions) -> String {
        guard !options.screenshots.isEmpty else { return "" }
        var marks: [String: [Mark]] = [:]
        for result in report.results where result.outcome == .violation {
            for finding in result.violations {
                guard let element = finding.element, let frame = element.frame,
                      let number = numbers[key(finding, result)] else { continue }
                let title = "\(result.criterionNumber) \(finding.message)"
                marks[element.screen, default: []].append(
                    Mark(number: number, frame: frame, title: title, impact: finding.effectiveImpact(in: result).name))
            }
        }
        var out = "<h2 id=\"on-screen\">On screen</h2>\n<div class=\"screens\">\n"
        // Screens with violations first, in the order they were given, so the first card a
        // reader meets shows something to fix; the clean ones follow.
        let withViolations = options.screenshots.filter { marks[$0.screen] != nil }
        let clean = options.screenshots.filter { marks[$0.screen] == nil }
        for shot in withViolations + clean {
            out += figure(shot, marks: (marks[shot.screen] ?? []).sorted { $0.number < $1.number })
        }
        return out + "</div>\n" + HTMLScreenReaderViews.section(report, options: options)
    }

    /// One outlined violation.
    struct Mark {
        var number: Int
        var frame: Rect
        var title: String
        var impact: String
    }

    private static func figure(_ shot: ReportScreenshot, marks: [Mark]) -> String {
        let uri = "data:image/png;base64," + Data(shot.png).base64EncodedString()
        var out = "<figure class=\"screen\">\n<div class=\"shot\">\n"
        out += "<img src=\"\(uri)\" alt=\"Screenshot of \(shot.screen.htmlEscaped)\" width=\"\(shot.pixelWidth)\" height=\"\(shot.pixelHeight)\">\n"
        for mark in marks {
            out += "<a class=\"mark\" data-impact=\"\(mark.impact)\" id=\"mark-\(mark.number)\" href=\"#\(cardID(mark.number))\" style=\"\(box(mark.frame, shot))\" "
                + "title=\"\(mark.title.htmlEscaped)\"><span>\(mark.number)</span></a>\n"
        }
        let count = marks.count == 1 ? "1 violation" : "\(marks.count) violations"
        return out + "</div>\n<figcaption>\(shot.screen.htmlEscaped): \(count) outlined</figcaption>\n</figure>\n"
    }

    /// The element's frame as percentages of the image, clamped inside it.
    private static func box(_ frame: Rect, _ shot: ReportScreenshot) -> String {
        func percent(_ value: Double, of whole: Int) -> String {
            let share = min(max(value * shot.pixelsPerUnit / Double(whole), 0), 1) * 100
            return share.isFinite ? share.twoDecimals : "0"
        }
        let left = percent(frame.minX, of: shot.pixelWidth), top = percent(frame.minY, of: shot.pixelHeight)
        let right = percent(frame.maxX, of: shot.pixelWidth), bottom = percent(frame.maxY, of: shot.pixelHeight)
        return "left:\(left)%;top:\(top)%;right:calc(100% - \(right)%);bottom:calc(100% - \(bottom)%)"
    }

    /// The impact filters hide outlines with their cards.
    static let script = """
    document.querySelectorAll('.filters input').forEach(function(box){
      box.addEventListener('change', function(){
        document.querySelectorAll('.mark[data-impact="' + box.dataset.impact + '"]').forEach(function(mark){
          mark.hidden = !box.checked;
        });
      });
    });
    """

    static let style = """
    .screens{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
    .screen{margin:0;flex:1 1 18rem;max-width:24rem;background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:.5rem}
    .shot{position:relative;line-height:0}.shot img{width:100%;height:auto;display:block}
    .mark{position:absolute;border:3px solid #d4006a;box-shadow:0 0 0 1px #fff;border-radius:3px;line-height:1.2}
    .mark span{position:absolute;top:-.1rem;left:-.1rem;transform:translate(-40%,-60%);background:#d4006a;color:#fff;
    font:700 .8rem/1.4 system-ui,sans-serif;padding:0 .35rem;border-radius:1rem;text-decoration:none;white-space:nowrap}
    .mark:focus,.mark:target{outline:3px solid #1b1f24;z-index:2}.on-screen{font-size:.85rem;margin-right:.4rem}
    figcaption{font-size:.9rem;color:#3d444d;margin-top:.4rem}.violation:target{outline:3px solid #d4006a}
    """
}
