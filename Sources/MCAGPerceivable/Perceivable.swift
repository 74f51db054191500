public import MCAGCore

/// MCAG principle 1, Perceivable: its guidelines, criteria and checks.
public enum Perceivable {
    /// The principle as declared in the catalog DSL.
    public static var principle: Principle {
        Principle("1", "Perceivable", id: "MCAG:perceivable") {
        Description("This principle focuses on making information available through various sensory channels such as sight, hearing, or touch, allowing users to access and process the content effectively.")
        essentialInfo
        mediaAlternatives
        adaptable
        distinguishable
        }
    }
}
