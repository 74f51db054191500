public import MCAGCore

extension Perceivable {
    /// Guideline 1.4, Distinguishable.
    public static var distinguishable: Guideline {
        Guideline("1.4", "Distinguishable", id: "MCAG:distinguishable",
                  description: "This guideline deals with issues related to the perception, identification, and understanding of interface elements by the user on a visual level. Similar to its parallel WCAG guideline, the success criteria of the 'Distinguishable' guideline on MCAG deal with issues like color contrast, visual prominence of elements in the UI, and visual indications of elements' states. Unlike the WCAG guidelines, the success criteria in the MCAG do not include success criteria dealing with text size and audio control issues, which have been incorporated into other guidelines.") {
            Criterion("MCAG:text-color-contrast", number: "1.4.1", "Text Color Contrast") {
                Description("Visual text must have a sufficient contrast in color from its background to be readable.")
                Requirement("Texts sized 17 points or less should have a contrast of at least 4.5:1 from their background, except when:", impact: .minor ... .serious) {
                    Exception("text-logo-brand-name", "The text is part of a logo or brand name.")
                    Exception("text-label-disabled-control", "The text is a label of a disabled control.")
                    Exception("text-meant-solely-decorative", "The text is meant solely for decorative purposes and contains no essential information.")
                    Note("We should try thinking of a key to scale the impact by contrast threshold.")
                }
                Requirement("Texts sized 18 points or higher should have a contrast of at least 3:1 from their background, except when:", impact: .minor ... .serious) {
                    Exception("text-logo-brand-name", "The text is part of a logo or brand name.")
                    Exception("text-label-disabled-control", "The text is a label of a disabled control.")
                    Exception("text-meant-solely-decorative", "The text is meant solely for decorative purposes and contains no essential information.")
                    Note("We should try thinking of a key to scale the impact by contrast threshold.")
                }
                Requirement("Texts with 'bold' font weight, in any size, should have a contrast of at least 3:1 from their background, except when:", impact: .minor ... .serious) {
                    Exception("text-logo-brand-name", "The text is part of a logo or brand name.")
                    Exception("text-label-disabled-control", "The text is a label of a disabled control.")
                    Exception("text-meant-solely-decorative", "The text is meant solely for decorative purposes and contains no essential information.")
                    Note("We should try thinking of a key to scale the impact by contrast threshold.")
                }
                WCAG("1.4.3", "Contrast (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#contrast-minimum")
                Reference(.appleHumanInterfaceGuidelines, "Color and effects, Use strongly contrasting colors to improve readability", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects")
                Reference(.androidAccessibilityPrinciples, "Increase text visibility", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#text-visibility")
                Reference(.materialDesign, "Accessible design, Patterns, Color & contrast", url: "https://m3.material.io/foundations/accessible-design/patterns")
            }
            Criterion("MCAG:essential-elements-color-contrast", number: "1.4.2", "Essential Elements' Color Contrast") {
                Description("Elements whose shape or manner of appearance is meaningful in understanding or operating the UI have a color contrast from their background of at least 3:1")
                Requirement("UI elements that can receive user input, such as buttons, links, and form controls, have a contrast of at least 3:1 from their background except when:", impact: .serious) {
                    Exception("control-disabled-state", "The control is in a 'disabled' state")
                }
                Requirement("Icons and infographics that convey essential information have a contrast of at least 3:1 from their background, except when:", impact: .serious) {
                    Exception("graphic-element-disabled-control", "The graphic element is a part of a disabled control.")
                }
                WCAG("1.4.11", "Non-text Contrast", level: .aa, url: "https://www.w3.org/TR/WCAG22/#non-text-contrast")
            }
            Criterion("MCAG:discernible-focus-indication", number: "1.4.3", "Discernible Focus Indication") {
                Requirement("Every interactive UI element and component has a discernible indicator when focused.", impact: .serious)
                Requirement("Focus indication has a contrast of at least 3:1 with its background.", impact: .serious)
                WCAG("2.4.7", "Focus Visible", level: .aa, url: "https://www.w3.org/TR/WCAG22/#focus-visible")
            }
            Criterion("MCAG:distinguished-by-color", number: "1.4.4", "Distinguished by color") {
                Description("Avoid relying only on colors to distinguish between elements' state and value or to convey essential information.")
                Requirement("Elements distinction does not solely rely on color cues.", impact: .serious)
                Requirement("Elements' states distinction does not solely rely on color cues", impact: .serious)
                Requirement("Conveying information, indicating an action, or prompting a response, are not communicated solely by color.", impact: .serious)
                WCAG("1.4.1", "Use of Color", level: .a, url: "https://www.w3.org/TR/WCAG22/#use-of-color")
                Reference(.appleHumanInterfaceGuidelines, "Color and effects", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects")
            }
        }
    }
}
