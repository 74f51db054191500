import MCAGCore

extension TouchTargetSizeCheck {
    /// What the frame's surroundings leave of a target under the minimum: a cut, an overlay, a
    /// sentence around it, the bar that takes its touches, a TV's or another plausible density;
    /// nil when none applies and the target is too small.
    static func surroundingsFinding(
        _ index: Int, element: ElementContext, frame: Rect, width: Double, height: Double, measured size: String,
        value: Measured, ruler: TargetRuler, density: Density?, unit: LengthUnit, assumed: String,
        surroundings: TouchTargetSurroundings, overlays: TouchTargetOverlays, approximates: Bool
    ) -> Finding? {
        let tree = element.tree
        if TouchTargetSelection.isUndrawnWebContent(index, in: tree) {
            return .needsReview(element, "Target measures \(size), but WebKit reports it not visible although its frame lies inside the window: the page may not draw it (a skip link kept off until focused, an item hidden at this width) or may have scrolled it under other content, and the dump does not say which; look for it on the running screen\(assumed)", missing: ["whether the element is drawn"])
        }
        if TouchTargetHiddenWebInput.isHidden(index, width: width, height: height, in: tree, ruler: ruler) {
            return .needsReview(element, "Target measures \(size): a web page's \(tree[index].role) drawn under a millimetre each way is a visually hidden input whose styled label takes the taps, and that label's size is not in the dump; measure the label in the running app\(assumed)", missing: ["touch area"])
        }
        if let clipped = TouchTargetClipping.review(element, width: width, height: height, ruler: ruler) {
            return clipped
        }
        if let covered = overlays.review(element, frame: frame, measured: size) {
            return covered
        }
        if TouchTargetInlineText.isInline(index, tree: tree) {
            return .pass(element, "Target measures \(size) but sits in a block of text (exception 'inline-in-text')\(assumed)", measured: value)
                .covered(by: "inline-in-text")
        }
        if !surroundings.enclosingBar.isEmpty, let decided = TouchTargetBarItem.decide(
            element, frame: frame, bar: surroundings.enclosingBar[index], ruler: ruler, measured: size,
            value: value, approximates: approximates, assumed: assumed) {
            return decided
        }
        if density?.presumedTelevision == true {
            return .needsReview(element, "Target measures \(size) at the density of a TV, which the screen's shape suggests (landscape at rest, 16:9), but no element holds the input focus a D-pad gives: whether this is a touch target, and its size, need a person; state the density (--dpi) of a touch screen to measure it\(assumed)", missing: ["density"])
        }
        if let density,
           let review = reviewAtOtherDensity(frame, density: density, ruler: ruler, unit: unit, measured: size) {
            return .needsReview(element, review, missing: ["density"])
        }
        return nil
    }

    /// A target too small at the inferred density that would measure 7 mm at
    /// another density the capture leaves possible: the verdict rests on the
    /// guess, so a person (or `--dpi` / `--ppi`) decides.
    static func reviewAtOtherDensity(
        _ frame: Rect, density: Density, ruler: TargetRuler, unit: LengthUnit, measured size: String
    ) -> String? {
        guard let plausible = density.plausibleUnitsPerMillimetre,
              let largestWidth = ruler.largestMeasure(frame.width), let largestHeight = ruler.largestMeasure(frame.height)
        else { return nil }
        let largest = min(largestWidth, largestHeight)
        guard ruler.meetsMinimum(largest) else { return nil }
        let perInch = (plausible.lowerBound * 25.4 * 10).rounded() / 10
        let perInchUnit = TouchTargetWording.perInch(unit)
        // Rounded as the minimum is judged (to a tenth), so 6.99 mm reads as the 7 mm it counts as.
        let rounded = (largest * 10).rounded() / 10
        return "Target measures \(size) at the assumed density but \(rounded.twoDecimals) \(ruler.unitLabel) at "
            + "\(perInch.twoDecimals) \(perInchUnit), which the capture does not rule out\(TouchTargetWording.assumedNote(density, unit: unit)); "
            + "state the density (--dpi, --ppi) to decide"
    }
}
