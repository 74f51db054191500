/// The corpus measured in one density mode: every matched item and the
/// tallies per requirement, per criterion and overall.
public struct AccuracyResult: Sendable {
    /// The density mode the corpus was imported in.
    public var mode: AccuracyDensityMode
    /// How many screens were audited.
    public var screens: Int
    /// How many reviewed lines they hold.
    public var expectations: Int
    /// Every true and false positive, false negative and unreviewed violation.
    public var items: [AccuracyItem]
    /// What each screen's audit left to people, in screen order.
    public var manualLoads: [AccuracyManualLoad]

    /// A result from its items; the tallies are computed from them.
    public init(mode: AccuracyDensityMode, screens: Int, expectations: Int, items: [AccuracyItem],
                manualLoads: [AccuracyManualLoad] = []) {
        self.mode = mode
        self.screens = screens
        self.expectations = expectations
        self.items = items
        self.manualLoads = manualLoads
    }

    /// Undecided automated and assisted tests per screen, on average.
    public var undecidedTestsPerScreen: Double { average { $0.undecidedTests.count } }

    /// Questions about the whole app (app facts, captures the run lacks) per app, on average.
    public var appQuestionsPerApp: Double { average { $0.appQuestions.count } }

    /// Elements left to review per screen, on average.
    public var elementsToReviewPerScreen: Double { average { $0.elementsToReview } }

    /// Elements per screen, on average, that only the capture's density would decide.
    public var elementsAwaitingDensityPerScreen: Double { average { $0.elementsAwaitingDensity } }

    /// Screens on which the capture's density is asked: at least one element waits on it alone.
    public var screensAskingDensity: Int { manualLoads.filter { $0.elementsAwaitingDensity > 0 }.count }

    /// The mean of a count over the screens' loads; 0 for no screen.
    private func average(_ count: (AccuracyManualLoad) -> Int) -> Double {
        guard !manualLoads.isEmpty else { return 0 }
        var total = 0
        for load in manualLoads { total += count(load) }
        return Double(total) / Double(manualLoads.count)
    }

    /// Tallies keyed by requirement ID.
    public var byRequirement: [String: AccuracyTally] { tallies(\.requirementID) }

    /// Tallies keyed by criterion ID.
    public var byCriterion: [String: AccuracyTally] { tallies(\.criterionID) }

    /// The whole corpus.
    public var overall: AccuracyTally {
        var tally = AccuracyTally()
        for item in items { tally.count(item.kind) }
        return tally
    }

    /// The items of one kind, in screen order.
    public func items(_ kind: AccuracyItem.Kind) -> [AccuracyItem] { items.filter { $0.kind == kind } }

    private func tallies(_ key: KeyPath<AccuracyItem, String>) -> [String: AccuracyTally] {
        var result: [String: AccuracyTally] = [:]
        for item in items { result[item[keyPath: key], default: AccuracyTally()].count(item.kind) }
        return result
    }
}
