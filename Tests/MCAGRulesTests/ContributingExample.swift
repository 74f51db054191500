import MCAGRules

// The worked example of CONTRIBUTING.md, compiled and run here. The regions
// between `contributing:` markers are quoted in CONTRIBUTING.md, and
// ContributingExampleTests checks that the quotes match this file.

// contributing:criterion
let workedExampleCriterion = Criterion("MCAG:touch-target-size", number: "2.1.1", "Touch Target Size") {
    Description("Controls and other interactive elements have a minimum approximate size of 7 to 9 millimeters.")
    Requirement("User-operable elements have a minimum size of 7x7 millimeters, except when:", impact: .minor ... .serious) {
        Exception("equivalent-control-nearby", "There is a nearby equivalent link or control that meets the minimum size requirements;")
        Exception("inline-in-text", "The target is in a sentence or block of text;")
        Exception("unmodified-system-control", "The element is a default user agent control and was not modified by the author;")
        MinimumTargetSizeCheck()
    }
    WCAG.targetSizeMinimum
}
// contributing:end

// contributing:check
/// Interactive elements are at least 7 × 7 mm; smaller targets are worse the smaller they are.
struct MinimumTargetSizeCheck: ElementCheck {
    init() {}
    var name: String { "minimum-target-size" }

    var examples: [CheckExample] {
        let millimetres = Density(unitsPerMillimetre: 1)
        return [
            .passes("A 10 mm square button", screen: Screen(density: millimetres, Node(Self.button(side: 10)))),
            .fails("A 5 mm square button", screen: Screen(density: millimetres, Node(Self.button(side: 5)).flagged())),
            .needsReview("A button on a screen of unknown density", Node(Self.button(side: 44)).flagged()),
        ]
    }

    static func button(side: Double) -> Element {
        Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: side, height: side))
    }

    func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.isInteractive else { return nil }
        guard let frame = element.element.frame, let density = element.screen.screen.density else {
            return .needsReview(element, "The target's size in millimetres is unknown", missing: ["frame", "density"])
        }
        let side = density.millimetres(min(frame.width, frame.height))
        let measured = Measured(side, threshold: 7, unit: "mm")
        if side >= 7 { return .pass(element, "The target is at least 7 × 7 mm", measured: measured) }
        return .violation(element, "The target is smaller than 7 × 7 mm", measured: measured,
                          severity: (7 - side) / 7, fix: "Make the target, or its hit area, at least 7 × 7 mm")
    }
}
// contributing:end
