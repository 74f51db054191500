package import MCAGCore

/// 4.1.1 Text Scaling: compares each screen captured at the default text
/// size with the same screen (same ``Screen/name``) captured at the largest
/// text size. Text must grow, must not gain an ellipsis, and must stay
/// inside the viewport.
///
/// Elements are matched by identifier, else label, else text; keys that
/// occur twice on a screen are skipped rather than guessed.
package struct TextScalingCheck: AppCheck {
    package var name: String { "text-scaling" }
    /// Layout units a frame may stray past the viewport edge (rounding in dumps).
    package static let viewportTolerance = 0.5

    package init() {}

    package func evaluate(_ app: AppContext) -> [Finding] {
        let largest = app.screens.filter { $0.screen.isLargestTextSize == true }
        guard !largest.isEmpty else {
            return [.app(.needsReview, Result.noLargestCapture, missing: ["isLargestTextSize"])]
        }
        var defaults: [String: [ScreenContext]] = [:]
        for context in app.screens where Self.isDefaultSize(context.screen) {
            if let name = context.screen.name { defaults[name, default: []].append(context) }
        }
        var findings: [Finding] = []
        var paired = Set<String>()
        for large in largest {
            guard let name = large.screen.name else {
                findings.append(.screen(.needsReview, large, Result.largestCaptureUnnamed, missing: ["name"]))
                continue
            }
            guard let base = Self.closest(to: large.screen, among: defaults[name] ?? []) else {
                findings.append(.screen(.needsReview, large, Result.noDefaultCapture(screen: name), missing: ["textScale"]))
                continue
            }
            paired.insert(name)
            findings += TextScalingComparison(base: base, large: large).findings()
        }
        for name in defaults.keys.sorted() where !paired.contains(name) {
            if let base = defaults[name]?.first {
                findings.append(.screen(.needsReview, base, Result.noLargestCaptureOf(screen: name), missing: ["isLargestTextSize"]))
            }
        }
        return findings
    }

    /// The default-size capture to compare a large-text capture with: one
    /// in the same colour mode and orientation when there is one (a dark or
    /// landscape capture of the screen differs in more than text size), else
    /// the first. Only captures after the same interaction are compared: a
    /// screen in another state may rightly show other text.
    static func closest(to large: Screen, among all: [ScreenContext]) -> ScreenContext? {
        let candidates: [ScreenContext] = all.filter { $0.screen.interaction == large.interaction }
        return candidates.first { $0.screen.colorMode == large.colorMode && $0.screen.orientation == large.orientation }
            ?? candidates.first { $0.screen.orientation == large.orientation } ?? candidates.first
    }

    /// Two captures whose text states no font size, as uiautomator dumps give them.
    /// `flagged` marks the largest-size capture's text, the one the check must flag.
    static func withoutFontSizes(largeHeight: Double, flagged: Bool = false) -> AppSnapshot {
        func screen(largest: Bool, height: Double) -> Screen {
            let text = Element(role: .text, identifier: "balance", text: "Account balance",
                               frame: Rect(x: 16, y: 100, width: 300, height: height))
            return Screen(name: "Home", viewport: Size(width: 390, height: 844), textScale: largest ? 2 : 1, isLargestTextSize: largest,
                          tree: ElementTree(Node(largest && flagged ? text.flagged() : text)))
        }
        return AppSnapshot(screens: [screen(largest: false, height: 22), screen(largest: true, height: largeHeight)])
    }

    static func isDefaultSize(_ screen: Screen) -> Bool {
        screen.isLargestTextSize != true && (screen.textScale == nil || screen.textScale == 1)
    }

    package var examples: [CheckExample] {
        // `failing` marks the text of the largest-size capture, the one the check must flag.
        func pair(defaultSize: Double, largeSize: Double, largeText: String = "Account balance",
                  largeFrame: Rect = Rect(x: 16, y: 100, width: 300, height: 60), failing: Bool = false) -> AppSnapshot {
            let large = Element(role: .text, identifier: "balance", text: largeText, frame: largeFrame,
                                textStyle: TextStyle(fontSize: largeSize))
            return AppSnapshot(screens: [
                Screen(name: "Home", viewport: Size(width: 390, height: 844), textScale: 1, isLargestTextSize: false,
                       tree: ElementTree(Node(Element(role: .text, identifier: "balance", text: "Account balance",
                                                      frame: Rect(x: 16, y: 100, width: 200, height: 22),
                                                      textStyle: TextStyle(fontSize: defaultSize))))),
                Screen(name: "Home", viewport: Size(width: 390, height: 844), textScale: 3.1, isLargestTextSize: true,
                       tree: ElementTree(Node(failing ? large.flagged() : large))),
            ])
        }
        return [
            .passes("Text grows from 17 to 53 pt and fits", app: pair(defaultSize: 17, largeSize: 53)),
            .fails("Text stays at 17 pt", app: pair(defaultSize: 17, largeSize: 17, failing: true)),
            .fails("Text is cut short with an ellipsis",
                   app: pair(defaultSize: 17, largeSize: 53, largeText: "Account bal…", failing: true)),
            .fails("Text runs off the right edge", app: pair(defaultSize: 17, largeSize: 53,
                                                               largeFrame: Rect(x: 16, y: 100, width: 500, height: 60),
                                                               failing: true)),
            .passes("A dump without font sizes: the text's frame grows from 22 to 48 pt tall",
                    app: Self.withoutFontSizes(largeHeight: 48)),
            .needsReview("A dump without font sizes: the text's frame keeps its 22 pt height",
                         app: Self.withoutFontSizes(largeHeight: 22, flagged: true)),
            .needsReview("Only a default-size capture", app: AppSnapshot(screens: [
                Screen(name: "Home", textScale: 1, tree: ElementTree(Node(Element(role: .text, text: "Hello")))),
            ])),
        ]
    }
}
