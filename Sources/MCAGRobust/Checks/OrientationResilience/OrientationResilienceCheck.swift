package import MCAGCore

/// 4.1.5 Orientation-Resilient Display: compares each screen captured in
/// portrait with the same screen (same ``Screen/name``) captured in
/// landscape, in both directions. Content present in both must not run past
/// the screen's edge outside a scroll view in either; content present in only
/// one needs a person, since it may have scrolled away or moved into a menu
/// rather than been lost.
///
/// Content is every element with a spoken label or visible text, matched by
/// identifier, else label, else text; keys that occur twice on a screen are
/// skipped rather than guessed. Captures of one screen in several states come
/// from capture sidecars (Documentation/Captures.md) or JSON snapshots.
package struct OrientationResilienceCheck: AppCheck {
    package var name: String { "orientation-resilience" }

    package init() {}

    package func evaluate(_ app: AppContext) -> [Finding] {
        var portraits: [String: [ScreenContext]] = [:]
        var landscapes: [(name: String, context: ScreenContext)] = []
        for context in app.screens {
            guard let name = context.screen.name, let orientation = context.screen.orientation else { continue }
            if orientation.isLandscape { landscapes.append((name, context)) } else { portraits[name, default: []].append(context) }
        }
        var findings: [Finding] = []
        for (name, landscape) in landscapes {
            guard let portrait = Self.closest(to: landscape.screen, among: portraits[name] ?? []) else {
                findings.append(.screen(.needsReview, landscape, Result.noPortraitCapture(screen: name), missing: ["orientation"]))
                continue
            }
            findings += OrientationComparison(first: portrait, second: landscape).findings()
        }
        guard findings.isEmpty else { return findings }
        return [.app(.needsReview, Result.noCaptureInBoth, missing: ["orientation"])]
    }

    /// The portrait capture to compare with: one after the same interaction
    /// (only those: a screen in another state may rightly show other content),
    /// in the same colour mode and text size when there is one.
    static func closest(to landscape: Screen, among all: [ScreenContext]) -> ScreenContext? {
        let candidates: [ScreenContext] = all.filter { $0.screen.interaction == landscape.interaction }
        return candidates.first {
            $0.screen.colorMode == landscape.colorMode && $0.screen.isLargestTextSize == landscape.isLargestTextSize
                && $0.screen.textScale == landscape.textScale
        } ?? candidates.first
    }

    /// A portrait capture of a page and a landscape capture of it in full screen: not comparable.
    static func afterAnotherInteraction() -> AppSnapshot {
        let text = Element(role: .text, identifier: "title", text: "Match of the day", frame: Rect(x: 16, y: 80, width: 300, height: 22))
        let portrait = Screen(name: "Player", viewport: Size(width: 390, height: 844), orientation: .portrait, tree: ElementTree(Node(text)))
        var landscape = Screen(name: "Player", viewport: Size(width: 844, height: 390), orientation: .landscapeLeft,
                               tree: ElementTree(Node(Element(role: .button, label: "Exit full screen"))))
        landscape.interaction = "fullscreen"
        return AppSnapshot(screens: [portrait, landscape])
    }

    package var examples: [CheckExample] {
        // The flags mark the elements the check must flag: content cut in one orientation, or found in only one.
        func pair(landscapeFrame: Rect?, landscapeText: String = "Total", flagPortrait: Bool = false,
                  flagLandscape: Bool = false) -> AppSnapshot {
            let total = Element(role: .text, identifier: "total", text: "Total", frame: Rect(x: 16, y: 700, width: 200, height: 22))
            let other = Element(role: .text, identifier: landscapeText == "Total" ? "total" : "sum", text: landscapeText,
                                frame: landscapeFrame)
            let portrait = Screen(name: "Cart", viewport: Size(width: 390, height: 844), orientation: .portrait,
                                  tree: ElementTree(Node(flagPortrait ? total.flagged() : total)))
            let landscape = Screen(name: "Cart", viewport: Size(width: 844, height: 390), orientation: .landscapeLeft,
                                   tree: ElementTree(Node(flagLandscape ? other.flagged() : other)))
            return AppSnapshot(screens: [portrait, landscape])
        }
        return [
            .passes("The total is on screen in both orientations", app: pair(landscapeFrame: Rect(x: 16, y: 300, width: 200, height: 22))),
            .fails("The total is below the bottom edge in landscape, outside any scroll view",
                   app: pair(landscapeFrame: Rect(x: 16, y: 400, width: 200, height: 22), flagLandscape: true)),
            .needsReview("The total is not in the landscape capture",
                         app: pair(landscapeFrame: nil, landscapeText: "Sum", flagPortrait: true, flagLandscape: true)),
            .needsReview("The only landscape capture shows the screen after another interaction than the portrait one",
                         app: Self.afterAnotherInteraction()),
            .needsReview("Only a portrait capture", app: AppSnapshot(screens: [
                Screen(name: "Cart", orientation: .portrait, tree: ElementTree(Node(Element(role: .text, text: "Total")))),
            ])),
        ]
    }
}
