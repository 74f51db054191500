package import MCAGCore

/// 3.1.1 test 3: no two screens share a title.
///
/// Titles are compared as they sound (case and spacing ignored) in one pass
/// over a dictionary. Captures with the same ``Screen/name`` are the same
/// screen under other settings, so they may share a title. A screen without
/// a name cannot be told apart from another capture of the same screen, so
/// a shared title that involves one is left for review.
///
/// MCAG's test is "Screen's title is unique": a fact about the app's set of
/// screens. With one screen captured the missing evidence is the other
/// screens, asked once for the app; this screen's unknown title is the
/// question of tests 1 and 2 ("The screen has a title that's announced by
/// screen readers"), and asking it here as well would put the same question
/// to a person three times on every screen. It is asked here only when there
/// are other screens to compare it with.
package struct ScreenTitleUniquenessCheck: AppCheck {
    package init() {}

    package var name: String { "screen-title-unique" }

    package func evaluate(_ app: AppContext) -> [Finding] {
        var screensByTitle: [String: (title: String, names: Set<String>, unnamed: Int, first: ScreenContext)] = [:]
        var distinctScreens = Set<String>()
        var findings: [Finding] = []
        for screen in app.screens {
            distinctScreens.insert(screen.screen.name ?? "#\(screen.screenIndex)")
        }
        let comparable = distinctScreens.count > 1
        for screen in app.screens {
            guard let title = ScreenTitleSource(of: screen.screen, acceptsHeading: false).text else {
                guard comparable else { continue }
                findings.append(.screen(.needsReview, screen, Result.titleUnknown, missing: ["title"]))
                continue
            }
            let key = SpokenNameKey.of(title)
            var entry = screensByTitle[key] ?? (title, [], 0, screen)
            if let name = screen.screen.name { entry.names.insert(name) } else { entry.unnamed += 1 }
            screensByTitle[key] = entry
        }
        guard comparable else {
            return [.app(.needsReview, Result.oneScreen, missing: ["otherScreens"])]
        }
        for key in screensByTitle.keys.sorted() {
            guard let entry = screensByTitle[key] else { continue }
            let screens = entry.names.count + entry.unnamed
            guard screens > 1 else { continue }
            if entry.names.count > 1 {
                let names: [String] = entry.names.sorted()
                findings.append(.screen(
                    .violation, entry.first, Result.sharedTitle(names: names, title: entry.title), fix: Result.fix))
            } else {
                findings.append(.screen(
                    .needsReview, entry.first, Result.unnamedShareTitle(title: entry.title), missing: ["name"]))
            }
        }
        if findings.isEmpty {
            findings.append(.app(.pass, Result.distinct(screens: distinctScreens.count)))
        }
        return findings
    }

    package var examples: [CheckExample] {
        [
            .passes("Two screens with different titles, one captured twice",
                    app: AppSnapshot(Screen(name: "Home", title: "Home"), Screen(name: "Home", title: "Home"),
                                     Screen(name: "Cart", title: "Cart"))),
            .fails("Two different screens titled the same",
                   app: AppSnapshot(Screen(name: "OrderList", title: "Orders"), Screen(name: "OrderDetail", title: "orders"))),
            .needsReview("A single captured screen",
                         app: AppSnapshot(Screen(name: "Home", title: "Home"))),
            .needsReview("A single captured screen with no known title: the app is asked for its other screens",
                         app: AppSnapshot(Screen(name: "Home"))),
            .needsReview("One of two screens has no known title",
                         app: AppSnapshot(Screen(name: "Home", title: "Home"), Screen(name: "Cart"))),
        ]
    }
}
