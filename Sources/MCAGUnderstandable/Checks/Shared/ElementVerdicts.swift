import MCAGCore

/// What a screen check concluded about one element, before it becomes a
/// ``Finding``.
///
/// Building a finding computes the element's location, whose tree path is as
/// long as the element is deep; one finding per passing element would make
/// a 50,000-deep screen quadratic. Verdicts keep a violation per element but
/// fold passes, and reviews with the same reason, into one finding each.
enum ElementVerdict {
    case violation(result: any FindingResult, fix: String)
    case review(reason: any FindingResult, missing: [String])
    case pass
}

/// A result of any check, compared and hashed as the value it holds: what a
/// screen's folded review carries as its reason.
struct AnyElementResult: FindingResult {
    let result: any FindingResult

    init(_ result: any FindingResult) { self.result = result }

    var code: String { result.code }
    var message: String { result.message }

    static func == (lhs: AnyElementResult, rhs: AnyElementResult) -> Bool { lhs.result.isEqual(to: rhs.result) }
    func hash(into hasher: inout Hasher) { hasher.combine(result) }
}

extension FindingResult {
    /// Whether `other` is a result of the same type with the same values.
    func isEqual(to other: any FindingResult) -> Bool { (other as? Self) == self }
}

/// What ``ElementVerdicts`` reports for a screen.
enum ElementVerdictsResult: FindingResult {
    /// `count` elements met the same review reason; `first` is the first of them.
    case reviewed(count: Int, reason: AnyElementResult, first: ElementLocation)

    var message: String {
        switch self {
        case .reviewed(let count, let reason, let first): "\(count) elements: \(reason.message) First: \(first)."
        }
    }
}

struct ElementVerdicts {
    private struct Review {
        let reason: AnyElementResult
        let first: Int
        var count: Int
        let missing: [String]
    }

    private var findings: [Finding] = []
    private var passes = 0
    /// Each review reason once, in the order first met.
    private var reviews: [Review] = []
    private var reviewSlots: [AnyElementResult: Int] = [:]
    /// Where the last reason went: neighbours usually share one, and comparing
    /// with it spares hashing the reason.
    private var lastSlot: Int?

    mutating func record(_ verdict: ElementVerdict, at index: Int, on screen: ScreenContext) {
        switch verdict {
        case let .violation(result, fix):
            findings.append(.violation(screen.element(index), result, fix: fix))
        case let .review(result, missing):
            let reason = AnyElementResult(result)
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
    func findings(on screen: ScreenContext, passSummary: (Int) -> any FindingResult) -> [Finding] {
        var result = findings
        for review in reviews {
            if review.count == 1 {
                result.append(.needsReview(screen.element(review.first), review.reason.result, missing: review.missing))
            } else {
                result.append(.screen(.needsReview, screen,
                                      ElementVerdictsResult.reviewed(count: review.count, reason: review.reason,
                                                                     first: screen.location(of: review.first)),
                                      missing: review.missing))
            }
        }
        if passes > 0 { result.append(.screen(.pass, screen, passSummary(passes))) }
        return result
    }
}
