import MCAGCore

extension TouchTargetSizeCheck {
    /// What the frame's surroundings leave of a target under the minimum: a cut, an overlay, a
    /// sentence around it, the bar that takes its touches, a TV's or another plausible density;
    /// nil when none applies and the target is too small.
    static func surroundingsFinding(
        _ index: Int, element: ElementContext, frame: Rect, width: Double, height: Double, measured size: Result.Sides,
        value: Measured, ruler: TargetRuler, density: Density?, unit: LengthUnit, assumed: Result.AssumedDensity,
        surroundings: TouchTargetSurroundings, overlays: TouchTargetOverlays, approximates: Bool
    ) -> Finding? {
        let tree = element.tree
        if TouchTargetSelection.isUndrawnWebContent(index, in: tree) {
            return .needsReview(element, Result.undrawnWebContent(size, assumed), missing: ["whether the element is drawn"])
        }
        if TouchTargetHiddenWebInput.isHidden(index, width: width, height: height, in: tree, ruler: ruler) {
            return .needsReview(element, Result.hiddenWebInput(size, role: tree[index].role, assumed), missing: ["touch area"])
        }
        if let clipped = TouchTargetClipping.review(element, measured: size, ruler: ruler) {
            return clipped
        }
        if let covered = overlays.review(element, frame: frame, measured: size) {
            return covered
        }
        if TouchTargetInlineText.isInline(index, tree: tree) {
            return .pass(element, Result.inlineInText(size, assumed), measured: value)
                .covered(by: "inline-in-text")
        }
        if !surroundings.enclosingBar.isEmpty, let decided = TouchTargetBarItem.decide(
            element, frame: frame, bar: surroundings.enclosingBar[index], ruler: ruler, measured: size,
            value: value, approximates: approximates, assumed: assumed) {
            return decided
        }
        if density?.presumedTelevision == true {
            return .needsReview(element, Result.televisionDensity(size, assumed), missing: ["density"])
        }
        if let density,
           let review = reviewAtOtherDensity(frame, density: density, ruler: ruler, measured: size, assumed: assumed) {
            return .needsReview(element, review, missing: ["density"])
        }
        return nil
    }

    /// A target too small at the inferred density that would measure 7 mm at
    /// another density the capture leaves possible: the verdict rests on the
    /// guess, so a person (or `--dpi` / `--ppi`) decides.
    static func reviewAtOtherDensity(
        _ frame: Rect, density: Density, ruler: TargetRuler, measured size: Result.Sides, assumed: Result.AssumedDensity
    ) -> Result? {
        guard let plausible = density.plausibleUnitsPerMillimetre,
              let largestWidth = ruler.largestMeasure(frame.width), let largestHeight = ruler.largestMeasure(frame.height)
        else { return nil }
        let largest = min(largestWidth, largestHeight)
        guard ruler.meetsMinimum(largest) else { return nil }
        return .atOtherDensity(size, largest: largest, lowest: plausible.lowerBound, assumed)
    }
}
