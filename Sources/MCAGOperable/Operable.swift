public import MCAGCore

/// MCAG principle 2, Operable: its guidelines, criteria and checks.
public enum Operable {
    /// The principle as declared in the catalog DSL.
    public static var principle: Principle {
        Principle("2", "Operable", id: "MCAG:operable") {
        Description("This principle deals with the functional ability of users to operate controls and elements and complete tasks with various user agents and input modalities without disturbances, regardless of the user's personal abilities or inabilities.")
        gesturesAndUserInput
        externalDevicesSupport
        enoughTime
        seizuresAndPhysicalReactions
        navigable
        }
    }
}
