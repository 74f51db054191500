/// The corpus measured in one density mode: every matched item and the
/// tallies per requirement, per criterion and overall.
package struct AccuracyResult: Sendable {
    /// The density mode the corpus was imported in.
    package var mode: AccuracyDensityMode
    /// How many screens were audited.
    package var screens: Int
    /// How many reviewed lines they hold.
    package var expectations: Int
    /// Every true and false positive, false negative and unreviewed violation.
    package var items: [AccuracyItem]
    /// What each screen's audit left to people, in screen order.
    var manualLoads: [AccuracyManualLoad]

    /// A result from its items; the tallies are computed from them.
    init(mode: AccuracyDensityMode, screens: Int, expectations: Int, items: [AccuracyItem],
                manualLoads: [AccuracyManualLoad] = []) {
        self.mode = mode
        self.screens = screens
        self.expectations = expectations
        self.items = items
        self.manualLoads = manualLoads
    }

    /// Undecided automated and assisted tests per screen, on average.
    var undecidedTestsPerScreen: Double { average { $0.undecidedTests.count } }

    /// Questions about the whole app (app facts, captures the run lacks) per app, on average.
    var appQuestionsPerApp: Double { average { $0.appQuestions.count } }

    /// Elements left to review per screen, on average.
    var elementsToReviewPerScreen: Double { average { $0.elementsToReview } }

    /// Elements per screen, on average, that only the capture's density would decide.
    var elementsAwaitingDensityPerScreen: Double { average { $0.elementsAwaitingDensity } }

    /// Screens on which the capture's density is asked: at least one element waits on it alone.
    var screensAskingDensity: Int { manualLoads.filter { $0.elementsAwaitingDensity > 0 }.count }

    /// The mean of a count over the screens' loads; 0 for no screen.
    private func average(_ count: (AccuracyManualLoad) -> Int) -> Double {
        guard !manualLoads.isEmpty else { return 0 }
        var total = 0
        for load in manualLoads { total += count(load) }
        return Double(total) / Double(manualLoads.count)
    }

    /// Tallies keyed by requirement ID.
    package var byRequirement: [String: AccuracyTally] { tallies(\.requirementID) }

    /// Tallies keyed by criterion ID.
    package var byCriterion: [String: AccuracyTally] { tallies(\.criterionID) }

    /// The whole corpus.
    package var overall: AccuracyTally {
        var tally = AccuracyTally()
        for item in items { tally.count(item.kind) }
        return tally
    }

    /// The items of one kind, in screen order.
    package func items(_ kind: AccuracyItem.Kind) -> [AccuracyItem] { items.filter { $0.kind == kind } }

    private func tallies(_ key: KeyPath<AccuracyItem, String>) -> [String: AccuracyTally] {
        var result: [String: AccuracyTally] = [:]
        for item in items { result[item[keyPath: key], default: AccuracyTally()].count(item.kind) }
        return result
    }
}
