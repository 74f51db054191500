public import MCAGCore

/// MCAG principle 4, Robust: its guidelines, criteria and checks.
public enum Robust {
    /// The principle as declared in the catalog DSL.
    public static var principle: Principle {
        Principle("4", "Robust", id: "MCAG:robust") {
        Description("This principle ensures that content is robust enough to be interpreted by a wide variety of user agents, including assistive technologies.")
        adjustable
        compatible
        }
    }
}
