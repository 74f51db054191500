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
    private var findings: [Finding] = []
    private var passes = 0
    private var reviews: [String: (first: Int, count: Int, missing: [String])] = [:]
    private var reviewOrder: [String] = []

    mutating func record(_ verdict: ElementVerdict, at index: Int, on screen: ScreenContext) {
        switch verdict {
        case let .violation(message, fix):
            findings.append(.violation(screen.element(index), message, fix: fix))
        case let .review(reason, missing):
            // One look-up of the (long) reason: a new one is stored with no count yet, then counted.
            if Self.count(&reviews[reason, default: (index, 0, missing)]) == 1 { reviewOrder.append(reason) }
        case .pass:
            passes += 1
        }
    }

    /// The findings: each violation, one finding per review reason (on its
    /// first element when alone, else on the screen), and one pass summary.
    private static func count(_ entry: inout (first: Int, count: Int, missing: [String])) -> Int {
        entry.count += 1
        return entry.count
    }

    func findings(on screen: ScreenContext, passSummary: (Int) -> String) -> [Finding] {
        var result = findings
        for reason in reviewOrder {
            guard let entry = reviews[reason] else { continue }
            if entry.count == 1 {
                result.append(.needsReview(screen.element(entry.first), reason, missing: entry.missing))
            } else {
                result.append(.screen(.needsReview, screen,
                                      "\(entry.count) elements: \(reason) First: \(screen.location(of: entry.first)).",
                                      missing: entry.missing))
            }
        }
        if passes > 0 { result.append(.screen(.pass, screen, passSummary(passes))) }
        return result
    }
}
