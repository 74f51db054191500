public import MCAGCore

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
public struct ScreenTitleUniquenessCheck: AppCheck {
    public init() {}

    public var name: String { "screen-title-unique" }

    public func evaluate(_ app: AppContext) -> [Finding] {
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
                findings.append(.screen(.needsReview, screen, "The screen's title is not known (the snapshot records none, and the tree holds no pane title, app bar title or navigation bar title), so its uniqueness cannot be checked.",
                                        missing: ["title"]))
                continue
            }
            let key = SpokenNameKey.of(title)
            var entry = screensByTitle[key] ?? (title, [], 0, screen)
            if let name = screen.screen.name { entry.names.insert(name) } else { entry.unnamed += 1 }
            screensByTitle[key] = entry
        }
        guard comparable else {
            return [.app(
                .needsReview,
                "Uniqueness is a question about the app's set of screens, and only one screen was captured, so there is no other title to compare with. Capture the app's other main screens and audit them together (a capture set), or check by ear that no two screens are announced with the same title.",
                missing: ["otherScreens"])]
        }
        for key in screensByTitle.keys.sorted() {
            guard let entry = screensByTitle[key] else { continue }
            let screens = entry.names.count + entry.unnamed
            guard screens > 1 else { continue }
            if entry.names.count > 1 {
                let names = entry.names.sorted().joined(separator: ", ")
                findings.append(.screen(
                    .violation, entry.first, "The screens \(names) all have the title \"\(entry.title)\".",
                    fix: "Give each screen a title that tells it apart, such as \"Order 1234\" rather than \"Details\"."))
            } else {
                findings.append(.screen(
                    .needsReview, entry.first,
                    "Captures without a screen name share the title \"\(entry.title)\"; they may be one screen captured twice.",
                    missing: ["name"]))
            }
        }
        if findings.isEmpty {
            findings.append(.app(.pass, "All \(distinctScreens.count) screens have distinct titles."))
        }
        return findings
    }

    public var examples: [CheckExample] {
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
