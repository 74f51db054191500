public import MCAGCore

/// 3.4.3, test 1: an app-level navigation component sits at the same place,
/// with the same size, on every screen that shows it.
///
/// Frames are compared only between captures of the same viewport size and
/// orientation, where equal frames are expected. The frame most of those
/// screens share is the reference; a frame that differs from it by more
/// than ``tolerance`` on any edge is a violation naming the screens.
public struct NavigationVisualPositionCheck: AppCheck {
    /// The kinds of navigation component compared across screens.
    public var kinds: [NavigationComponentKind]
    /// Layout units of difference that still count as the same place.
    public var tolerance: Double

    /// A check over the given kinds of component, with a tolerance in layout units.
    public init(kinds: [NavigationComponentKind] = NavigationComponentKind.standard, tolerance: Double = 2) {
        self.kinds = kinds
        self.tolerance = tolerance
    }

    public var name: String { "navigation-visual-position" }

    public func evaluate(_ app: AppContext) -> [Finding] {
        let names = RepeatedContent.screenNames(of: app)
        var frames: [String: [(screen: String, frame: Rect)]] = [:]  // component and viewport → frames
        var order: [String] = []
        var findings: [Finding] = []
        var sawComponent = false
        for (screenIndex, context) in app.screens.enumerated() {
            let screen = context.screen
            let viewport = screen.viewport.map { "\(Self.number($0.width))×\(Self.number($0.height))" } ?? "unknown-size"
            let layout = "\(viewport)\(screen.orientation.map { " \($0.rawValue)" } ?? "")"
            for component in NavigationComponent.all(in: context.tree, kinds: kinds) {
                sawComponent = true
                guard let frame = context.tree[component.index].frame else {
                    findings.append(.app(.needsReview, "On \(names[screenIndex]), the \(component.key) has no frame.",
                                         missing: ["frame"]))
                    continue
                }
                let key = "\(component.key) on \(layout) screens"
                if frames[key] == nil { order.append(key) }
                frames[key, default: []].append((names[screenIndex], frame))
            }
        }
        if app.screens.count < 2 {
            return sawComponent ? findings + [.app(.needsReview,
                "Only one screen was captured, so navigation positions cannot be compared; capture every screen that shows it.",
                missing: ["screens"])] : findings
        }
        for key in order {
            guard let occurrences = frames[key], occurrences.count > 1 else { continue }
            findings.append(compare(key, occurrences))
        }
        return findings
    }

    func compare(_ key: String, _ occurrences: [(screen: String, frame: Rect)]) -> Finding {
        func same(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
        }
        // Group by rounded frame through a dictionary; tolerance then merges neighbours against the reference.
        var groups: [Rect: [String]] = [:]
        var groupOrder: [Rect] = []
        for (screen, frame) in occurrences {
            let rounded = Rect(x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded())
            if groups[rounded] == nil { groupOrder.append(rounded) }
            groups[rounded, default: []].append(screen)
        }
        guard let reference = groupOrder.max(by: { (groups[$0]?.count ?? 0) < (groups[$1]?.count ?? 0) }) else {
            return .app(.pass, "The \(key) has one frame.")
        }
        let deviations = groupOrder.filter { !same($0, reference) }
        guard !deviations.isEmpty else {
            return .app(.pass, "The \(key) keeps its place on \(occurrences.count) screens.")
        }
        let referenceScreens = groupOrder.filter { same($0, reference) }.flatMap { groups[$0] ?? [] }
        let others = deviations.map { "at \($0) on \(RepeatedContent.list(groups[$0] ?? []))" }
        return .app(
            .violation,
            "The \(key) moves: it is at \(reference) on \(RepeatedContent.list(referenceScreens)), but "
                + others.joined(separator: "; ") + ".",
            fix: "Lay the \(key) out at \(reference) on every screen, as on \(RepeatedContent.list(referenceScreens)).")
    }

    /// A whole number without decimals, any other figure as it is.
    static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
    }

    public var examples: [CheckExample] {
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
            .fails("The tab bar rises 40 points on Profile", app: AppSnapshot(screens: [
                screen("Home", barY: 761), screen("Search", barY: 761), screen("Profile", barY: 721),
            ])),
            .needsReview("A tab bar without a frame", app: AppSnapshot(screens: [
                screen("Home", barY: 761), screen("Search", barY: nil),
            ])),
        ]
    }
}
