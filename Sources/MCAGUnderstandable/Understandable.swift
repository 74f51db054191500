public import MCAGCore

/// MCAG principle 3, Understandable: its guidelines, criteria and checks.
public enum Understandable {
    /// The principle as declared in the catalog DSL.
    public static var principle: Principle {
        Principle("3", "Understandable", id: "MCAG:understandable") {
        affiliationAndContext
        labelsAndNames
        readable
        predictable
        inputAssistance
        }
    }
}
