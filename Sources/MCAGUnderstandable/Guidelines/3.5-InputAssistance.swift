public import MCAGCore

extension Understandable {
    /// Guideline 3.5, Input Assistance.
    public static var inputAssistance: Guideline {
        Guideline("3.5", "Input Assistance", id: "MCAG:input-assistance",
                  description: "This guideline deals with ways to assist users in completing processes and performing tasks in the interface.") {
            Criterion("MCAG:error-identification", number: "3.5.1", "Error Identification") {
                Description("In cases where user input results in an error, the error indicator is displayed prominently, and the error is described to the user in text.")
                Requirement("If a user input results in an error, the item in error is clearly marked.", impact: .serious)
                Requirement("If a user input results in an error, the error is described by text.", impact: .moderate ... .critical)
                Requirement("The error message is programmatically located next to the item in error.", impact: .moderate ... .critical)
                Requirement("The error message can be read programmatically.", impact: .serious ... .critical)
                WCAG("3.3.1", "Error Identification", level: .a, url: "https://www.w3.org/TR/WCAG22/#error-identification")
            }
            Criterion("MCAG:error-suggestion", number: "3.5.2", "Error Suggestion") {
                Description("In cases where user input results in an error and a correction can be provided, the error message includes a suggestion for revision.")
                Requirement("When there is an option for it, error messages include suggestions for revision, except when:", impact: .serious) {
                    Exception("information-may-jeopardize-security", "The information may jeopardize the security or privacy of the user.")
                }
                WCAG("3.3.3", "Error Suggestion", level: .aa, url: "https://www.w3.org/TR/WCAG22/#error-suggestion")
            }
            Criterion("MCAG:sensitive-transactions-error-prevention", number: "3.5.3", "Sensitive Transactions Error Prevention") {
                Description("At least one mechanism is provided to users to confirm or correct user inputs or reverse the submission of any action involving financial transactions, legal commitments, or authorization to access or change user data.")
                Requirement("When users submit any action involving financial transactions, legal commitments, or authorization to access or change data owned by users, at least one of the following is true:", impact: .critical) {
                    Condition("There is a mechanism that validates the user inputs and provides an option to correct errors or")
                    Condition("The user can check and confirm the data before executing the transaction or")
                    Condition("The submission is reversible.")
                }
                WCAG("3.3.4", "Error Prevention (Legal, Financial, Data)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#error-prevention-legal-financial-data")
            }
            Criterion("MCAG:redundant-entry", number: "3.5.4", "Redundant Entry") {
                Description("Users are not asked to re-enter the exact details within the same process, such as completing a purchase or an order.")
                Requirement("Within a process that requires the user to enter the exact information more than one time after the user provides the data once, at least one of the following is true:", impact: .serious) {
                    Exception("information-required-ensure-security", "the information is required to ensure the security of the content or")
                    Exception("previously-entered-information-no", "the previously entered information is no longer valid.")
                    Condition("Fields are auto-populated or")
                    Condition("The user can choose to auto-populate the fields")
                }
                WCAG("3.3.7", "Redundant Entry", level: .a, url: "https://www.w3.org/TR/WCAG22/#redundant-entry")
            }
            Criterion("MCAG:non-cognitive-authentication-processes", number: "3.5.5", "Non-Cognitive Authentication Processes") {
                Description("User authentication processes do not require cognitive function tests (such as remembering a password or solving a puzzle) unless this step is an alternative or the test is to recognize objects.")
                Requirement("In a user authentication process, if one of the steps involves a cognitive function test, at least one of the following is true:", impact: .serious ... .critical) {
                    Condition("There is an alternative authentication method that does not rely on a cognitive function test.")
                    Condition("A mechanism is available to assist the user in completing the cognitive function test.")
                    Condition("The cognitive function test is to recognize objects.")
                    Condition("The test is to identify visual content (non-text) the user provided.")
                }
                WCAG("3.3.8", "Accessible Authentication (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#accessible-authentication-minimum")
            }
        }
    }
}
