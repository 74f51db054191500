import MCAGRules

/// A small catalog with checks of its own and an audit of a hand-built
/// snapshot, so renderer tests do not depend on the standard rules' checks.
enum ReportFixture {
    /// Flags every element whose label contains "tiny" as too small; its
    /// message repeats the label so escaping is exercised.
    struct TinyTargetCheck: ElementCheck {
        var name: String { "fixture-tiny-target" }
        var examples: [CheckExample] { [] }

        func evaluate(_ context: ElementContext) -> Finding? {
            guard let label = context.element.label else { return nil }
            guard label.contains("tiny") else { return .pass(context, "large enough") }
            return .violation(
                context, "Target \"\(label)\" is too small <&>", measured: Measured(5, threshold: 7, unit: "mm"),
                severity: label.contains("very") ? 1 : 0, fix: "Make the target at least 7 × 7 mm & retest")
        }
    }

    /// Needs review for every element without a colour.
    struct ColourCheck: ElementCheck {
        var name: String { "fixture-colour" }
        var examples: [CheckExample] { [] }

        func evaluate(_ context: ElementContext) -> Finding? {
            context.element.foregroundColor == nil
                ? .needsReview(context, "No colour was captured", missing: ["foregroundColor"]) : nil
        }
    }

    static let catalog: Catalog = {
        do {
            return try Catalog {
                Principle("1", "Perceivable", id: "FIX:perceivable") {
                    Guideline("1.1", "Sizes", id: "FIX:sizes") {
                        Criterion("FIX:target-size", number: "1.1.1", "Target <Size> & \"Spacing\"") {
                            Description("Targets are large enough.")
                            Requirement("Targets measure at least 7 × 7 mm", impact: .minor ... .critical) {
                                Exception("decorative", "The element is decorative.")
                                TinyTargetCheck()
                            }
                            WCAG("2.5.8", "Target Size (Minimum)", level: .aa,
                                 url: "https://www.w3.org/TR/WCAG22/#target-size-minimum")
                        }
                        Criterion("FIX:colour", number: "1.1.2", "Colour") {
                            Requirement("Colours are captured", impact: .moderate) { ColourCheck() }
                            Requirement("A person checks the colours by hand", impact: .serious) {
                                HowToTest("Look at the screen, \"carefully\".")
                            }
                            Section508("1.A", "Colour is the only way to convey meaning", provisions: ["31(b)"],
                                       alwaysApplies: true)
                        }
                    }
                }
            }
        } catch {
            preconditionFailure("fixture catalog is invalid: \(error)")
        }
    }()

    static let snapshot = AppSnapshot(
        Screen(name: "Login <main>", density: Density(unitsPerMillimetre: 10),
               Node(Element(role: .button, label: "very tiny <&\"'> button", identifier: "login.ok",
                            frame: Rect(x: 1, y: 2, width: 50, height: 50),
                            foregroundColor: nil)),
               Node(Element(role: .button, label: "tiny help", identifier: "help")),
               Node(Element(role: .button, label: "Large enough", identifier: "big"))))

    static func report() throws -> AuditReport {
        try Audit(catalog: catalog).run(snapshot)
    }
}

extension AuditReport {
    /// This report judged by the policy stage with nothing set aside, as the
    /// views receive it: `minimumImpact` and `strict` as `mcag audit
    /// --min-impact` and `--strict` set them.
    func judged(
        _ catalog: Catalog = .standard, minimumImpact: Impact = .minor, strict: Bool = false, manualResults: ReviewLog? = nil
    ) throws -> AuditVerdict {
        try AuditPolicy(catalog: catalog, minimumImpact: minimumImpact, strict: strict, manualResults: manualResults).judge(self)
    }
}
