public import MCAGRules

/// ACME's own rule: text drawn in the brand red must reach 4.5:1 at every
/// size, where MCAG accepts 3:1 for large text, because the red carries
/// prices and warnings.
public struct BrandContrastCheck: ElementCheck {
    /// ACME red, `#E4002B`: built from its bytes, so that it equals the
    /// colour a JSON snapshot's `"foregroundColor": "#E4002B"` reads as.
    public static let brandRed = Color(red: 228.0 / 255, green: 0, blue: 43.0 / 255)

    public init() {}

    public var name: String { "acme-brand-contrast" }

    public var examples: [CheckExample] {
        [
            .passes("Brand red on white", Node(Element(role: .text, text: "€12", foregroundColor: Self.brandRed,
                                                        backgroundColor: Color(red: 1, green: 1, blue: 1)))),
            .fails("Brand red on black", Node(Element(role: .text, text: "€12", foregroundColor: Self.brandRed,
                                                       backgroundColor: Color(red: 0, green: 0, blue: 0)))),
            .needsReview("Brand red with no known background",
                         Node(Element(role: .text, text: "€12", foregroundColor: Self.brandRed))),
        ]
    }

    public func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.foregroundColor == Self.brandRed, element.element.visibleText != nil else { return nil }
        guard let background = element.element.backgroundColor else {
            return .needsReview(element, "Brand-red text with no background colour captured", missing: ["backgroundColor"])
        }
        let ratio = Color.contrastRatio(Self.brandRed, background)
        let measured = Measured(ratio, threshold: 4.5, unit: ":1")
        if ratio >= 4.5 { return .pass(element, "Brand-red text has enough contrast", measured: measured) }
        return .violation(element, "Brand-red text has too little contrast with its background", measured: measured,
                          fix: "Put brand-red text on white, or use the darker brand-red-text token (#9E001E)")
    }
}

public enum Acme {
    /// ACME's house rules: one criterion of its own, one stricter rating, one disabled criterion.
    public static let house = HouseRules(namespace: "ACME") {
        Criterion("ACME:brand-contrast", number: "ACME-1", "Brand Colour Contrast") {
            Description("Text in the brand red reaches 4.5:1 against its background at every size.")
            Requirement("Brand-red text has a contrast of at least 4.5:1 at any size, except when:", impact: .serious) {
                Exception("logo", "The text is part of the ACME logo.")
                BrandContrastCheck()
            }
            SeeAlso("MCAG:text-color-contrast")
        }
        ImpactOverride("MCAG:touch-target-size#1", to: .serious ... .critical,
                       reason: "Most ACME shoppers use the app one-handed on the move")
        DisabledCriterion("MCAG:synchronized-media-alternatives", reason: "The ACME app plays no video")
    }

    /// The options ACME's suites share: the standard catalog plus house rules,
    /// failing from moderate up.
    public static var options: AuditOptions { AuditOptions(house: house, minimumImpact: .moderate) }

    /// The same, auditing only ACME's own criterion, for examples whose exact
    /// output must not change when the standard catalog gains checks.
    public static var houseOnly: AuditOptions {
        AuditOptions(house: house, minimumImpact: .moderate, includedCriteria: ["ACME:brand-contrast"])
    }
}
