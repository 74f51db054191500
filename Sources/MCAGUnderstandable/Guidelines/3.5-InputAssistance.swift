public import MCAGCore

extension Understandable {
    /// Guideline 3.5, Input Assistance.
    public static var inputAssistance: Guideline {
        Guideline("3.5", "Input Assistance", id: "MCAG:input-assistance") {
            Description("This guideline deals with ways to assist users in completing processes and performing tasks in the interface.")
            errorIdentificationCriterion
            errorSuggestionCriterion
            sensitiveTransactionsErrorPreventionCriterion
            redundantEntryCriterion
            nonCognitiveAuthenticationProcessesCriterion
        }
    }

    /// Criterion 3.5.1, Error Identification.
    private static var errorIdentificationCriterion: Criterion {
        Criterion("MCAG:error-identification", number: "3.5.1", "Error Identification") {
            Description("In cases where user input results in an error, the error indicator is displayed prominently, and the error is described to the user in text.")
            Requirement("If a user input results in an error, the item in error is clearly marked.", impact: .serious) {
                HowToTest("Submit every form with empty required fields and with values in the wrong format. Each field in error must be marked visibly by more than colour alone (an icon, a text, a thicker border), and the marking must sit on or next to the field.")
            }
            Requirement("If a user input results in an error, the error is described by text.", impact: .moderate ... .critical) {
                HowToTest("Trigger every validation error. Each must be explained in words on screen (\"Enter a date after today\"), not only by a red outline, an icon or a sound.")
            }
            Requirement("The error message is programmatically located next to the item in error.", impact: .moderate ... .critical) {
                HowToTest("With VoiceOver or TalkBack, trigger an error and swipe to the field in error. The error message must be announced with the field (in its value, hint or error property, such as Android `setError`) or be the very next element in the reading order.")
            }
            Requirement("The error message can be read programmatically.", impact: .serious ... .critical) {
                HowToTest("With a screen reader, trigger each error: the message must be announced when it appears (or the focus must move to it) and must be reachable by swiping. A message drawn only as an image or a toast that disappears before it can be read fails.")
                ErrorMessageExposedCheck()
            }
            WCAG.errorIdentification
            WCAG.labelsOrInstructions
            Section508.formFieldOutputMismatch
            Section508.focusMissesRevealedContent
        }
    }

    /// Criterion 3.5.2, Error Suggestion.
    private static var errorSuggestionCriterion: Criterion {
        Criterion("MCAG:error-suggestion", number: "3.5.2", "Error Suggestion") {
            Description("In cases where user input results in an error and a correction can be provided, the error message includes a suggestion for revision.")
            Requirement("When there is an option for it, error messages include suggestions for revision, except when:", impact: .serious) {
                Exception("security-or-privacy", "The information may jeopardize the security or privacy of the user.")
                HowToTest("Trigger every error whose fix is known to the app (a format, a range, a required field, a near-miss value). The message must say how to correct it (\"Use the format DD/MM/YYYY\"), not only that something is wrong. Where a suggestion would reveal a secret, such as which half of a login was wrong, a general message is acceptable.")
            }
            WCAG.errorSuggestion
        }
    }

    /// Criterion 3.5.3, Sensitive Transactions Error Prevention.
    private static var sensitiveTransactionsErrorPreventionCriterion: Criterion {
        Criterion("MCAG:sensitive-transactions-error-prevention", number: "3.5.3", "Sensitive Transactions Error Prevention") {
            Description("At least one mechanism is provided to users to confirm or correct user inputs or reverse the submission of any action involving financial transactions, legal commitments, or authorization to access or change user data.")
            Requirement("When users submit any action involving financial transactions, legal commitments, or authorization to access or change data owned by users, at least one of the following is true:", impact: .critical) {
                Condition("There is a mechanism that validates the user inputs and provides an option to correct errors or")
                Condition("The user can check and confirm the data before executing the transaction or")
                Condition("The submission is reversible.")
                HowToTest("List the flows that pay, sign, agree to terms, grant permissions or change or delete the user's data. Go through each one: at least one of the conditions must hold, such as a review screen before the final step, validation with a chance to correct, or an undo or cancellation period after submitting.")
            }
            WCAG.errorPreventionLegalFinancialData
        }
    }

    /// Criterion 3.5.4, Redundant Entry.
    private static var redundantEntryCriterion: Criterion {
        Criterion("MCAG:redundant-entry", number: "3.5.4", "Redundant Entry") {
            Description("Users are not asked to re-enter the exact details within the same process, such as completing a purchase or an order.")
            Requirement("Within a process that requires the user to enter the exact information more than one time after the user provides the data once, at least one of the following is true:", impact: .serious) {
                Exception("security-of-content", "the information is required to ensure the security of the content or")
                Exception("information-no-longer-valid", "the previously entered information is no longer valid.")
                Condition("Fields are auto-populated or")
                Condition("The user can choose to auto-populate the fields")
                Note("WCAG 3.3.7 also excuses re-entry that is essential (a memory game, for example); MCAG does not list that case.")
                HowToTest("Walk through each multi-step process (checkout, sign-up, booking). Whenever a step asks again for something already given in the same process (an address, a name, an email), it must be filled in already or offered for selection (\"Same as shipping address\"). Asking again to confirm a new password or because the earlier value expired is allowed.")
            }
            WCAG.redundantEntry
        }
    }

    /// Criterion 3.5.5, Non-Cognitive Authentication Processes.
    private static var nonCognitiveAuthenticationProcessesCriterion: Criterion {
        Criterion("MCAG:non-cognitive-authentication-processes", number: "3.5.5", "Non-Cognitive Authentication Processes") {
            Description("User authentication processes do not require cognitive function tests (such as remembering a password or solving a puzzle) unless this step is an alternative or the test is to recognize objects.")
            Requirement("In a user authentication process, if one of the steps involves a cognitive function test, at least one of the following is true:", impact: .serious ... .critical) {
                Condition("There is an alternative authentication method that does not rely on a cognitive function test.")
                Condition("A mechanism is available to assist the user in completing the cognitive function test.")
                Condition("The cognitive function test is to recognize objects.")
                Condition("The test is to identify visual content (non-text) the user provided.")
                Note("Upstream lists WCAG 3.3.8 as level A; WCAG 2.2 makes it level AA, which the catalog records.")
                HowToTest("Go through sign-in, sign-up, password reset and every re-authentication step. Where one asks the user to remember, transcribe or work something out (a password, a code, a puzzle), check that password managers can fill it and paste works in every field (one field per code, not one per digit), or that another way exists: biometrics, a passkey, an emailed link or a sign-in provider.")
            }
            WCAG.accessibleAuthenticationMinimum
        }
    }
}
