import MCAGCore

/// One screen in portrait set against the same screen in landscape, content
/// by content, in both directions: what is cut at an edge in one, and what
/// the other shows that this one does not.
struct OrientationComparison {
    private typealias Result = OrientationResilienceCheck.Result

    let first: ScreenContext
    let second: ScreenContext

    func findings() -> [Finding] {
        let firstIndex = Self.content(first.tree), secondIndex = Self.content(second.tree)
        var findings = Self.compare(first, firstIndex, with: second, secondIndex)
        findings += Self.compare(second, secondIndex, with: first, firstIndex)
        if findings.isEmpty {
            findings.append(.screen(.needsReview, second, Result.nothingMatched(screen: second.screen.displayName),
                                    missing: ["identifier"]))
        }
        return findings
    }

    /// Findings on `screen`'s content: cut, kept, or absent from `other`.
    private static func compare(_ screen: ScreenContext, _ index: [String: Int], with other: ScreenContext,
                                _ otherIndex: [String: Int]) -> [Finding] {
        let scrolls = TextScalingComparison.insideScrollable(screen.tree)
        let otherName = other.screen.displayName
        var findings: [Finding] = []
        for (key, element) in index.sorted(by: { $0.value < $1.value }) {
            let context = screen.element(element)
            guard otherIndex[key] != nil else {
                findings.append(.needsReview(context, Result.missingFrom(otherScreen: otherName)))
                continue
            }
            if let edge = edgeCut(screen.tree[element].frame, viewport: screen.screen.viewport, inScrollable: scrolls[element]) {
                findings.append(.violation(
                    context, Result.cutAtEdge(edge: edge, otherScreen: otherName), impact: .serious, fix: Result.fix))
            } else if screen.screen.orientation?.isLandscape == true {
                findings.append(.pass(context, Result.presentInBoth))
            }
        }
        return findings
    }

    /// The edge a frame runs past, when it does and no ancestor scrolls.
    static func edgeCut(_ frame: Rect?, viewport: Size?, inScrollable: Bool) -> String? {
        guard let frame, let viewport, !inScrollable else { return nil }
        let tolerance = TextScalingCheck.viewportTolerance
        if frame.maxX > viewport.width + tolerance { return "right" }
        if frame.minX < -tolerance { return "left" }
        if frame.maxY > viewport.height + tolerance { return "bottom" }
        if frame.minY < -tolerance { return "top" }
        return nil
    }

    /// Elements with a spoken label or visible text, by matching key; keys that occur twice are dropped.
    static func content(_ tree: ElementTree) -> [String: Int] {
        var result: [String: Int] = [:]
        var repeated = Set<String>()
        for index in tree.indices {
            let element = tree[index]
            let hasContent = !(element.label ?? "").isBlank || !(element.visibleText ?? "").isBlank
            guard hasContent, let key = TextScalingComparison.key(of: element) else { continue }
            if result[key] != nil { repeated.insert(key) } else { result[key] = index }
        }
        for key in repeated { result[key] = nil }
        return result
    }
}
