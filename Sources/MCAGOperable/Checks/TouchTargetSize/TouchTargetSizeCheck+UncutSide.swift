import MCAGCore

extension TouchTargetSizeCheck {
    /// A target cut on one axis whose uncut side already fails at every plausible density.
    static func uncutSideViolation(
        _ element: ElementContext, frame: Rect, width: Double, height: Double, size: String, ruler: TargetRuler,
        overlays: TouchTargetOverlays, isolated: Bool, minimum: String, assumed: String, fix: String
    ) -> Finding? {
        guard let (uncut, cutWhere) = failingUncutSide(
            element, frame: frame, width: width, height: height, ruler: ruler, overlays: overlays) else { return nil }
        let side = Measured(uncut.measure, threshold: ruler.minimum, unit: " \(ruler.unitLabel)")
        let atMost = uncut.largest > uncut.measure + 0.005 ? " (at most \(uncut.largest.twoDecimals) \(ruler.unitLabel))" : ""
        let screen = element.screen.screen
        let densities = TouchTargetUncutSide.densities(screen.density, unit: screen.unit)
        return .violation(
            element, "Target's \(uncut.name) measures \(uncut.measure.twoDecimals) \(ruler.unitLabel), smaller than \(minimum) \(densities)\(atMost); its frame (\(size) in the capture) is \(cutWhere), but that hides only its other side, so it fails whatever the hidden part measures\(assumed)",
            measured: side, impact: TouchTargetSeverity.impact(fraction: uncut.measure / ruler.minimum, isIsolated: isolated),
            severity: min(max(1 - uncut.measure / ruler.minimum, 0), 1), fix: fix)
    }

    /// A target that the clipping or a system bar's background would leave to
    /// review, whose uncut side already fails at every plausible density
    /// (`TouchTargetUncutSide`), with where its frame is cut.
    static func failingUncutSide(
        _ element: ElementContext, frame: Rect, width: Double, height: Double, ruler: TargetRuler,
        overlays: TouchTargetOverlays
    ) -> (TouchTargetUncutSide, String)? {
        if let clipping = element.reader.clipping,
           (clipping.horizontally && !ruler.meetsMinimum(width)) || (clipping.vertically && !ruler.meetsMinimum(height)) {
            return TouchTargetUncutSide.failing(
                width: frame.width, height: frame.height, cutHorizontally: clipping.horizontally,
                cutVertically: clipping.vertically, ruler: ruler).map { ($0, "cut at \(clipping.edgeDescription)") }
        }
        guard let bar = overlays.bar(over: element.index, frame: frame, in: element.tree),
              let axes = TouchTargetUncutSide.barCut(bar.frame, over: frame),
              !TouchTargetUncutSide.restIsCovered(element.index, frame: frame, bar: bar.frame, tree: element.tree)
        else { return nil }
        return TouchTargetUncutSide.failing(
            width: frame.width, height: frame.height, cutHorizontally: axes.horizontally,
            cutVertically: axes.vertically, ruler: ruler).map { ($0, "partly under a system bar's background (at \(bar.frame))") }
    }
}
