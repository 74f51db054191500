package import MCAGRules

/// What an audit leaves to people on one screen: the automated and assisted
/// tests that end *needs review*, and the distinct elements their findings
/// ask a person to look at.
///
/// A tool that answers "needs review" for every clickable row has found
/// nothing, so the corpus measures this load beside precision and recall.
/// Manual tests are left out (no check runs them), and so is colour contrast:
/// its checks need the screenshot's pixels, which a bare dump does not hold.
package struct AccuracyManualLoad: Sendable, Hashable {
    /// The criteria whose checks need pixels.
    static let contrastCriteria: Set<String> = [
        "MCAG:text-color-contrast", "MCAG:essential-elements-color-contrast",
    ]

    /// The automated and assisted requirements that end needs review on the screen, by ID.
    var undecidedTests: [String]
    /// Those that end needs review for the app as a whole (no screen can answer them: app facts
    /// such as keyboard shortcuts, or captures the run does not hold), asked once per app.
    var appQuestions: [String]
    /// How many distinct elements have a needs-review finding of such a requirement, beside
    /// those that wait only on the capture's density.
    package var elementsToReview: Int
    /// How many distinct elements are undecided only because the capture does not state its
    /// density (a target that passes at some plausible density and fails at others). They need
    /// no look of their own: one answer for the capture device (`--dpi`, `--ppi`, a sidecar's
    /// density) decides them all, so they are counted as that one question, not as elements.
    package var elementsAwaitingDensity: Int
    /// The missing piece a finding names when only the capture's density would decide it.
    static let density = "density"
    /// How many needs-review findings name each missing piece of evidence.
    var missingEvidence: [String: Int]

    /// The load of one audited screen.
    package init(_ report: AuditReport) {
        var undecided: [String] = []
        var questions: [String] = []
        var elements: Set<ElementKey> = []
        var awaitingDensity: Set<ElementKey> = []
        var missing: [String: Int] = [:]
        for result in report.results
        where result.automation != .manual && !Self.contrastCriteria.contains(result.criterionID) {
            if result.outcome == .needsReview {
                let open = result.findings.filter { $0.kind == .needsReview }
                if !open.isEmpty, open.allSatisfy({ $0.screen == nil }) {
                    questions.append(result.requirementID)
                } else {
                    undecided.append(result.requirementID)
                }
            }
            for finding in result.findings where finding.kind == .needsReview {
                if let element = finding.element {
                    let key = ElementKey(screen: element.screen, index: element.index)
                    if finding.missing == [Self.density] { awaitingDensity.insert(key) } else { elements.insert(key) }
                }
                for piece in finding.missing { missing[piece, default: 0] += 1 }
            }
        }
        undecidedTests = undecided.sorted()
        appQuestions = questions.sorted()
        elementsToReview = elements.count
        // An element with another open question is reviewed anyway: it is counted there alone.
        elementsAwaitingDensity = awaitingDensity.subtracting(elements).count
        missingEvidence = missing
    }

    private struct ElementKey: Hashable {
        var screen: String
        var index: Int
    }
}
