public import MCAGCore

extension Understandable {
    /// Guideline 3.4, Predictable.
    public static var predictable: Guideline {
        Guideline("3.4", "Predictable", id: "MCAG:predictable",
                  description: "This guideline deals with users' ability in general and assistive technology users in particular to predict the behavior of the interface, its components, and the outcome of operating them.") {
            Criterion("MCAG:locale-and-human-language", number: "3.4.1", "Locale and Human Language") {
                Description("The application's locale is compatible with the human language of the texts within the app.")
                Requirement("The application’s locale code matches the human language in the application.", impact: .serious)
                WCAG("3.1.1", "Language of Page", level: .a, url: "https://www.w3.org/TR/WCAG22/#language-of-page")
                WCAG("3.1.2", "Language of Parts", level: .aa, url: "https://www.w3.org/TR/WCAG22/#language-of-parts")
            }
            Criterion("MCAG:context-kept-on-user-input", number: "3.4.2", "Context Kept on User Input") {
                Description("The user remains on the current screen (or context), and the content and structure remain consistent when an element gains focus or due to user-initiated 'on-change' events.")
                Requirement("Users remain in the same context (i.e., screen, modal, alerts) when they enter or update values in controls and form elements, except when:", impact: .critical) {
                    Exception("users-informed-about-context", "Users are informed about the context change up front.")
                }
                Requirement("No significant content or structure changes occur when users enter or update values in controls and form elements, except when:", impact: .serious) {
                    Exception("changes-due-filtering-sorting", "The changes are due to filtering or sorting actions, and")
                    Exception("users-can-predict-changes", "Users can predict the changes, and")
                    Exception("location-focus-assistive-technologies", "The location of the focus and assistive technologies in the UI is kept")
                }
                Requirement("Users remain in the same context (i.e., screen, modal, alerts) when they shift the focus to any control or form element", impact: .critical)
                Requirement("No significant content or structure changes occur when users shift the focus to any control or form element", impact: .serious)
                WCAG("3.2.1", "On Focus", level: .a, url: "https://www.w3.org/TR/WCAG22/#on-focus")
                WCAG("3.2.2", "On Input", level: .a, url: "https://www.w3.org/TR/WCAG22/#on-input")
            }
            Criterion("MCAG:consistent-navigation", number: "3.4.3", "Consistent Navigation") {
                Description("Navigation components at the application level should be located consistently and in the same internal order on all screens.")
                Requirement("Navigation components are located at the exact visual position across all screens.", impact: .minor)
                Requirement("Navigation components are located at the exact programmatic position across all screens.", impact: .moderate ... .serious) {
                    Note("The context and amount and type of content around may affect severity.")
                }
                Requirement("The visual order of items within navigation components is consistent across all screens.", impact: .minor)
                Requirement("The programmatic order of items within application-level navigation components is consistent across all screens.", impact: .moderate ... .serious) {
                    Note("The context and amount and type of content around may affect severity.")
                }
                WCAG("3.2.3", "Consistent Navigation", level: .aa, url: "https://www.w3.org/TR/WCAG22/#consistent-navigation")
            }
            Criterion("MCAG:consistent-help", number: "3.4.4", "Consistent Help") {
                Description("If a help mechanism (e.g., chat) or a link to a help center exists, they should appear in a consistent location and have the exact identifying name across all screens.")
                Requirement("Help mechanisms and help center links are visually located consistently across all screens.", impact: .moderate)
                Requirement("Help mechanisms and help center links are programmatically located consistently across all screens.", impact: .moderate)
                Requirement("Help mechanisms and help center links have exact identifying names across all screens.", impact: .moderate)
                WCAG("3.2.6", "Consistent Help", level: .a, url: "https://www.w3.org/TR/WCAG22/#consistent-help")
            }
        }
    }
}
