public import MCAGCore

extension Operable {
    /// Guideline 2.3, Enough Time.
    public static var enoughTime: Guideline {
        Guideline("2.3", "Enough Time", id: "MCAG:enough-time") {
            Description("This guideline deals with providing users enough time to read and use content.")
            Criterion("MCAG:adjustable-time-limits", number: "2.3.1", "Adjustable Time Limits") {
                Description("For actions and tasks of the user with a time limit for their completion, the time limitation can be turned off, adjusted, or extended.")
                Requirement("For any UI operation or event with a time limit requiring user attention or input, at least one of the following is true:", impact: .serious) {
                    Exception("essential-time-limit", "The time limit is essential, and not respecting it would invalidate the activity (like an auction).")
                    Condition("The user can turn off the time limit, or")
                    Condition("The user can adjust the time limit in advance (i.e., before the task execution timer has started running) to at least ten times the default time provided, or")
                    Condition("The user can extend the default time limitation at least ten times. If a time extension mechanism is provided, users should be informed at least 20 seconds before the time is up.")
                    HowToTest("Find every time limit: session time-outs (leave the app idle, read its documentation), timed forms, quizzes, one-time codes, reservations. For each, look for a setting that turns it off or sets it to at least ten times the default before it starts, or wait for the warning: it must appear at least 20 seconds before the time runs out, be announced by VoiceOver or TalkBack, and offer more time, at least ten times the default in total. Time the warning with a stopwatch.")
                    AdjustableTimeLimitCheck()
                }
                Requirement("Mechanisms to pause, adjust, or extend the time limit can be operated with a simple action like a single tap.", impact: .serious) {
                    HowToTest("Trigger each time-limit warning or open each time-limit setting and operate it with one tap, with VoiceOver or TalkBack (one double tap), with Switch Control (one selection) and with a hardware keyboard (one key press after moving focus). No typing, dragging or multi-step sequence may be needed to gain time.")
                }
                WCAG.timingAdjustable
                Section508.timeoutWithoutNotification
                Section508.timeoutNoticeTooShort
                Section508.timeoutWithoutExtension
            }
            Criterion("MCAG:dynamic-content-display", number: "2.3.2", "Dynamic Content Display") {
                Description("For any content that starts moving, blinking, or scrolling automatically for more than five seconds, there is a mechanism for the user to pause or stop it.")
                Requirement("Content in the UI that automatically moves blinks, or scrolls has a corresponding mechanism to pause or stop the content’s motion or changes.", impact: .serious) {
                    HowToTest("Open each screen and watch for carousels, tickers, animated banners and auto-playing previews that run for more than five seconds beside other content. For each, find a pause or stop control, reach it with VoiceOver or TalkBack and with a hardware keyboard, and confirm the motion stops and stays stopped. Moving focus into an auto-advancing carousel with a screen reader should also stop it.")
                }
                Requirement("Mechanisms to pause, or stop content’s motion or changes can be operated with a simple action like a single tap.", impact: .serious) {
                    HowToTest("Operate each pause or stop control with a single tap, a single VoiceOver or TalkBack double tap, a single Switch Control selection and a single key press. A control that needs a long press, a drag or a sequence of steps fails.")
                }
                WCAG.pauseStopHide
                Section508.uncontrollableAnimation
                Section508.flashingContent
            }
            Criterion("MCAG:frequently-updated-content", number: "2.3.3", "Frequently Updated Content") {
                Description("Users can stop or control the update frequency of auto-updating content.")
                Requirement("For any content that is frequently auto-updating, there is a corresponding mechanism to stop, pause, or control the frequency of the update, except when:", impact: .serious) {
                    Exception("essential-auto-update", "the auto-updating is essential for the activity (airline flights board, for example)")
                    HowToTest("Find content that refreshes on its own (live scores, feeds, stock prices, chat lists). Check for a control or setting that stops the updates, pauses them, or makes them less frequent, and that VoiceOver or TalkBack can reach it. While a screen reader reads the content, updates should not move the focus or interrupt speech.")
                }
                WCAG.pauseStopHide
                WCAG.timingAdjustable
                Section508.uncontrollableAnimation
            }
        }
    }
}
