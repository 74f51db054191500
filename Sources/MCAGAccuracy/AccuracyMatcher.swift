import MCAGRules

/// Matches one screen's reported violations with its reviewed lines, by
/// requirement, element class and bounds, through a hash index (linear in
/// the number of findings and lines).
struct AccuracyMatcher {
    /// A screen's audit report and the notation its frames are written in.
    struct Audited {
        var report: AuditReport
        var notation: AccuracyBounds.Notation
    }

    let review: AccuracyScreenReview
    let catalog: Catalog

    func match(_ audited: Audited) -> [AccuracyItem] {
        var index: [AccuracyElementKey: [AccuracyExpectation]] = [:]
        for expectation in review.expectations { index[expectation.elementKey, default: []].append(expectation) }
        var matchedLines: Set<Int> = []
        var counted: Set<String> = []
        var items: [AccuracyItem] = []
        for (result, finding) in audited.report.violations {
            let element = key(finding, notation: audited.notation)
            // The same requirement on the same element counts once, however
            // many identical nodes or findings the dump produced.
            let identity = "\(result.requirementID)\t\(element.map { "\($0.className)\t\($0.bounds)" } ?? "screen \(finding.screen ?? "")")"
            guard counted.insert(identity).inserted else { continue }
            var item = AccuracyItem(kind: .unreviewed, file: review.file, requirementID: result.requirementID,
                                    criterionID: result.criterionID, className: element?.className,
                                    bounds: element?.bounds.description, message: finding.message, label: finding.element?.label)
            if let element, let line = reviewedLine(index[element] ?? [], requirementID: result.requirementID) {
                item.kind = line.verdict == .report ? .truePositive : .falsePositive
                item.line = line.line
                item.reason = line.reason
                matchedLines.insert(line.line)
            }
            items.append(item)
        }
        for expectation in review.expectations where expectation.verdict == .report && !matchedLines.contains(expectation.line) {
            items.append(missed(expectation))
        }
        return items
    }

    /// The line for this requirement, else a line for every requirement (`*`).
    private func reviewedLine(_ lines: [AccuracyExpectation], requirementID: String) -> AccuracyExpectation? {
        lines.first { $0.requirementID == requirementID } ?? lines.first { $0.requirementID == nil }
    }

    private func key(_ finding: Finding, notation: AccuracyBounds.Notation) -> AccuracyElementKey? {
        guard let location = finding.element, let frame = location.frame,
              let bounds = AccuracyBounds(frame: frame, notation: notation) else { return nil }
        return AccuracyElementKey(className: location.className ?? Self.noClass, bounds: bounds)
    }

    /// What a reviewed line writes in the class column for an element the dump gives no class
    /// (`class=""`, as Instagram's profile header counts are dumped).
    static let noClass = "(empty)"

    private func missed(_ expectation: AccuracyExpectation) -> AccuracyItem {
        let requirementID = expectation.requirementID ?? "*"
        return AccuracyItem(kind: .falseNegative, file: review.file, requirementID: requirementID,
                            criterionID: Self.criterionID(of: requirementID), className: expectation.className,
                            bounds: expectation.bounds.description, line: expectation.line, reason: expectation.reason)
    }

    /// `MCAG:touch-target-size#1` → `MCAG:touch-target-size`.
    static func criterionID(of requirementID: String) -> String {
        guard let hash = requirementID.lastIndex(of: "#") else { return requirementID }
        return String(requirementID[..<hash])
    }
}
