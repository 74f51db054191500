import Foundation
import MCAGTesting

/// A house rule for these tests: interactive elements at least 44 points tall.
struct TapHeightCheck: ElementCheck {
    var name: String { "sample-tap-height" }
    var examples: [CheckExample] {
        [
            .passes("Tall", Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 50, height: 50)))),
            .fails("Short", Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 50, height: 10)))),
        ]
    }

    func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.isInteractive else { return nil }
        guard let frame = element.element.frame else { return .needsReview(element, "No frame", missing: ["frame"]) }
        let measured = Measured(frame.height, threshold: 44, unit: "pt")
        if frame.height >= 44 { return .pass(element, "Tall enough", measured: measured) }
        return .violation(element, "Shorter than 44 points", measured: measured, impact: .serious,
                          fix: "Make it at least 44 points tall")
    }
}

enum Sample {
    static let house = HouseRules(namespace: "SAMPLE") {
        Criterion("SAMPLE:tap-height", number: "S-1", "Tap Height") {
            Requirement("Controls are at least 44 points tall", impact: .serious) { TapHeightCheck() }
        }
    }

    static let options = AuditOptions(house: house, includedCriteria: ["SAMPLE:tap-height"])

    static let twoShortButtons = Screen(name: "Player", Node(Element(role: .window)) {
        Node(Element(role: .button, label: "Play", identifier: "play", frame: Rect(x: 0, y: 0, width: 80, height: 20)))
        Node(Element(role: .button, label: "Stop", identifier: "stop", frame: Rect(x: 0, y: 40, width: 80, height: 30)))
    })

    static let tallButton = Screen(name: "Player", Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 80, height: 48))))
}
