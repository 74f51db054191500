import MCAGCore

extension TouchTargetSizeCheck {
    /// What a finger hits instead of the target: a field whose clickable box takes the tap around
    /// it is operated through that box, measured in its place (TouchTargetHitArea); an inner iOS
    /// control VoiceOver skips, inside an accessible cell that speaks its name and meets the
    /// minimum, is covered by that cell (exception 'equivalent-control-nearby').
    static func tapTakenElsewhere(_ index: Int, element: ElementContext, size: Result.Sides, value: Measured,
                                  ruler: TargetRuler, assumed: Result.AssumedDensity, in screen: ScreenContext) -> Finding? {
        let tree = screen.tree
        let valueUnit = " \(ruler.unitLabel)"
        if let box = TouchTargetHitArea.wrappingTapTarget(of: index, tree: tree), let boxFrame = tree[box].frame,
           ruler.meetsMinimum(min(ruler.measure(boxFrame.width), ruler.measure(boxFrame.height))) {
            let boxSize = Result.Sides(width: ruler.measure(boxFrame.width), height: ruler.measure(boxFrame.height), unit: ruler.unitLabel)
            let boxValue = Measured(min(ruler.measure(boxFrame.width), ruler.measure(boxFrame.height)),
                                    threshold: ruler.minimum, unit: valueUnit)
            return .pass(element, Result.fieldInClickableBox(size, box: tree[box].role, at: boxFrame, boxSides: boxSize, assumed),
                         measured: boxValue)
        }
        if screen.screen.unit == .points, let cell = TouchTargetEquivalent.cell(around: index, in: screen, ruler: ruler),
           let cellFrame = tree[cell].frame {
            let cellSize = Result.Sides(width: ruler.measure(cellFrame.width), height: ruler.measure(cellFrame.height), unit: ruler.unitLabel)
            return Finding.pass(element, Result.equivalentCell(size, cell: tree[cell].role, at: cellFrame, cellSides: cellSize, assumed),
                                measured: value)
                .covered(by: "equivalent-control-nearby")
        }
        return nil
    }

    /// Where the dump does not show the area a finger meets: the control's own frame is small, but a
    /// cell or web element around it may take the taps, or it may be a piece of the control around it.
    /// Asked after the platform's own controls have passed.
    static func touchAreaUnknown(_ index: Int, element: ElementContext, size: Result.Sides, ruler: TargetRuler,
                                 assumed: Result.AssumedDensity, in screen: ScreenContext) -> Finding? {
        let tree = screen.tree
        if let box = TouchTargetHitArea.enclosingWebBox(ofField: index, tree: tree), let boxFrame = tree[box].frame,
           ruler.meetsMinimum(min(ruler.measure(boxFrame.width), ruler.measure(boxFrame.height))) {
            let boxSize = Result.Sides(width: ruler.measure(boxFrame.width), height: ruler.measure(boxFrame.height), unit: ruler.unitLabel)
            return .needsReview(element, Result.fieldInWebBox(size, at: boxFrame, boxSides: boxSize, assumed), missing: ["touch area"])
        }
        guard screen.screen.unit == .points else { return nil }
        if let control = TouchTargetEquivalent.unnamedPart(around: index, in: screen), let controlFrame = tree[control].frame {
            let name = screen.screenReader[control].name ?? ""
            let own = tree[index].accessibleName.flatMap { $0.trimmingWhitespace.isEmpty ? nil : $0 }
            return .needsReview(element, Result.unnamedInnerPart(size, label: own, control: tree[control].role, name: name,
                                                                 at: controlFrame, assumed),
                                missing: ["inner control's action"])
        }
        if let cell = TouchTargetHitArea.enclosingCell(of: index, tree: tree), let cellFrame = tree[cell].frame,
           ruler.meetsMinimum(min(ruler.measure(cellFrame.width), ruler.measure(cellFrame.height))) {
            let cellSize = Result.Sides(width: ruler.measure(cellFrame.width), height: ruler.measure(cellFrame.height), unit: ruler.unitLabel)
            return .needsReview(element, Result.acrossCell(role: tree[index].role, size, at: cellFrame, cellSides: cellSize, assumed),
                                missing: ["touch area"])
        }
        return nil
    }
}
