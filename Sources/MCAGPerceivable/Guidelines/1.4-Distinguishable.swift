public import MCAGCore

extension Perceivable {
    /// Guideline 1.4, Distinguishable.
    public static var distinguishable: Guideline {
        Guideline("1.4", "Distinguishable", id: "MCAG:distinguishable") {
            Description("This guideline deals with issues related to the perception, identification, and understanding of interface elements by the user on a visual level. Similar to its parallel WCAG guideline, the success criteria of the 'Distinguishable' guideline on MCAG deal with issues like color contrast, visual prominence of elements in the UI, and visual indications of elements' states. Unlike the WCAG guidelines, the success criteria in the MCAG do not include success criteria dealing with text size and audio control issues, which have been incorporated into other guidelines.")
            textColorContrastCriterion
            essentialElementsColorContrastCriterion
            // Upstream publishes no description for 1.4.3.
            discernibleFocusIndicationCriterion
            distinguishedByColorCriterion
        }
    }

    /// Criterion 1.4.1, Text Color Contrast.
    private static var textColorContrastCriterion: Criterion {
        Criterion("MCAG:text-color-contrast", number: "1.4.1", "Text Color Contrast") {
            Description("Visual text must have a sufficient contrast in color from its background to be readable.")
            Requirement("Texts sized 17 points or less should have a contrast of at least 4.5:1 from their background, except when:", impact: .minor ... .serious) {
                Exception("logo-or-brand", "The text is part of a logo or brand name.")
                Exception("disabled-control", "The text is a label of a disabled control.")
                Exception("decorative", "The text is meant solely for decorative purposes and contains no essential information.")
                Note(upstream: "We should try thinking of a key to scale the impact by contrast threshold.")
                HowToTest("Take a screenshot of every screen and state (pressed, selected, error, dark mode). For each text under 18 points that is not bold, pick its text colour and the background right behind it with a contrast analyser (such as the Colour Contrast Analyser) and read the ratio; it must be at least 4.5:1. Over images or gradients, measure at the lightest and darkest spot. Write down every ratio below the threshold.")
                TextContrastCheck(.regularText)
            }
            Requirement("Texts sized 18 points or higher should have a contrast of at least 3:1 from their background, except when:", impact: .minor ... .serious) {
                Exception("logo-or-brand", "The text is part of a logo or brand name.")
                Exception("disabled-control", "The text is a label of a disabled control.")
                Exception("decorative", "The text is meant solely for decorative purposes and contains no essential information.")
                Note(upstream: "We should try thinking of a key to scale the impact by contrast threshold.")
                HowToTest("Take a screenshot of every screen and state. For each text of 18 points or more, pick its colour and the background right behind it with a contrast analyser and read the ratio; it must be at least 3:1. Over images or gradients, measure at the worst spot. Write down every ratio below the threshold.")
                TextContrastCheck(.largeText)
            }
            Requirement("Texts with 'bold' font weight, in any size, should have a contrast of at least 3:1 from their background, except when:", impact: .minor ... .serious) {
                Exception("logo-or-brand", "The text is part of a logo or brand name.")
                Exception("disabled-control", "The text is a label of a disabled control.")
                Exception("decorative", "The text is meant solely for decorative purposes and contains no essential information.")
                Note(upstream: "We should try thinking of a key to scale the impact by contrast threshold.")
                HowToTest("Take a screenshot of every screen and state. For each bold text (weight 700 or heavier), whatever its size, pick its colour and the background right behind it with a contrast analyser; the ratio must be at least 3:1. Write down every ratio below the threshold.")
                TextContrastCheck(.boldText)
            }
            WCAG.contrastMinimum
            Section508.insufficientContrast
            Reference(.appleHumanInterfaceGuidelines, "Color and effects, Use strongly contrasting colors to improve readability", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects")
            Reference(.androidAccessibilityPrinciples, "Increase text visibility", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#text-visibility")
            Reference(.materialDesign, "Accessible design, Patterns, Color & contrast", url: "https://m3.material.io/foundations/accessible-design/patterns")
        }
    }

    /// Criterion 1.4.2, Essential Elements' Color Contrast.
    private static var essentialElementsColorContrastCriterion: Criterion {
        Criterion("MCAG:essential-elements-color-contrast", number: "1.4.2", "Essential Elements' Color Contrast") {
            Description("Elements whose shape or manner of appearance is meaningful in understanding or operating the UI have a color contrast from their background of at least 3:1")
            Requirement("UI elements that can receive user input, such as buttons, links, and form controls, have a contrast of at least 3:1 from their background except when:", impact: .serious) {
                Exception("disabled-control", "The control is in a 'disabled' state")
                HowToTest("Take a screenshot of every screen and state. For each button, link, field, switch, checkbox and slider, find what shows where the control is and what state it is in (its outline, fill, the thumb and track of a switch) and measure it against the colour next to it with a contrast analyser; it must reach 3:1. A text button with no outline is judged by its text (1.4.1).")
                NonTextContrastCheck(.controls)
            }
            Requirement("Icons and infographics that convey essential information have a contrast of at least 3:1 from their background, except when:", impact: .serious) {
                // Upstream prints a trailing space after the period; dropped.
                Exception("disabled-control", "The graphic element is a part of a disabled control.")
                HowToTest("Take a screenshot of every screen. For each icon and each part of a chart or infographic needed to understand it (lines, bars, legend swatches), measure its colour against the colour next to it with a contrast analyser; it must reach 3:1. Icons that only decorate text which says the same thing are out of scope.")
                NonTextContrastCheck(.graphics)
            }
            WCAG.nonTextContrast
        }
    }

    /// Criterion 1.4.3, Discernible Focus Indication.
    private static var discernibleFocusIndicationCriterion: Criterion {
        Criterion("MCAG:discernible-focus-indication", number: "1.4.3", "Discernible Focus Indication") {
            Requirement("Every interactive UI element and component has a discernible indicator when focused.", impact: .serious) {
                HowToTest("Connect a hardware keyboard (or use Full Keyboard Access on iOS, a keyboard or switch access on Android) and move through the screen with Tab and the arrow keys. Every control must show a visible focus indicator when it has focus, the indicator must be on the focused control, and focus must never disappear. Repeat with VoiceOver or TalkBack: its focus frame must always be visible.")
            }
            Requirement("Focus indication has a contrast of at least 3:1 with its background.", impact: .serious) {
                HowToTest("Move keyboard focus to each control and take a screenshot. Measure the focus indicator's colour against the colours around it, and against the same control unfocused, with a contrast analyser; both must reach 3:1.")
            }
            WCAG.focusVisible
            // The iOS guide (seed 002) names 2.4.11 for focus that must stay visible; upstream omits it.
            WCAG.focusNotObscuredMinimum
            Section508.focusIndicationLost
            Section508.focusOnWrongElement
        }
    }

    /// Criterion 1.4.4, Distinguished by color.
    private static var distinguishedByColorCriterion: Criterion {
        Criterion("MCAG:distinguished-by-color", number: "1.4.4", "Distinguished by color") {
            Description("Avoid relying only on colors to distinguish between elements' state and value or to convey essential information.")
            Requirement("Elements distinction does not solely rely on color cues.", impact: .serious) {
                HowToTest("Turn on grayscale (iOS: Display & Text Size > Color Filters > Grayscale; Android: Color correction > Grayscale). Every element that differed from its neighbours by colour alone, such as a link inside text or a required field, must still be told apart by shape, underline, icon, text or position.")
            }
            Requirement("Elements' states distinction does not solely rely on color cues", impact: .serious) {
                HowToTest("In grayscale, look at every control in each of its states (selected tab, on/off switch, error field, disabled button). Each state must still be clear from a shape, icon, text, underline or weight, not only from a colour change.")
            }
            Requirement("Conveying information, indicating an action, or prompting a response, are not communicated solely by color.", impact: .serious) {
                HowToTest("In grayscale, read every chart, status indicator, map legend, validation message and call to action. All information carried by colour (red for errors, green for online, coloured series in a chart) must also be given in text or by a non-colour cue on screen.")
            }
            WCAG.useOfColor
            Section508.colorOnlyInformation
            Reference(.appleHumanInterfaceGuidelines, "Color and effects", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects")
        }
    }
}
