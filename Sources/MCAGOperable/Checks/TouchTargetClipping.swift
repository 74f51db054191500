import MCAGCore

/// Touch targets cut at a scrolling container's or the screen's edge: the
/// frame holds only the visible part, so a short side may be the cut, not
/// the target. axe-android reports these as incomplete; here they are
/// *needs review* with the reason, never a size violation.
enum TouchTargetClipping {
    /// A review when a side below the minimum lies along an axis the frame is cut on.
    static func review(_ element: ElementContext, widthMillimetres: Double, heightMillimetres: Double) -> Finding? {
        guard let clipping = element.reader.clipping else { return nil }
        let cutShort = (clipping.horizontally && !TouchTargetSeverity.meetsMinimum(widthMillimetres))
            || (clipping.vertically && !TouchTargetSeverity.meetsMinimum(heightMillimetres))
        guard cutShort else { return nil }
        return .needsReview(
            element, "Target measures \(widthMillimetres.twoDecimals) × \(heightMillimetres.twoDecimals) mm in the capture, but its frame is cut at \(clipping.edgeDescription), so only part of it is shown; scroll it fully into view and measure again",
            missing: ["unclipped frame"])
    }
}
