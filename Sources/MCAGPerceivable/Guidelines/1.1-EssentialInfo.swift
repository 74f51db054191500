public import MCAGCore

extension Perceivable {
    /// Guideline 1.1, Essential Info.
    public static var essentialInfo: Guideline {
        Guideline("1.1", "Essential Info", id: "MCAG:essential-info") {
            Description("This guideline deals with users' ability to perceive essential information to understand the essence of UI elements, how they are used, and what pieces of data they represent. This information is particularly crucial for assistive technologies like screen readers that rely on the programmatic information (i.e., the code) to communicate UI to the user.")
            accessibilityEnabledCriterion
            explicitRoleCriterion
            interactiveElementsHaveNamesCriterion
            perceivableStateCriterion
            perceivableValueCriterion
            sensoryCharacteristicsInContentOrInstructionsCriterion
        }
    }

    /// Criterion 1.1.1, Accessibility Enabled.
    private static var accessibilityEnabledCriterion: Criterion {
        Criterion("MCAG:accessibility-enabled", number: "1.1.1", "Accessibility Enabled") {
            Description("Assistive technologies can reach, parse, and convey essential content and user-operable elements in the UI.")
            Requirement("Assistive technologies can reach and programmatically read all essential content, except when:", impact: .critical) {
                // Upstream prints "The content has is a nearby …"; the slip is kept as published.
                Exception("nearby-alternative", "The content has is a nearby equivalent alternative that's accessible to assistive technologies.")
                HowToTest("Turn on VoiceOver (iOS) or TalkBack (Android). Starting at the top of the screen, swipe right through every element to the end, then scroll and continue. List every piece of text, image and status a sighted user can see; each must be reached and read aloud, or have an equivalent nearby that is read. Also explore by touch over each area of the screen to find content that swiping skips.")
            }
            Requirement("Assistive technologies can reach and trigger every user-operable element, except when:", impact: .critical) {
                Exception("nearby-alternative", "The element has a nearby equivalent alternative that's operable by assistive technologies.")
                HowToTest("With VoiceOver or TalkBack on, swipe to each control the screen offers (buttons, links, fields, switches, menus, gestures revealed by tap-and-hold) and double-tap to activate it. Every control must be reached by swiping and must work when activated through the screen reader, or an equivalent control nearby must. Note any place where focus gets stuck or loops.")
            }
            WCAG.infoAndRelationships
            Section508.gestureCannotActivate
            Section508.gestureTrap
            Section508.insufficientOperationInformation
        }
    }

    /// Criterion 1.1.2, Explicit Role.
    private static var explicitRoleCriterion: Criterion {
        Criterion("MCAG:explicit-role", number: "1.1.2", "Explicit Role") {
            Description("Each UI component that allows user interaction or its semantics affects the meaning of its content must have an explicit role defined.")
            Requirement("Each UI component that allows user interaction or its semantics affects the meaning of its content must have an explicit role defined.", impact: .moderate ... .serious) {
                HowToTest("With VoiceOver or TalkBack on, swipe to every control and to every heading, list, table and image. Listen for the role after the name (\"button\", \"link\", \"switch\", \"heading\", \"image\"). A control announced with no role, or with the wrong one (a tappable row read as plain text), fails.")
                ExplicitRoleCheck()
            }
            Requirement("Component types are set only on attributes dedicated to role definition.", impact: .minor ... .moderate) {
                HowToTest("With VoiceOver or TalkBack on, listen to each control. The role must come from the platform (trait or class), never from words written into the label: \"Play button button\" or a label ending in \"button\" or \"link\" fails. In the Accessibility Inspector or Layout Inspector, confirm that the label holds only the name.")
            }
            WCAG.infoAndRelationships
            WCAG.nameRoleValue
            Reference(.appleHumanInterfaceGuidelines, "Best practices, Perceivability", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
            Reference(.appleHumanInterfaceGuidelines, "Interactions, Prefer the system-provided switch component", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Interactions")
            Reference(.androidAccessibilityPrinciples, "Extend system widgets", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#system-widgets")
            Reference(.materialDesign, "Accessible design, Designing to implementing, Elements > Assign a role to interactive elements", url: "https://m3.material.io/foundations/accessible-design/design-to-implementation#a12d4d6d-eae3-4fb9-9998-86828f6f1810")
            Section508.controlWithoutDescriptiveName
        }
    }

    /// Criterion 1.1.3, Interactive Elements Have Names.
    private static var interactiveElementsHaveNamesCriterion: Criterion {
        Criterion("MCAG:interactive-elements-have-names", number: "1.1.3", "Interactive Elements Have Names") {
            Description("Elements that require unique identifiers and context, have an accessible name that can be programmatically read. Examples include, but are not limited to, buttons, links, form elements, and groups of content.")
            Requirement("All the interactive UI components must have an accessible name programmatically determined.", impact: .critical) {
                HowToTest("With VoiceOver or TalkBack on, swipe to every button, link, field, switch and group. Each must announce a name that says what it is for (\"Search\", \"Add to basket\"), not just its role (\"button\") or an unlabelled image. Test search and text fields both empty and filled, so that placeholder text is not mistaken for a label.")
                InteractiveNameCheck()
            }
            Requirement("Accessible names are set only on their designated properties according to the element's type.", impact: .critical) {
                HowToTest("In the Accessibility Inspector (iOS) or Layout Inspector (Android), look at each named control. The name must sit in the label (accessibilityLabel, contentDescription or the visible text), not in the hint, value or identifier; turning hints off in the screen reader settings must not lose any name.")
            }
            WCAG.linkPurposeInContext
            WCAG.labelsOrInstructions
            WCAG.nameRoleValue
            // The iOS guide (seed 002) ties missing labels to 2.4.6; upstream omits it.
            WCAG.headingsAndLabels
            Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Navigation, Provide alternative text labels for all important interface elements.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Navigation")
            Reference(.appleDeveloperDocumentation, "Supporting VoiceOver in your app, Identify common accessibility issues, Include descriptive text for VoiceOver to read", url: "https://developer.apple.com/documentation/accessibility/supporting_voiceover_in_your_app/#3023625")
            Reference(.androidAccessibilityPrinciples, "Describe each UI element", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element")
            Reference(.materialDesign, "Accessibility basics, Writing, Accessibility text", url: "https://m3.material.io/foundations/accessible-design/accessibility-basics#4d036f89-34dd-4240-9b30-e4d5dbcd6929")
            Section508.controlWithoutDescriptiveName
            Section508.formFieldOutputMismatch
        }
    }

    /// Criterion 1.1.4, Perceivable State.
    private static var perceivableStateCriterion: Criterion {
        Criterion("MCAG:perceivable-state", number: "1.1.4", "Perceivable State") {
            Description("The current state of elements supporting multiple states, such as (but not limited to) checkboxes, radio buttons, and drop-down lists, can be programmatically determined.")
            Requirement("Element's state can be programmatically determined and read.", impact: .serious ... .critical) {
                HowToTest("With VoiceOver or TalkBack on, swipe to every switch, checkbox, radio button, tab, expandable section and drop-down. Each must announce its current state (\"on\"/\"off\", \"checked\", \"selected\", \"expanded\"/\"collapsed\"). Double-tap to change it and confirm that the new state is announced.")
                PerceivableStateCheck()
            }
            Requirement("The states of elements are set only by the properties designated for them according to the element type. (see also 3.2.4 Clean Names)", impact: .moderate) {
                HowToTest("In the Accessibility Inspector or Layout Inspector, check that each stateful control carries its state in the state property (selected trait, checked, value of a switch), not in its label: \"Notifications on\" as a label fails when the switch also reports its state, and a state that only lives in the label is lost to rotor and braille users.")
            }
            Requirement("If an element's state has a visual representation, it must match the programmatic state.", impact: .critical) {
                HowToTest("With VoiceOver or TalkBack on, compare what each stateful control shows with what the screen reader says: a switch drawn as on must be announced as on, the highlighted tab as selected. Change the state by touch and by double-tap and compare again after each change.")
            }
            WCAG.infoAndRelationships
            WCAG.nameRoleValue
            SeeAlso("MCAG:clean-names")
            Section508.statusNotIndicated
        }
    }

    /// Criterion 1.1.5, Perceivable Value.
    private static var perceivableValueCriterion: Criterion {
        Criterion("MCAG:perceivable-value", number: "1.1.5", "Perceivable Value") {
            Description("For elements that return or represent values, such as (but not limited to) checkboxes, radio buttons, and form input fields, their value can be determined and read programmatically.")
            Requirement("If an element is returning a value, it can be programmatically determined and read.", impact: .moderate ... .critical) {
                HowToTest("With VoiceOver or TalkBack on, swipe to every slider, stepper, picker, progress bar and filled-in field. Each must announce its current value (\"50 percent\", \"3\", \"March\"). Swipe up or down on adjustable controls and confirm that the new value is read.")
                PerceivableValueCheck()
            }
            Requirement("Returned values are set only by the properties designated for them according to the element type.", impact: .minor ... .serious) {
                HowToTest("In the Accessibility Inspector or Layout Inspector, check that each control's value sits in its value property (accessibilityValue, the field's text, the range info of a slider), not in its label or hint. Change the value and confirm that the value property, not the label, changes.")
            }
            Requirement("If an element's value has a visual representation, it must match the programmatic value.", impact: .critical) {
                HowToTest("With VoiceOver or TalkBack on, compare the value shown on screen with the value announced for every slider, stepper, picker, progress bar and field, before and after changing it. Any difference (\"70 percent\" read while 40 is shown) fails.")
            }
            WCAG.infoAndRelationships
            WCAG.nameRoleValue
            Section508.formFieldOutputMismatch
        }
    }

    /// Criterion 1.1.6, Sensory Characteristics in Content or Instructions.
    private static var sensoryCharacteristicsInContentOrInstructionsCriterion: Criterion {
        Criterion("MCAG:sensory-characteristics-in-content-or-instructions", number: "1.1.6", "Sensory Characteristics in Content or Instructions") {
            Description("When providing any information or instructions, descriptions do not use only sensory characteristics, such as specifying a physical location in the UI (e.g., The button on the top left corner) or referring to the color of an element or sound playing.")
            Requirement("All the content can be perceived and correctly parsed by people with one or more sensory impairments.", impact: .critical) {
                HowToTest("Go through the screen three times: with VoiceOver or TalkBack on and the screen curtain on (no sight), with the sound off (no hearing), and in grayscale (no colour). Every piece of information must come across in each pass.")
            }
            Requirement("Instructions and explanations are not based on specifying elements' location, color, or shape.", impact: .critical) {
                HowToTest("Read every instruction, hint, error and help text. Any that identifies something only by where it is (\"tap the button on the top left\"), its colour (\"the green one\"), its shape or a sound fails unless it also names the item (\"tap Next, on the top left\").")
            }
            Reference(.appleHumanInterfaceGuidelines, "Color and effects, Don’t rely solely on color to differentiate between objects or communicate important information", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects")
            Reference(.androidAccessibilityPrinciples, "Use cues other than color", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#cues-other-than-color")
            Section508.colorOnlyInformation
        }
    }
}
