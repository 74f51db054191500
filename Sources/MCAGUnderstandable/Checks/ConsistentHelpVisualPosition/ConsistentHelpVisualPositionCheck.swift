package import MCAGCore

/// 3.4.4, test 1: a help mechanism that stays in place on screen (in a bar,
/// a floating button) has the same frame on every screen of the same size
/// and orientation.
///
/// A help mechanism inside scrolling content moves with the scroll offset,
/// so its frame proves nothing: it is *needs review*, to be compared by
/// hand. Only the mechanism's ancestors are walked, and only for the few
/// help mechanisms found.
package struct ConsistentHelpVisualPositionCheck: AppCheck {
    /// The words that mark an element as a help mechanism.
    package var vocabulary: HelpVocabulary
    /// Layout units of difference that still count as the same place.
    package var tolerance: Double

    /// A check with the standard help vocabulary and two units of tolerance, or other values.
    package init(vocabulary: HelpVocabulary = .standard, tolerance: Double = 2) {
        self.vocabulary = vocabulary
        self.tolerance = tolerance
    }

    package var name: String { "consistent-help-visual-position" }

    /// Finds the screen's help mechanisms while the screen is in the cache.
    package func prepare(_ screen: ScreenContext) { _ = HelpMechanism.all(in: screen, vocabulary: vocabulary) }

    package func evaluate(_ app: AppContext) -> [Finding] {
        let names = RepeatedContent.screenNames(of: app)
        var frames = FramesAcrossScreens()
        var findings: [Finding] = []
        var sawHelp = false
        for (screenIndex, context) in app.screens.enumerated() {
            let tree = context.tree
            for help in HelpMechanism.all(in: context, vocabulary: vocabulary) {
                sawHelp = true
                let scrolls = tree.ancestors(of: help.index).contains { index in
                    tree[index].isScrollable == true || tree[index].role == .scrollView || tree[index].role == .list
                }
                if scrolls {
                    findings.append(.app(.needsReview,
                        Result.inScrollingContent(screen: names[screenIndex], help: help.key)))
                    continue
                }
                guard let frame = tree[help.index].frame, FramePlacement.isUsable(frame) else {
                    findings.append(.app(.needsReview, Result.noUsableFrame(screen: names[screenIndex], help: help.key),
                                         missing: ["frame"]))
                    continue
                }
                frames.record(Result.subject(help.key), layout: FramePlacement.layout(of: context.screen), screen: names[screenIndex], frame: frame)
            }
        }
        if app.screens.count < 2 {
            return sawHelp ? findings + [.app(.needsReview,
                Result.oneScreen,
                missing: ["screens"])] : findings
        }
        return findings + frames.comparisons(tolerance: tolerance)
    }

    package var examples: [CheckExample] {
        func screen(_ name: String, helpX: Double?, inScroll: Bool = false) -> Screen {
            let help = Node(Element(role: .button, label: "Help", identifier: "help",
                                    frame: helpX.map { Rect(x: $0, y: 47, width: 44, height: 44) }))
            let root = inScroll ? Node(Element(role: .scrollView, isScrollable: true), children: [help]) : help
            return Screen(name: name, viewport: Size(width: 390, height: 844), tree: ElementTree(root))
        }
        return [
            .passes("The help button stays at the top right", app: AppSnapshot(screens: [
                screen("Home", helpX: 338), screen("Orders", helpX: 338),
            ])),
            .fails("The help button jumps to the top left on Orders", app: AppSnapshot(screens: [
                screen("Home", helpX: 338), screen("Basket", helpX: 338), screen("Orders", helpX: 8),
            ])),
            .needsReview("A help link inside scrolling content", app: AppSnapshot(screens: [
                screen("Home", helpX: 338), screen("Orders", helpX: 338, inScroll: true),
            ])),
        ]
    }
}
