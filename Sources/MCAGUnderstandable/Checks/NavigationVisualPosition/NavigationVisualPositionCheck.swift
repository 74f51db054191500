package import MCAGCore

/// 3.4.3, test 1: an app-level navigation component sits at the same place,
/// with the same size, on every screen that shows it.
///
/// Frames are compared only between captures of the same viewport size and
/// orientation, where equal frames are expected. The frame most of those
/// screens share is the reference; a frame that differs from it by more
/// than ``tolerance`` on any edge is a violation naming the screens.
package struct NavigationVisualPositionCheck: AppCheck {
    /// The kinds of navigation component compared across screens.
    package var kinds: [NavigationComponentKind]
    /// Layout units of difference that still count as the same place.
    package var tolerance: Double

    /// A check over the given kinds of component, with a tolerance in layout units.
    package init(kinds: [NavigationComponentKind] = NavigationComponentKind.standard, tolerance: Double = 2) {
        self.kinds = kinds
        self.tolerance = tolerance
    }

    package var name: String { "navigation-visual-position" }

    /// Finds the screen's navigation while the screen is in the cache.
    package func prepare(_ screen: ScreenContext) { _ = NavigationComponent.all(in: screen, kinds: kinds) }

    package func evaluate(_ app: AppContext) -> [Finding] {
        let names = RepeatedContent.screenNames(of: app)
        var frames = FramesAcrossScreens()
        var findings: [Finding] = []
        var sawComponent = false
        for (screenIndex, context) in app.screens.enumerated() {
            let screen = context.screen
            let layout = FramePlacement.layout(of: screen)
            for component in NavigationComponent.all(in: context, kinds: kinds) {
                sawComponent = true
                guard let frame = context.tree[component.index].frame, FramePlacement.isUsable(frame) else {
                    let result = Result.noUsableFrame(screen: names[screenIndex], component: component.key)
                    findings.append(.app(.needsReview, result, missing: ["frame"]))
                    continue
                }
                frames.record(component.key, layout: layout, screen: names[screenIndex], frame: frame)
            }
        }
        if app.screens.count < 2 {
            return sawComponent ? findings + [.app(.needsReview, Result.oneScreen, missing: ["screens"])] : findings
        }
        return findings + frames.comparisons(tolerance: tolerance)
    }

    /// The screen at the largest text size, its tab bar 40 points taller.
    static func largestText(_ screen: Screen) -> Screen {
        var large = screen
        large.isLargestTextSize = true
        large.stateLabel = "largest text"
        if let root = large.tree.indices.first, let frame = large.tree[root].frame {
            large.tree[root].frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height + 40)
        }
        return large
    }

    package var examples: [CheckExample] {
        func screen(_ name: String, barY: Double?) -> Screen {
            Screen(name: name, viewport: Size(width: 390, height: 844), tree: ElementTree(
                Node(Element(role: .tabBar, frame: barY.map { Rect(x: 0, y: $0, width: 390, height: 83) })) {
                    Node(Element(role: .button, label: "Home"))
                }))
        }
        return [
            .passes("The tab bar sits at the bottom of every screen", app: AppSnapshot(screens: [
                screen("Home", barY: 761), screen("Search", barY: 761), screen("Profile", barY: 761.4),
            ])),
            .passes("At the largest text size the tab bar is taller on every screen; those captures are compared with each other",
                    app: AppSnapshot(screens: [
                        screen("Home", barY: 761), screen("Search", barY: 761), screen("Profile", barY: 761),
                        Self.largestText(screen("Home", barY: 721)), Self.largestText(screen("Search", barY: 721)),
                    ])),
            .fails("The tab bar rises 40 points on Profile", app: AppSnapshot(screens: [
                screen("Home", barY: 761), screen("Search", barY: 761), screen("Profile", barY: 721),
            ])),
            .needsReview("A tab bar without a frame", app: AppSnapshot(screens: [
                screen("Home", barY: 761), screen("Search", barY: nil),
            ])),
        ]
    }
}
