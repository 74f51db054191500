public import MCAGCore

extension Perceivable {
    /// Guideline 1.1, Essential Info.
    public static var essentialInfo: Guideline {
        Guideline("1.1", "Essential Info", id: "MCAG:essential-info",
                  description: "This guideline deals with users' ability to perceive essential information to understand the essence of UI elements, how they are used, and what pieces of data they represent. This information is particularly crucial for assistive technologies like screen readers that rely on the programmatic information (i.e., the code) to communicate UI to the user.") {
            Criterion("MCAG:accessibility-enabled", number: "1.1.1", "Accessibility Enabled") {
                Description("Assistive technologies can reach, parse, and convey essential content and user-operable elements in the UI.")
                Requirement("Assistive technologies can reach and programmatically read all essential content, except when:", impact: .critical) {
                    Exception("content-nearby-equivalent-alternative", "The content has is a nearby equivalent alternative that's accessible to assistive technologies.")
                }
                Requirement("Assistive technologies can reach and trigger every user-operable element, except when:", impact: .critical) {
                    Exception("element-nearby-equivalent-alternative", "The element has a nearby equivalent alternative that's operable by assistive technologies.")
                }
                WCAG("1.3.1", "Info and Relationships", level: .a, url: "https://www.w3.org/TR/WCAG22/#info-and-relationships")
            }
            Criterion("MCAG:explicit-role", number: "1.1.2", "Explicit Role") {
                Description("Each UI component that allows user interaction or its semantics affects the meaning of its content must have an explicit role defined.")
                Requirement("Each UI component that allows user interaction or its semantics affects the meaning of its content must have an explicit role defined.", impact: .moderate ... .serious)
                Requirement("Component types are set only on attributes dedicated to role definition.", impact: .minor ... .moderate)
                WCAG("1.3.1", "Info and Relationships", level: .a, url: "https://www.w3.org/TR/WCAG22/#info-and-relationships")
                WCAG("4.1.2", "Name, Role, Value", level: .a, url: "https://www.w3.org/TR/WCAG22/#name-role-value")
                Reference(.appleHumanInterfaceGuidelines, "Best practices, Perceivability", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
                Reference(.appleHumanInterfaceGuidelines, "Interactions, Prefer the system-provided switch component", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Interactions")
                Reference(.androidAccessibilityPrinciples, "Extend system widgets", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#system-widgets")
                Reference(.materialDesign, "Accessible design, Designing to implementing, Elements > Assign a role to interactive elements", url: "https://m3.material.io/foundations/accessible-design/design-to-implementation#a12d4d6d-eae3-4fb9-9998-86828f6f1810")
            }
            Criterion("MCAG:interactive-elements-have-names", number: "1.1.3", "Interactive Elements Have Names") {
                Description("Elements that require unique identifiers and context, have an accessible name that can be programmatically read. Examples include, but are not limited to, buttons, links, form elements, and groups of content.")
                Requirement("All the interactive UI components must have an accessible name programmatically determined.", impact: .critical)
                Requirement("Accessible names are set only on their designated properties according to the element's type.", impact: .critical)
                WCAG("2.4.4", "Link Purpose (In Context)", level: .a, url: "https://www.w3.org/TR/WCAG22/#link-purpose-in-context")
                WCAG("3.3.2", "Labels or Instructions", level: .a, url: "https://www.w3.org/TR/WCAG22/#labels-or-instructions")
                WCAG("4.1.2", "Name, Role, Value", level: .a, url: "https://www.w3.org/TR/WCAG22/#name-role-value")
                Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Navigation, Provide alternative text labels for all important interface elements.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Navigation")
                Reference(.appleDeveloperDocumentation, "Supporting VoiceOver in your app, Identify common accessibility issues, Include descriptive text for VoiceOver to read", url: "https://developer.apple.com/documentation/accessibility/supporting_voiceover_in_your_app/#3023625")
                Reference(.androidAccessibilityPrinciples, "Describe each UI element", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element")
                Reference(.materialDesign, "Accessibility basics, Writing, Accessibility text", url: "https://m3.material.io/foundations/accessible-design/accessibility-basics#4d036f89-34dd-4240-9b30-e4d5dbcd6929")
            }
            Criterion("MCAG:perceivable-state", number: "1.1.4", "Perceivable State") {
                Description("The current state of elements supporting multiple states, such as (but not limited to) checkboxes, radio buttons, and drop-down lists, can be programmatically determined.")
                Requirement("Element's state can be programmatically determined and read.", impact: .serious ... .critical)
                Requirement("The states of elements are set only by the properties designated for them according to the element type. (see also 3.2.4 Clean Names)", impact: .moderate)
                Requirement("If an element's state has a visual representation, it must match the programmatic state.", impact: .critical)
                WCAG("1.3.1", "Info and Relationships", level: .a, url: "https://www.w3.org/TR/WCAG22/#info-and-relationships")
                WCAG("4.1.2", "Name, Role, Value", level: .a, url: "https://www.w3.org/TR/WCAG22/#name-role-value")
            }
            Criterion("MCAG:perceivable-value", number: "1.1.5", "Perceivable Value") {
                Description("For elements that return or represent values, such as (but not limited to) checkboxes, radio buttons, and form input fields, their value can be determined and read programmatically.")
                Requirement("If an element is returning a value, it can be programmatically determined and read.", impact: .moderate ... .critical)
                Requirement("Returned values are set only by the properties designated for them according to the element type.", impact: .minor ... .serious)
                Requirement("If an element's value has a visual representation, it must match the programmatic value.", impact: .critical)
                WCAG("1.3.1", "Info and Relationships", level: .a, url: "https://www.w3.org/TR/WCAG22/#info-and-relationships")
                WCAG("4.1.2", "Name, Role, Value", level: .a, url: "https://www.w3.org/TR/WCAG22/#name-role-value")
            }
            Criterion("MCAG:sensory-characteristics-in-content-or-instructions", number: "1.1.6", "Sensory Characteristics in Content or Instructions") {
                Description("When providing any information or instructions, descriptions do not use only sensory characteristics, such as specifying a physical location in the UI (e.g., The button on the top left corner) or referring to the color of an element or sound playing.")
                Requirement("All the content can be perceived and correctly parsed by people with one or more sensory impairments.", impact: .critical)
                Requirement("Instructions and explanations are not based on specifying elements' location, color, or shape.", impact: .critical)
                Reference(.appleHumanInterfaceGuidelines, "Color and effects, Don’t rely solely on color to differentiate between objects or communicate important information", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects")
                Reference(.androidAccessibilityPrinciples, "Use cues other than color", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#cues-other-than-color")
            }
        }
    }
}
