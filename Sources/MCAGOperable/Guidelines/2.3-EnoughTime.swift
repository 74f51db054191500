public import MCAGCore

extension Operable {
    /// Guideline 2.3, Enough Time.
    public static var enoughTime: Guideline {
        Guideline("2.3", "Enough Time", id: "MCAG:enough-time",
                  description: "This guideline deals with providing users enough time to read and use content.") {
            Criterion("MCAG:adjustable-time-limits", number: "2.3.1", "Adjustable Time Limits") {
                Description("For actions and tasks of the user with a time limit for their completion, the time limitation can be turned off, adjusted, or extended.")
                Requirement("For any UI operation or event with a time limit requiring user attention or input, at least one of the following is true:", impact: .serious) {
                    Exception("time-limit-essential-not", "The time limit is essential, and not respecting it would invalidate the activity (like an auction).")
                    Condition("The user can turn off the time limit, or")
                    Condition("The user can adjust the time limit in advance (i.e., before the task execution timer has started running) to at least ten times the default time provided, or")
                    Condition("The user can extend the default time limitation at least ten times. If a time extension mechanism is provided, users should be informed at least 20 seconds before the time is up.")
                }
                Requirement("Mechanisms to pause, adjust, or extend the time limit can be operated with a simple action like a single tap.", impact: .serious)
                WCAG("2.2.1", "Timing Adjustable", level: .a, url: "https://www.w3.org/TR/WCAG22/#timing-adjustable")
            }
            Criterion("MCAG:dynamic-content-display", number: "2.3.2", "Dynamic Content Display") {
                Description("For any content that starts moving, blinking, or scrolling automatically for more than five seconds, there is a mechanism for the user to pause or stop it.")
                Requirement("Content in the UI that automatically moves blinks, or scrolls has a corresponding mechanism to pause or stop the content’s motion or changes.", impact: .serious)
                Requirement("Mechanisms to pause, or stop content’s motion or changes can be operated with a simple action like a single tap.", impact: .serious)
                WCAG("2.2.2", "Pause, Stop, Hide", level: .a, url: "https://www.w3.org/TR/WCAG22/#pause-stop-hide")
            }
            Criterion("MCAG:frequently-updated-content", number: "2.3.3", "Frequently Updated Content") {
                Description("Users can stop or control the update frequency of auto-updating content.")
                Requirement("For any content that is frequently auto-updating, there is a corresponding mechanism to stop, pause, or control the frequency of the update, except when:", impact: .serious) {
                    Exception("auto-updating-essential-activity", "the auto-updating is essential for the activity (airline flights board, for example)")
                }
                WCAG("2.2.2", "Pause, Stop, Hide", level: .a, url: "https://www.w3.org/TR/WCAG22/#pause-stop-hide")
            }
        }
    }
}
