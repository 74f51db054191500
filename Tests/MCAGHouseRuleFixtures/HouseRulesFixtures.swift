public import Foundation
public import MCAGRules

/// The house rules the test targets share (a non-product target, so no test target copies them).

/// A house check used by the tests: interactive elements at least 44 points tall.
/// It stands in for any team's own rule, and keeps these tests independent
/// of which standard checks exist.
public struct MinimumTapHeightCheck: ElementCheck {
    public init() {}

    public var name: String { "acme-tap-height" }

    public var examples: [CheckExample] {
        [
            .passes("A 48 pt button", Node(Element(role: .button, label: "Pay", frame: Rect(x: 0, y: 0, width: 80, height: 48)))),
            .fails("A 22 pt button", Node(Element(role: .button, label: "Pay", frame: Rect(x: 0, y: 0, width: 80, height: 22)))),
            .needsReview("A button without a frame", Node(Element(role: .button, label: "Pay"))),
        ]
    }

    public func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.isInteractive else { return nil }
        guard let frame = element.element.frame else {
            return .needsReview(element, "The element has no frame, so its height is unknown", missing: ["frame"])
        }
        let measured = Measured(frame.height, threshold: 44, unit: "pt")
        if frame.height >= 44 { return .pass(element, "The control is tall enough", measured: measured) }
        return .violation(
            element, "The control is shorter than 44 points", measured: measured, severity: (44 - frame.height) / 44,
            fix: "Make the control at least 44 points tall, or extend its hit area")
    }
}

public enum Acme {
    public static let tapHeight = Criterion("ACME:tap-height", number: "ACME-1", "Tap Height") {
        Description("Controls are tall enough to hit with a thumb.")
        Requirement("Controls are at least 44 points tall, except when:", impact: .minor ... .serious) {
            Exception("inline-link", "The control is a link inside a sentence.")
            MinimumTapHeightCheck()
        }
    }

    public static let house = HouseRules(namespace: "ACME") { tapHeight }

    /// Options that audit only the house criterion, so that adding standard
    /// checks never changes what these tests see.
    public static func options(
        minimumImpact: Impact = .minor, strict: Bool = false, suppressions: [Suppression] = [],
        baseline: Baseline? = nil, now: Date = day("2026-11-22")
    ) -> AuditOptions {
        AuditOptions(house: house, minimumImpact: minimumImpact, strict: strict, includedCriteria: ["ACME:tap-height"],
                     suppressions: suppressions, baseline: baseline, now: now)
    }

    /// Checkout: a 10 pt "Pay" button (serious), a 40 pt unlabelled-id "Terms" link (minor),
    /// a 50 pt "Cancel" button (passes).
    public static let checkout = Screen(name: "Checkout", Node(Element(role: .window, identifier: "main")) {
        Node(Element(role: .button, label: "Pay", identifier: "pay", frame: Rect(x: 16, y: 600, width: 200, height: 10)))
        Node(Element(role: .link, label: "Terms", frame: Rect(x: 16, y: 640, width: 60, height: 40)))
        Node(Element(role: .button, label: "Cancel", identifier: "cancel", frame: Rect(x: 16, y: 700, width: 200, height: 50)))
    })

    public static func day(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text) ?? Date.distantPast
    }
}
