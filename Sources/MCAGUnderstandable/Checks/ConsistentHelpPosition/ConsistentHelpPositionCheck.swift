package import MCAGCore

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
package struct ConsistentHelpPositionCheck: AppCheck {
    /// The words that mark an element as a help mechanism.
    package var vocabulary: HelpVocabulary

    /// A check with the standard help vocabulary, or another one.
    package init(vocabulary: HelpVocabulary = .standard) { self.vocabulary = vocabulary }

    package var name: String { "consistent-help-position" }

    /// Finds the screen's help mechanisms and, where there are some, numbers
    /// the places of its content, while the screen is in the cache.
    package func prepare(_ screen: ScreenContext) {
        if !HelpMechanism.all(in: screen, vocabulary: vocabulary).isEmpty { _ = RelativePlacement.keys(of: screen) }
    }

    package func evaluate(_ app: AppContext) -> [Finding] {
        let screenNames = RepeatedContent.screenNames(of: app)
        var table = PlacementTable<ContentKey>()  // per screen: key → first position in document order
        var helpScreens: [String: [Int]] = [:]
        var helpOrder: [String] = []
        var ownParts: [String: Set<ContentKey>] = [:]
        for (screen, context) in app.screens.enumerated() {
            let tree = context.tree
            let mechanisms = HelpMechanism.all(in: context, vocabulary: vocabulary)
            // A screen without help is in no mechanism's comparison: its keys need no numbers.
            if mechanisms.isEmpty { table.addScreen() } else { RelativePlacement.add(RelativePlacement.keys(of: context), to: &table) }
            for help in mechanisms {
                let key = tree[help.index].role.rawValue + "|" + help.key
                // A name found on a child is placed where the operable element is.
                table.place(RelativePlacement.contentKey(tree[help.index].role, help.key), at: help.index, .keepEarliest)
                // The mechanism's own parts (its icon, its text) always follow it and say nothing about its place.
                for part in tree.descendants(of: help.index) {
                    let element = tree[part]
                    if let identifier = element.identifier, !identifier.isBlank {
                        ownParts[key, default: []].insert(ContentKey(element.role, .identifier, identifier))
                    } else if let name = element.accessibleName {
                        ownParts[key, default: []].insert(ContentKey(element.role, .name, name))
                    }
                }
                if helpScreens[key]?.last != screen {
                    if helpScreens[key] == nil { helpOrder.append(key) }
                    helpScreens[key, default: []].append(screen)
                }
            }
        }
        if app.screens.count < 2 {
            return helpOrder.isEmpty ? [] : [.app(.needsReview,
                Result.oneScreen,
                missing: ["screens"])]
        }
        var findings: [Finding] = []
        for helpKey in helpOrder {
            guard let screens = helpScreens[helpKey], screens.count > 1 else { continue }
            findings.append(compare(helpKey, on: screens, in: table, names: screenNames, ignoring: ownParts[helpKey] ?? []))
        }
        return findings
    }

    func compare(
        _ helpKey: String, on screens: [Int], in table: PlacementTable<ContentKey>, names: [String], ignoring: Set<ContentKey>
    ) -> Finding {
        switch RelativePlacement.compare(ContentKey(spelled: helpKey), on: screens, in: table, names: names, ignoring: ignoring,
                                         spelled: \.spelled) {
        case .nothingToCompare:
            return .app(.pass, Result.nothingToCompare(help: helpKey))
        case .consistent:
            return .app(.pass, Result.consistent(help: helpKey, screens: screens.count))
        case let .inconsistent(reference, referenceScreens, deviations):
            return .app(
                .violation,
                Result.moves(help: helpKey, reference: reference, referenceScreens: referenceScreens,
                             deviations: deviations.map { Result.Deviation(place: $0.place, screens: $0.screens) }),
                fix: Result.fix(help: helpKey, reference: reference, referenceScreens: referenceScreens))
        }
    }

    package var examples: [CheckExample] { HelpExamples.positionExamples }
}
