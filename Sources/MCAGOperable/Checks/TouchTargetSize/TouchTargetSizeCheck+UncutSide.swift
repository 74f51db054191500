import MCAGCore

extension TouchTargetSizeCheck {
    /// A target cut on one axis whose uncut side already fails at every plausible density.
    static func uncutSideViolation(
        _ element: ElementContext, frame: Rect, width: Double, height: Double, size: Result.Sides, ruler: TargetRuler,
        overlays: TouchTargetOverlays, isolated: Bool, minimum: Result.Minimum, assumed: Result.AssumedDensity, fix: String
    ) -> Finding? {
        guard let (uncut, cutWhere) = failingUncutSide(
            element, frame: frame, width: width, height: height, ruler: ruler, overlays: overlays) else { return nil }
        let sideValue = Measured(uncut.measure, threshold: ruler.minimum, unit: " \(ruler.unitLabel)")
        let side = Result.UncutSide(name: uncut.name, measure: uncut.measure, largest: uncut.largest)
        return .violation(
            element, Result.uncutSideFails(side, size, minimum: minimum, cut: cutWhere, assumed),
            measured: sideValue, impact: TouchTargetSeverity.impact(fraction: uncut.measure / ruler.minimum, isIsolated: isolated),
            severity: min(max(1 - uncut.measure / ruler.minimum, 0), 1), fix: fix)
    }

    /// A target that the clipping or a system bar's background would leave to
    /// review, whose uncut side already fails at every plausible density
    /// (`TouchTargetUncutSide`), with where its frame is cut.
    static func failingUncutSide(
        _ element: ElementContext, frame: Rect, width: Double, height: Double, ruler: TargetRuler,
        overlays: TouchTargetOverlays
    ) -> (TouchTargetUncutSide, Result.Cut)? {
        if let clipping = element.reader.clipping,
           (clipping.horizontally && !ruler.meetsMinimum(width)) || (clipping.vertically && !ruler.meetsMinimum(height)) {
            return TouchTargetUncutSide.failing(
                width: frame.width, height: frame.height, cutHorizontally: clipping.horizontally,
                cutVertically: clipping.vertically, ruler: ruler).map { ($0, .clipped(clipping)) }
        }
        guard let bar = overlays.bar(over: element.index, frame: frame, in: element.tree),
              let axes = TouchTargetUncutSide.barCut(bar.frame, over: frame),
              !TouchTargetUncutSide.restIsCovered(element.index, frame: frame, bar: bar.frame, tree: element.tree)
        else { return nil }
        return TouchTargetUncutSide.failing(
            width: frame.width, height: frame.height, cutHorizontally: axes.horizontally,
            cutVertically: axes.vertically, ruler: ruler).map { ($0, .underSystemBar(bar.frame)) }
    }
}
