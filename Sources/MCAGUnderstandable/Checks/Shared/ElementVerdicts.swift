import MCAGCore

/// What a screen check concluded about one element, before it becomes a
/// ``Finding``.
///
/// Building a finding computes the element's location, whose tree path is as
/// long as the element is deep; one finding per passing element would make
/// a 50,000-deep screen quadratic. Verdicts keep a violation per element but
/// fold passes, and reviews with the same reason, into one finding each.
enum ElementVerdict {
    case violation(message: String, fix: String)
    case review(reason: String, missing: [String])
    case pass
}

struct ElementVerdicts {
    private struct Review {
        let reason: String
        let first: Int
        var count: Int
        let missing: [String]
    }

    private var findings: [Finding] = []
    private var passes = 0
    /// Each review reason once, in the order first met.
    private var reviews: [Review] = []
    private var reviewSlots: [String: Int] = [:]
    /// Where the last reason went: neighbours usually share one, and comparing
    /// with it (the same literal compares at once) spares hashing a sentence.
    private var lastSlot: Int?

    mutating func record(_ verdict: ElementVerdict, at index: Int, on screen: ScreenContext) {
        switch verdict {
        case let .violation(message, fix):
            findings.append(.violation(screen.element(index), message, fix: fix))
        case let .review(reason, missing):
            if let lastSlot, reviews[lastSlot].reason == reason {
                reviews[lastSlot].count += 1
            } else if let slot = reviewSlots[reason] {
                reviews[slot].count += 1
                lastSlot = slot
            } else {
                reviewSlots[reason] = reviews.count
                lastSlot = reviews.count
                reviews.append(Review(reason: reason, first: index, count: 1, missing: missing))
            }
        case .pass:
            passes += 1
        }
    }

    /// The findings: each violation, one finding per review reason (on its
    /// first element when alone, else on the screen), and one pass summary.
    func findings(on screen: ScreenContext, passSummary: (Int) -> String) -> [Finding] {
        var result = findings
        for review in reviews {
            if review.count == 1 {
                result.append(.needsReview(screen.element(review.first), review.reason, missing: review.missing))
            } else {
                result.append(.screen(.needsReview, screen,
                                      "\(review.count) elements: \(review.reason) First: \(screen.location(of: review.first)).",
                                      missing: review.missing))
            }
        }
        if passes > 0 { result.append(.screen(.pass, screen, passSummary(passes))) }
        return result
    }
}
