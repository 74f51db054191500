import MCAGCore

extension TouchTargetSizeCheck {
    /// What a finger hits instead of the target: a field whose clickable box takes the tap around
    /// it is operated through that box, measured in its place (TouchTargetHitArea); an inner iOS
    /// control VoiceOver skips, inside an accessible cell that speaks its name and meets the
    /// minimum, is covered by that cell (exception 'equivalent-control-nearby').
    static func tapTakenElsewhere(_ index: Int, element: ElementContext, size: String, value: Measured,
                                  ruler: TargetRuler, assumed: String, in screen: ScreenContext) -> Finding? {
        let tree = screen.tree
        let valueUnit = " \(ruler.unitLabel)"
        if let box = TouchTargetHitArea.wrappingTapTarget(of: index, tree: tree), let boxFrame = tree[box].frame,
           ruler.meetsMinimum(min(ruler.measure(boxFrame.width), ruler.measure(boxFrame.height))) {
            let boxSize = "\(ruler.measure(boxFrame.width).twoDecimals) × \(ruler.measure(boxFrame.height).twoDecimals) \(ruler.unitLabel)"
            let boxValue = Measured(min(ruler.measure(boxFrame.width), ruler.measure(boxFrame.height)),
                                    threshold: ruler.minimum, unit: valueUnit)
            return .pass(element, "The field measures \(size) by its frame, but the clickable \(tree[box].role) that holds it (at \(boxFrame)) takes the taps around it and measures \(boxSize)\(assumed)", measured: boxValue)
        }
        if screen.screen.unit == .points, let cell = TouchTargetEquivalent.cell(around: index, in: screen, ruler: ruler),
           let cellFrame = tree[cell].frame {
            return Finding.pass(element, "Target measures \(size), but VoiceOver never stops on it and the accessible \(tree[cell].role) around it (at \(cellFrame)), which speaks its name, does the same thing at \(ruler.measure(cellFrame.width).twoDecimals) × \(ruler.measure(cellFrame.height).twoDecimals) \(ruler.unitLabel) (exception 'equivalent-control-nearby')\(assumed)", measured: value)
                .covered(by: "equivalent-control-nearby")
        }
        return nil
    }

    /// Where the dump does not show the area a finger meets: the control's own frame is small, but a
    /// cell or web element around it may take the taps, or it may be a piece of the control around it.
    /// Asked after the platform's own controls have passed.
    static func touchAreaUnknown(_ index: Int, element: ElementContext, size: String, ruler: TargetRuler,
                                 assumed: String, in screen: ScreenContext) -> Finding? {
        let tree = screen.tree
        if let box = TouchTargetHitArea.enclosingWebBox(ofField: index, tree: tree), let boxFrame = tree[box].frame,
           ruler.meetsMinimum(min(ruler.measure(boxFrame.width), ruler.measure(boxFrame.height))) {
            return .needsReview(element, "The field measures \(size) by its frame, inside a web element (at \(boxFrame)) that holds only it and measures \(ruler.measure(boxFrame.width).twoDecimals) × \(ruler.measure(boxFrame.height).twoDecimals) \(ruler.unitLabel): an HTML label around the input passes a tap anywhere on it to the field, a styled box does not, and the dump does not record which it is; tap beside the field in the running app\(assumed)", missing: ["touch area"])
        }
        guard screen.screen.unit == .points else { return nil }
        if let control = TouchTargetEquivalent.unnamedPart(around: index, in: screen), let controlFrame = tree[control].frame {
            let name = screen.screenReader[control].name ?? ""
            let own = tree[index].accessibleName.flatMap { $0.trimmingWhitespace.isEmpty ? nil : " (its label \"\($0)\" names no action)" } ?? ""
            return .needsReview(element, "Target measures \(size), but VoiceOver never stops on it and it has no name of its own\(own) inside the accessible \(tree[control].role) \"\(name)\" (at \(controlFrame)): whether it does what that control does (the nearby equivalent, measured on its own) or acts by itself is not in the dump; tap it in the running app\(assumed)", missing: ["inner control's action"])
        }
        if let cell = TouchTargetHitArea.enclosingCell(of: index, tree: tree), let cellFrame = tree[cell].frame,
           ruler.meetsMinimum(min(ruler.measure(cellFrame.width), ruler.measure(cellFrame.height))) {
            return .needsReview(element, "The \(tree[index].role) measures \(size) by its frame, across a cell (at \(cellFrame)) that holds no other control and measures \(ruler.measure(cellFrame.width).twoDecimals) × \(ruler.measure(cellFrame.height).twoDecimals) \(ruler.unitLabel): whether a tap on the rest of the cell reaches it is not in the dump; tap beside it in the running app\(assumed)", missing: ["touch area"])
        }
        return nil
    }
}
