public import MCAGCore

extension Perceivable {
    /// Guideline 1.3, Adaptable.
    public static var adaptable: Guideline {
        Guideline("1.3", "Adaptable", id: "MCAG:adaptable",
                  description: "Different from the '1.3 Adaptable' WCAG guideline, which deals with the requirements of content to be presented in a manner that can be perceived in various ways, such as with different user agents or assistive technologies in the MCAG, this guideline deals with the ability of users to perceive asynchronous events that arrive from the app such as live updates and alert messages.") {
            Criterion("MCAG:real-time-updates-modalities", number: "1.3.1", "Real-time Updates Modalities") {
                Description("Real-time updates including essential status or value changes are conveyed in various modalities so all users can perceive them.")
                Requirement("Real-time updates have a visual indication on screen.", impact: .critical)
                Requirement("Real-time updates have auditory indications while using the app", impact: .moderate ... .critical)
                Requirement("Real-time updates have tactile indications like haptics.", impact: .moderate ... .critical) {
                    Exception("users-turned-off-haptics", "Users turned off haptics feedback")
                }
                Requirement("Time-sensitive real-time updates reflected in push notifications while not using the app, except when:", impact: .moderate ... .critical) {
                    Exception("users-turned-off-explicitly", "Users turned off explicitly notification from the app")
                }
                WCAG("4.1.3", "Status Messages", level: .aa, url: "https://www.w3.org/TR/WCAG22/#status-messages")
            }
            Criterion("MCAG:perceivable-toasts", number: "1.3.2", "Perceivable Toasts") {
                Description("Toast messages are implemented so assistive technologies announce their content, and they stay visible for enough time so that all users can fully perceive them.")
                Requirement("The content of toast elements is announced by assistive technologies without the focus shifting to them.", impact: .critical)
                Requirement("The font size of toast messages should be at the size of the rest of the application’s body text", impact: .serious)
                Requirement("Each toast message should stay visible for at least 5 seconds plus one extra second for every 120 words (rounding up).", impact: .serious)
                WCAG("4.1.3", "Status Messages", level: .aa, url: "https://www.w3.org/TR/WCAG22/#status-messages")
            }
        }
    }
}
