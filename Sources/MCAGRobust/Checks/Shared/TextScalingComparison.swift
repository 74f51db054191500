import MCAGCore

/// One screen at the default text size set against the same screen at the
/// largest text size, element by element.
struct TextScalingComparison {
    let base: ScreenContext
    let large: ScreenContext

    private typealias Result = TextScalingCheck.Result

    private struct Issue {
        var problem: Result.Problem
        var impact: Impact
        var measured: Measured?
    }

    func findings() -> [Finding] {
        let baseIndex = Self.index(base.tree)
        let largeIndex = Self.index(large.tree)
        let scrolls = Self.insideScrollable(large.tree)
        var findings: [Finding] = []
        for (key, largeElement) in largeIndex.sorted(by: { $0.value < $1.value }) {
            guard let baseElement = baseIndex[key] else { continue }
            findings.append(compare(base.tree[baseElement], largeElement, inScrollable: scrolls[largeElement]))
        }
        if findings.isEmpty {
            return [.screen(.needsReview, large, Result.nothingMatched(screen: large.screen.displayName), missing: ["identifier"])]
        }
        return findings
    }

    private func compare(_ before: Element, _ index: Int, inScrollable: Bool) -> Finding {
        let after = large.tree[index]
        let element = large.element(index)
        var issues: [Issue] = []
        let beforeSize = before.textStyle?.fontSize, afterSize = after.textStyle?.fontSize
        var ratio: Measured?
        if let beforeSize, let afterSize, beforeSize > 0 {
            let grown = afterSize / beforeSize
            ratio = Measured(grown, threshold: 1, unit: "×", comparison: .greaterThan)
            if afterSize <= beforeSize {
                issues.append(Issue(problem: .fontStays(at: afterSize, defaultSize: beforeSize), impact: .serious, measured: ratio))
            }
        }
        if Self.isTruncated(after.visibleText), !Self.isTruncated(before.visibleText) {
            issues.append(Issue(problem: .cutShort(text: after.visibleText ?? ""), impact: .moderate))
        }
        if let overflow = viewportIssue(after.frame, inScrollable: inScrollable) { issues.append(overflow) }
        if !issues.isEmpty {
            let worst = issues.map(\.impact).max { $0.rawValue < $1.rawValue } ?? .serious
            return .violation(
                element, Result.failsAtLargestSize(issues.map(\.problem)),
                measured: issues.compactMap(\.measured).first ?? issues.first?.measured, impact: worst, fix: Result.fix)
        }
        guard let ratio else { return Self.withoutFontSizes(before, after, element) }
        return .pass(element, Result.grows(ratio: ratio.value), measured: ratio)
    }

    /// How much taller a text's frame must grow to show that the text grew.
    static let evidentGrowth = 1.2

    /// Without font sizes (uiautomator and Appium dumps state none) the
    /// frame is the only trace of the text's size: a frame that grew taller
    /// shows the text grew with the setting (the text itself is the same, so
    /// nothing else made it taller); one that kept its height may hold text
    /// that did not grow or that grew and is clipped, which a person must see.
    static func withoutFontSizes(_ before: Element, _ after: Element, _ element: ElementContext) -> Finding {
        guard let old = before.frame?.height, let new = after.frame?.height, old > 0 else {
            return .needsReview(element, Result.fontSizesUnknown, missing: ["textStyle.fontSize"])
        }
        let grown = new / old
        guard grown >= evidentGrowth else {
            return .needsReview(element, Result.frameKeptItsHeight(before: old, after: new), missing: ["textStyle.fontSize"])
        }
        return .pass(element, Result.frameGrows(ratio: grown),
                     measured: Measured(grown, threshold: evidentGrowth, unit: "×", comparison: .atLeast))
    }

    private func viewportIssue(_ frame: Rect?, inScrollable: Bool) -> Issue? {
        guard let frame, let viewport = large.screen.viewport else { return nil }
        let tolerance = TextScalingCheck.viewportTolerance
        let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let leavesSideways = frame.minX < -tolerance || frame.maxX > viewport.width + tolerance
        // Below the fold is normal for scrolled content; it counts only outside any scroll view.
        let leavesVertically = !inScrollable && (frame.minY < -tolerance || frame.maxY > viewport.height + tolerance)
        guard leavesSideways || leavesVertically else { return nil }
        let entirely = !frame.intersects(screen)
        let edge = frame.maxX > viewport.width + tolerance ? frame.maxX : frame.maxY
        return Issue(problem: entirely ? .entirelyOutside : .runsPastEdge,
                     impact: entirely ? .serious : .moderate,
                     measured: Measured(edge, threshold: frame.maxX > viewport.width + tolerance ? viewport.width : viewport.height,
                                        unit: " \(large.screen.unit.rawValue)", comparison: .atMost))
    }

    static func isTruncated(_ text: String?) -> Bool {
        guard var text = text?[...] else { return false }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text.hasSuffix("…") || text.hasSuffix("...")
    }

    /// Text elements by matching key; keys that occur twice are dropped.
    static func index(_ tree: ElementTree) -> [String: Int] {
        var result: [String: Int] = [:]
        var repeated = Set<String>()
        for index in tree.indices {
            let element = tree[index]
            guard element.visibleText != nil || element.textStyle?.fontSize != nil, let key = key(of: element) else { continue }
            if result[key] != nil { repeated.insert(key) } else { result[key] = index }
        }
        for key in repeated { result[key] = nil }
        return result
    }

    static func key(of element: Element) -> String? {
        if let id = element.identifier, !id.isBlank { return "id:" + id }
        if let label = element.label, !label.isBlank { return "label:" + label }
        if let text = element.visibleText { return "text:" + text }
        return nil
    }

    /// For every element, whether an ancestor scrolls; one pre-order pass.
    static func insideScrollable(_ tree: ElementTree) -> [Bool] {
        var result = Array(repeating: false, count: tree.count)
        for index in tree.indices {
            guard let parent = tree.parent(of: index) else { continue }
            let parentScrolls = tree[parent].isScrollable == true || tree[parent].role == .scrollView || tree[parent].role == .list
            result[index] = result[parent] || parentScrolls
        }
        return result
    }
}
