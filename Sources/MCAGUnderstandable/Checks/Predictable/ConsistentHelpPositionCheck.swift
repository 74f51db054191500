public import MCAGCore

/// 3.4.4, test 2: a help mechanism that appears on several screens keeps the
/// same place in the reading order relative to the other content those
/// screens repeat.
///
/// Help mechanisms are the operable elements whose identifier or name uses
/// the ``HelpVocabulary``; the same mechanism is matched across screens by
/// identifier, else by name. For each mechanism, the *repeated content* is
/// every other element (by identifier or name) present on all the screens
/// that show the mechanism; a dictionary counts it in one pass per screen.
/// The set of repeated elements read before the mechanism is hashed per
/// screen, and screens with different sets are named in the violation.
public struct ConsistentHelpPositionCheck: AppCheck {
    /// The words that mark an element as a help mechanism.
    public var vocabulary: HelpVocabulary

    /// A check with the standard help vocabulary, or another one.
    public init(vocabulary: HelpVocabulary = .standard) { self.vocabulary = vocabulary }

    public var name: String { "consistent-help-position" }

    public func evaluate(_ app: AppContext) -> [Finding] {
        let screenNames = RepeatedContent.screenNames(of: app)
        var positions: [[String: Int]] = []  // per screen: key → first position in document order
        var helpScreens: [String: [Int]] = [:]
        var helpOrder: [String] = []
        var ownParts: [String: Set<String>] = [:]
        for context in app.screens {
            let tree = context.tree
            var firstPosition = RelativePlacement.positions(of: context)
            for help in HelpMechanism.all(in: context, vocabulary: vocabulary) {
                let key = RelativePlacement.contentKey(tree[help.index].role, help.key)
                // A name found on a child is placed where the operable element is.
                if (firstPosition[key] ?? Int.max) > help.index { firstPosition[key] = help.index }
                // The mechanism's own parts (its icon, its text) always follow it and say nothing about its place.
                for part in tree.descendants(of: help.index) {
                    let element = tree[part]
                    if let identity = element.identifier.flatMap({ $0.isBlank ? nil : "id:" + $0 })
                        ?? element.accessibleName.map({ "name:" + $0 }) {
                        ownParts[key, default: []].insert(RelativePlacement.contentKey(element.role, identity))
                    }
                }
                if helpScreens[key]?.last != positions.count {
                    if helpScreens[key] == nil { helpOrder.append(key) }
                    helpScreens[key, default: []].append(positions.count)
                }
            }
            positions.append(firstPosition)
        }
        if app.screens.count < 2 {
            return helpOrder.isEmpty ? [] : [.app(.needsReview,
                "Only one screen was captured, so the place of its help mechanism cannot be compared; capture every screen that offers help.",
                missing: ["screens"])]
        }
        var findings: [Finding] = []
        for helpKey in helpOrder {
            guard let screens = helpScreens[helpKey], screens.count > 1 else { continue }
            findings.append(compare(helpKey, on: screens, positions: positions, names: screenNames,
                                    ignoring: ownParts[helpKey] ?? []))
        }
        return findings
    }

    func compare(
        _ helpKey: String, on screens: [Int], positions: [[String: Int]], names: [String], ignoring: Set<String>
    ) -> Finding {
        let help = RelativePlacement.display(helpKey)
        switch RelativePlacement.compare(helpKey, on: screens, positions: positions, names: names, ignoring: ignoring) {
        case .nothingToCompare:
            return .app(.pass, "No other content repeats on the screens that show the help mechanism \(help), so its place cannot differ.")
        case .consistent:
            return .app(.pass, "The help mechanism \(help) keeps its place among the repeated content on \(screens.count) screens.")
        case let .inconsistent(reference, referenceScreens, deviations):
            let others = deviations.map { "on \(RepeatedContent.list($0.screens)) it comes \($0.place)" }
            return .app(
                .violation,
                "The help mechanism \(help) moves among the repeated content: on \(RepeatedContent.list(referenceScreens)) "
                    + "it comes \(reference), but " + others.joined(separator: "; ") + ".",
                fix: "Place \(help) at the same point relative to the repeated content on every screen: \(reference), "
                    + "as on \(RepeatedContent.list(referenceScreens)).")
        }
    }

    public var examples: [CheckExample] { HelpExamples.positionExamples }
}
