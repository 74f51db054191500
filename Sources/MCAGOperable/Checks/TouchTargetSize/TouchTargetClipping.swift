import MCAGCore

/// Touch targets cut at a scrolling container's or the screen's edge: the
/// frame holds only the visible part, so a short side may be the cut, not
/// the target. axe-android reports these as incomplete; here they are
/// *needs review* with the reason, never a size violation.
enum TouchTargetClipping {
    /// A review when a side below the profile's minimum lies along an axis the
    /// frame is cut on; `width` and `height` are in the ruler's unit.
    static func review(_ element: ElementContext, width: Double, height: Double, ruler: TargetRuler) -> Finding? {
        guard let clipping = element.reader.clipping else { return nil }
        let cutShort = (clipping.horizontally && !ruler.meetsMinimum(width))
            || (clipping.vertically && !ruler.meetsMinimum(height))
        guard cutShort else { return nil }
        return .needsReview(
            element, "Target measures \(width.twoDecimals) × \(height.twoDecimals) \(ruler.unitLabel) in the capture, but its frame is cut at \(clipping.edgeDescription), so only part of it is shown; scroll it fully into view and measure again",
            missing: ["unclipped frame"])
    }
}
