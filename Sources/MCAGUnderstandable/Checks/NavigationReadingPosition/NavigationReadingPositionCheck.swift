package import MCAGCore

/// 3.4.3, test 2: an app-level navigation component comes at the same point
/// of the reading order on every screen that shows it, relative to the
/// other content those screens repeat.
///
/// Uses the same comparison as ``ConsistentHelpPositionCheck``: the set of
/// repeated elements read before the component is hashed per screen. The
/// component's own items are left out, since they always follow it. The
/// check cannot weigh the surrounding content that MCAG's note says may
/// lower the impact, so a violation takes the upper level of the range.
package struct NavigationReadingPositionCheck: AppCheck {
    /// The kinds of navigation component compared across screens.
    package var kinds: [NavigationComponentKind]

    /// A check over the given kinds of component.
    package init(kinds: [NavigationComponentKind] = NavigationComponentKind.standard) { self.kinds = kinds }

    package var name: String { "navigation-reading-position" }

    /// Finds the screen's navigation and, where there is some, numbers the
    /// places of its content, while the screen is in the cache.
    package func prepare(_ screen: ScreenContext) {
        if !NavigationComponent.all(in: screen, kinds: kinds).isEmpty { _ = RelativePlacement.keys(of: screen) }
    }

    package func evaluate(_ app: AppContext) -> [Finding] {
        let names = RepeatedContent.screenNames(of: app)
        let placements = Placements(app, kinds: kinds)
        if app.screens.count < 2 {
            return placements.order.isEmpty ? [] : [.app(.needsReview, Result.oneScreen, missing: ["screens"])]
        }
        var findings: [Finding] = []
        for subject in placements.order {
            guard let screens = placements.screensOf[subject], screens.count > 1 else { continue }
            let outcome = RelativePlacement.compare(
                ContentKey.navigation(subject), on: screens, in: placements.table, names: names,
                ignoring: placements.ownItems[subject] ?? [], spelled: \.spelled)
            // Named as it always was, from the spelled key: a name opening with a combining mark loses it.
            findings.append(Self.finding(String(("navigation|" + subject).dropFirst("navigation|".count)), screens: screens, outcome))
        }
        return findings
    }

    /// Where each navigation component is read on each screen, and what it holds.
    private struct Placements {
        var table = PlacementTable<ContentKey>()
        /// By component key: the screens that show it, in order.
        var screensOf: [String: [Int]] = [:]
        var order: [String] = []
        var ownItems: [String: Set<ContentKey>] = [:]

        init(_ app: AppContext, kinds: [NavigationComponentKind]) {
            for (screen, context) in app.screens.enumerated() {
                let components = NavigationComponent.all(in: context, kinds: kinds)
                // A screen without navigation is in no component's comparison: its keys need no numbers.
                if components.isEmpty { table.addScreen() } else { RelativePlacement.add(RelativePlacement.keys(of: context), to: &table) }
                for component in components {
                    let subject = component.key
                    guard screensOf[subject]?.last != screen else { continue }
                    table.place(ContentKey.navigation(subject), at: component.index, .replace)
                    if screensOf[subject] == nil { order.append(subject) }
                    screensOf[subject, default: []].append(screen)
                    addItems(of: component.index, in: context.tree, to: subject)
                }
            }
        }

        private mutating func addItems(of component: Int, in tree: ElementTree, to subject: String) {
            for index in tree.descendants(of: component) {
                let element = tree[index]
                if let identifier = element.identifier, !identifier.isBlank {
                    ownItems[subject, default: []].insert(ContentKey(element.role, .identifier, identifier))
                } else if let name = element.accessibleName {
                    ownItems[subject, default: []].insert(ContentKey(element.role, .name, name))
                }
            }
        }
    }

    /// The finding on one component shown on `screens`.
    private static func finding(_ component: String, screens: [Int], _ outcome: RelativePlacement.Comparison) -> Finding {
        switch outcome {
        case .nothingToCompare:
            return .app(.pass, Result.nothingToCompare(component: component))
        case .consistent:
            return .app(.pass, Result.keepsPlace(component: component, screens: screens.count))
        case let .inconsistent(reference, referenceScreens, deviations):
            let moved: [Result.Deviation] = deviations.map { Result.Deviation(place: $0.place, screens: $0.screens) }
            let result = Result.moves(
                component: component, reference: reference, referenceScreens: referenceScreens, deviations: moved)
            return .app(.violation, result,
                        fix: Result.fix(component: component, reference: reference, referenceScreens: referenceScreens))
        }
    }

    package var examples: [CheckExample] {
        func screen(_ name: String, tabsFirst: Bool) -> Screen {
            let tabs = Node(Element(role: .tabBar)) {
                Node(Element(role: .button, label: "Home"))
                Node(Element(role: .button, label: "Search"))
            }
            let search = Node(Element(role: .searchField, label: "Search the shop"))
            let title = Node(Element(role: .heading, label: name))
            return Screen(name: name, tree: ElementTree(roots: tabsFirst ? [tabs, title, search] : [title, search, tabs]))
        }
        return [
            .passes("The tab bar is read after the search field everywhere", app: AppSnapshot(screens: [
                screen("Home", tabsFirst: false), screen("Deals", tabsFirst: false),
            ])),
            .fails("The tab bar is read first on Deals", app: AppSnapshot(screens: [
                screen("Home", tabsFirst: false), screen("Basket", tabsFirst: false), screen("Deals", tabsFirst: true),
            ])),
            .needsReview("A tab bar on the only captured screen", app: AppSnapshot(screens: [screen("Home", tabsFirst: false)])),
        ]
    }
}
