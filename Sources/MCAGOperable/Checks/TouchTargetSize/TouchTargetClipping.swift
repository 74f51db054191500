import MCAGCore

/// Touch targets cut at a scrolling container's or the screen's edge: the
/// frame holds only the visible part, so a short side may be the cut, not
/// the target. axe-android reports these as incomplete; here they are
/// *needs review* with the reason, never a size violation.
enum TouchTargetClipping {
    /// A review when a side below the profile's minimum lies along an axis the
    /// frame is cut on; `size` is in the ruler's unit.
    static func review(_ element: ElementContext, measured size: TouchTargetSizeCheck.Result.Sides, ruler: TargetRuler) -> Finding? {
        guard let clipping = element.reader.clipping else { return nil }
        let cutShort = (clipping.horizontally && !ruler.meetsMinimum(size.width))
            || (clipping.vertically && !ruler.meetsMinimum(size.height))
        guard cutShort else { return nil }
        return .needsReview(
            element, TouchTargetSizeCheck.Result.clipped(size, edge: clipping),
            missing: ["unclipped frame"])
    }
}
