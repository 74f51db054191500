import MCAGCore

/// Whether an element repeated on several screens keeps its frame: the
/// comparison behind 3.4.3's and 3.4.4's visual-position tests.
enum FramePlacement {
    /// Whether every edge of the frame is a finite number; dumps can hold
    /// anything, and messages must never format an infinite coordinate.
    static func isUsable(_ frame: Rect) -> Bool {
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
            && abs(frame.x) < 1e9 && abs(frame.y) < 1e9 && abs(frame.width) < 1e9 && abs(frame.height) < 1e9
    }

    /// The viewport size, orientation and text size under which frames are
    /// comparable: a tab bar rightly grows with its labels at the largest text
    /// size, so such captures are compared with each other, not with the
    /// default-size ones (4.1.1 judges the growth).
    static func layout(of screen: Screen) -> String {
        let viewport = screen.viewport.map { "\(number($0.width))×\(number($0.height))" } ?? "unknown-size"
        return viewport + (screen.orientation.map { " \($0.rawValue)" } ?? "") + textSize(of: screen)
    }

    static func textSize(of screen: Screen) -> String {
        if screen.isLargestTextSize == true { return " largest text" }
        guard let scale = screen.textScale, scale != 1 else { return "" }
        return " text ×\(number(scale))"
    }

    /// A whole number without decimals, any other figure as it is.
    static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
    }

    /// Groups the frames through a dictionary of rounded frames, takes the
    /// most common as the reference and reports every frame that differs
    /// from it by more than `tolerance` on any edge.
    static func compare(
        _ subject: String, _ occurrences: [(screen: String, frame: Rect)], tolerance: Double
    ) -> Finding {
        func same(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
        }
        var groups: [Rect: [String]] = [:]
        var groupOrder: [Rect] = []
        for (screen, frame) in occurrences {
            let rounded = Rect(x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded())
            if groups[rounded] == nil { groupOrder.append(rounded) }
            groups[rounded, default: []].append(screen)
        }
        guard let reference = groupOrder.max(by: { (groups[$0]?.count ?? 0) < (groups[$1]?.count ?? 0) }) else {
            return .app(.pass, FramePlacementResult.oneFrame(subject: subject))
        }
        let deviations = groupOrder.filter { !same($0, reference) }
        guard !deviations.isEmpty else {
            return .app(.pass, FramePlacementResult.keepsPlace(subject: subject, screens: occurrences.count))
        }
        let referenceScreens = groupOrder.filter { same($0, reference) }.flatMap { groups[$0] ?? [] }
        return .app(
            .violation,
            FramePlacementResult.moves(
                subject: subject, reference: reference, referenceScreens: referenceScreens,
                deviations: deviations.map { FramePlacementResult.Deviation(frame: $0, screens: groups[$0] ?? []) }),
            fix: FramePlacementResult.fix(subject: subject, reference: reference, referenceScreens: referenceScreens))
    }
}

/// The frames one repeated component takes across screens, kept per
/// component and layout in the order first seen, so findings come out in a
/// stable order.
struct FramesAcrossScreens {
    private var frames: [String: [(screen: String, frame: Rect)]] = [:]
    private var order: [String] = []

    /// Records where `subject` sits on `screen`, under the screen's layout.
    mutating func record(_ subject: String, layout: String, screen: String, frame: Rect) {
        let key = "\(subject) on \(layout) screens"
        if frames[key] == nil { order.append(key) }
        frames[key, default: []].append((screen, frame))
    }

    /// One finding per component seen on two screens or more of the same layout.
    func comparisons(tolerance: Double) -> [Finding] {
        order.compactMap { key in
            guard let occurrences = frames[key], occurrences.count > 1 else { return nil }
            return FramePlacement.compare(key, occurrences, tolerance: tolerance)
        }
    }
}
