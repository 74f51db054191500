public import MCAGCore

extension Robust {
    /// Guideline 4.2, Compatible.
    public static var compatible: Guideline {
        Guideline("4.2", "Compatible", id: "MCAG:compatible",
                  description: "This guideline deals with the accessibility compatibility of non-native technologies running within the app.") {
            Criterion("MCAG:web-views", number: "4.1.1", "Web Views") {
                Description("Any content that's served within Web Views must meet the accessibility requirements presented in WCAG 2.2 to at least AA level.")
                Requirement("Content presented within Web Views meets the WCAG 2.2, AA requirements, except when:", impact: .serious ... .critical) {
                    Exception("elements-target-size-should", "Elements' target size should meet 2.5.5 Target Size (Enhanced) (AAA) instead of 2.5.8 Target Size (Minimum) (AA)")
                }
            }
        }
    }
}
