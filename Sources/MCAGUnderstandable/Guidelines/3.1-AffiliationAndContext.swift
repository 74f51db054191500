public import MCAGCore

extension Understandable {
    /// Guideline 3.1, Affiliation and context.
    public static var affiliationAndContext: Guideline {
        Guideline("3.1", "Affiliation and context", id: "MCAG:affiliation-and-context",
                  description: "This guideline deals with issues related to the ability of users to perceive and understand their location in the application or specific screen and the context in which they navigate.") {
            Criterion("MCAG:screen-titled", number: "3.1.1", "Screen Titled") {
                Description("Ensure that the mobile application's pivotal screens or primary views, which convey essential information or denote significant content changes, have clear and descriptive textual identifier.")
                Requirement("The screen has a title that's announced by screen readers when the screen loads.", impact: .serious)
                Requirement("The screen’s title describes its context", impact: .moderate)
                Requirement("Screen’s title is unique", impact: .minor)
                WCAG("2.4.2", "Page Titled", level: .a, url: "https://www.w3.org/TR/WCAG22/#page-titled")
                Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Content description, Give each screen a unique title and provide headings that identify sections in your information hierarchy", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.androidAccessibilityPrinciples, "Accessibility pane titles", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#a11y-pane-titles")
            }
            Criterion("MCAG:logical-reading-sequence", number: "3.1.2", "Logical Reading Sequence") {
                Description("Content and interactive elements follow a logical reading sequence that facilitates comprehension and effective interaction for assistive technology users.")
                Requirement("The programmatic order of elements makes sense and reflects the content hierarchy of the screen.", impact: .serious)
                Requirement("Ensure assistive technologies solely identify and interact with intended content, excluding non-essential or supplementary nodes within the hierarchy.", impact: .serious)
                WCAG("1.3.2", "Meaningful Sequence", level: .a, url: "https://www.w3.org/TR/WCAG22/#meaningful-sequence")
                Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Navigation", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Navigation")
                Reference(.androidAccessibilityPrinciples, "Groups of related content", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#content-groups")
                Reference(.androidAccessibilityPrinciples, "traversal order.", url: "https://support.google.com/accessibility/android/answer/7664232")
            }
            Criterion("MCAG:logical-focus-sequence", number: "3.1.3", "Logical Focus Sequence") {
                Description("Ensure that the focus order within mobile applications follows a logical and intuitive sequence, facilitating efficient navigation and interaction for users utilizing keyboard navigation or other input methods.")
                Requirement("The order in which elements receive focus in sequential navigation maintains a logical flow and avoids erratic jumps across the screen.", impact: .serious)
                WCAG("2.4.3", "Focus Order", level: .a, url: "https://www.w3.org/TR/WCAG22/#focus-order")
            }
            Criterion("MCAG:logical-content-grouping", number: "3.1.4", "Logical Content Grouping") {
                Description("Elements forming a single context unit are grouped so they are parsed and announced by assistive technologies as a single element.")
                Requirement("When browsing through the screen with a screen reader or a similar assistive technology, ensure that elements that assemble a single context (e.g., a button, its text, and its icon or an image and its caption) are announced as one unit and that each of its parts is not announced separately.", impact: .serious)
                WCAG("1.3.2", "Meaningful Sequence", level: .a, url: "https://www.w3.org/TR/WCAG22/#meaningful-sequence")
                Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Navigation", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Navigation")
                Reference(.androidAccessibilityPrinciples, "Groups of related content", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#content-groups")
                Reference(.androidAccessibilityPrinciples, "traversal order.", url: "https://support.google.com/accessibility/android/answer/7664232")
            }
            Criterion("MCAG:ghost-focus", number: "3.1.5", "Ghost Focus") {
                Description("When a UI element receives focus, it is not fully transparent or entirely obscured by other UI parts.")
                Requirement("Transparent and obscured interactive elements should not receive focus.", impact: .serious) {
                    Exception("element-displayed-overlap-another", "the element is displayed in an overlap with another element that represents the visual display of the hit target")
                }
                Requirement("Elements outside the viewport do not receive focus.", impact: .serious)
                WCAG("2.4.11", "Focus Not Obscured (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#focus-not-obscured-minimum")
            }
            Criterion("MCAG:section-headings", number: "3.1.6", "Section Headings") {
                Description("On screens containing different content sections, each section has a heading to organize the content.")
                Requirement("In a screen with a multiple content sections, each section has a heading, except when:", impact: .serious) {
                    Exception("section-another-identifier-can", "The section has another identifier that can be determined and announced programmatically and")
                    Exception("sections-distinguished-from-each", "sections are distinguished from each other visually.")
                }
                WCAG("2.4.10", "Section Headings", level: .aaa, url: "https://www.w3.org/TR/WCAG22/#section-headings")
            }
        }
    }
}
