/// True and false positives, false negatives and unreviewed findings for one
/// requirement, one criterion or the whole corpus.
package struct AccuracyTally: Sendable, Hashable {
    /// Reported, and reviewed as a violation.
    package var truePositives = 0
    /// Reported, and reviewed as clean or needing review.
    package var falsePositives = 0
    /// Reviewed as a violation, and not reported.
    package var falseNegatives = 0
    /// Reported, and matching no reviewed line: nobody knows yet whether it is right.
    package var unreviewed = 0

    /// A tally with the given counts.
    package init(truePositives: Int = 0, falsePositives: Int = 0, falseNegatives: Int = 0, unreviewed: Int = 0) {
        self.truePositives = truePositives
        self.falsePositives = falsePositives
        self.falseNegatives = falseNegatives
        self.unreviewed = unreviewed
    }

    /// TP / (TP + FP); nil when nothing reviewed was reported.
    package var precision: Double? {
        truePositives + falsePositives == 0 ? nil : Double(truePositives) / Double(truePositives + falsePositives)
    }

    /// TP / (TP + FN); nil when the reviewers listed no violation.
    package var recall: Double? {
        truePositives + falseNegatives == 0 ? nil : Double(truePositives) / Double(truePositives + falseNegatives)
    }

    mutating func count(_ kind: AccuracyItem.Kind) {
        switch kind {
        case .truePositive: truePositives += 1
        case .falsePositive: falsePositives += 1
        case .falseNegative: falseNegatives += 1
        case .unreviewed: unreviewed += 1
        }
    }
}
