public import MCAGCore

extension Understandable {
    /// Guideline 3.2, Labels and Names.
    ///
    /// MCAG prints the number 3.2.4 twice, for Unique Labels
    /// (`MCAG:unique-labels`) and Clean Names (`MCAG:clean-names`); both keep
    /// the printed number, and their IDs tell them apart.
    public static var labelsAndNames: Guideline {
        Guideline("3.2", "Labels and Names", id: "MCAG:labels-and-names") {
            Description("This guideline deals with elements' identifying names and text alternatives in terms of content clarity and the validity of the technical implementation of the name or label.")
            meaningAndPurposeCriterion
            appropriateTextAlternativesCriterion
            consistentLabelingCriterion
            uniqueLabelsCriterion
            cleanNamesCriterion
        }
    }

    /// Criterion 3.2.1, Meaning and Purpose.
    private static var meaningAndPurposeCriterion: Criterion {
        Criterion("MCAG:meaning-and-purpose", number: "3.2.1", "Meaning and Purpose") {
            Description("Names and labels of user interface elements, with an emphasis on interactive elements, should reflect their meaning and purpose independent of their visual context.")
            Requirement("Accessible name clearly conveys the purpose of elements in context", impact: .critical) {
                HowToTest("Swipe through the screen with VoiceOver or TalkBack and activate each control. From what is announced for a control together with its surroundings (its heading, list row or the text read just before it), you must be able to tell what it does before activating it.")
            }
            Requirement("Accessible name clearly conveys the purpose of elements always", impact: .moderate) {
                HowToTest("With VoiceOver open the rotor on Buttons, Links or Form Controls (with TalkBack use the Controls or Links reading control) and move through the controls one by one, out of context. Each name alone must say what the control does; fail names such as \"More\", \"Click here\" or \"Details\" that need the surrounding content.")
            }
            WCAG.linkPurposeInContext
            WCAG.headingsAndLabels
            WCAG.linkPurposeLinkOnly
            Section508.controlWithoutDescriptiveName
        }
    }

    /// Criterion 3.2.2, Appropriate Text Alternatives.
    private static var appropriateTextAlternativesCriterion: Criterion {
        Criterion("MCAG:appropriate-text-alternatives", number: "3.2.2", "Appropriate Text Alternatives") {
            Description("The text alternatives of images and media elements should be descriptive, and their phrasing should be appropriate to the element's purpose as described in the W3C's Images Tutorial.")
            Requirement("Text alternatives of informative images represent each image's content.", impact: .serious) {
                HowToTest("Find every image that carries information. Focus it with VoiceOver or TalkBack and compare what is announced with what the image shows: the announcement must convey the same information, not a file name or a generic word such as \"image\".")
            }
            Requirement("Text alternatives of functional images describe the action or outcome triggered by interacting with the image", impact: .serious) {
                HowToTest("Focus every image that is a button or a link (icons in toolbars, tappable logos) with VoiceOver or TalkBack. The announced name must say what happens when it is activated (\"Search\", \"Go to home\"), not what the picture looks like (\"Magnifying glass\").")
            }
            Requirement("Text alternatives of complex images provide a concise yet comprehensive description of the crucial information within the image.", impact: .serious) {
                HowToTest("Find charts, graphs, diagrams and maps. Focus each with VoiceOver or TalkBack and check that a short name identifies it and that its key data or conclusion is available, in the announcement, a hint, or text nearby that the screen reader reaches.")
            }
            Requirement("Decorative images are not announced by assistive technologies", impact: .moderate) {
                HowToTest("Swipe through the screen with VoiceOver or TalkBack. Images that only decorate (backgrounds, separators, flourishes, icons repeating adjacent text) must never receive focus or be read.")
            }
            Requirement("Text alternatives of images of text contain the text presented within the image.", impact: .serious) {
                HowToTest("Find images that show words (banners, logos with text, screenshots of text). Focus each with VoiceOver or TalkBack: the announcement must contain the same words as the image.")
            }
            WCAG.nonTextContent
            Section508.meaningfulImageUndescribed
            Section508.decorativeElementAnnounced
            Section508.imageTextNotAnnounced
        }
    }

    /// Criterion 3.2.3, Consistent Labeling.
    private static var consistentLabelingCriterion: Criterion {
        Criterion("MCAG:consistent-labeling", number: "3.2.3", "Consistent Labeling") {
            Description("Interactive elements with exact functionality have the same accessible name.")
            Requirement("Elements with identical functionality on the same screen have the same accessible name.", impact: .serious) {
                HowToTest("On each screen, find controls that do the same thing (two \"Close\" buttons, a link and a button to the same place). Focus each with VoiceOver or TalkBack: they must announce the same name.")
            }
            Requirement("Elements with identical functionality have the same accessible name on the entire app.", impact: .moderate) {
                HowToTest("Note the announced names of controls that recur across screens (back, close, share, search, tab bar items). Visit the other screens with VoiceOver or TalkBack: each recurring control must announce the same name everywhere.")
                ConsistentLabelCheck()
            }
            WCAG.consistentIdentification
            Section508.inconsistentImageMeaning
        }
    }

    /// Criterion 3.2.4, Unique Labels.
    private static var uniqueLabelsCriterion: Criterion {
        Criterion("MCAG:unique-labels", number: "3.2.4", "Unique Labels") {
            Description("Labels and accessible name of interactive elements should be unique identifiers.")
            Requirement("Interactive elements' labels and accessible names are unique., except when:", impact: .minor) {
                Exception("same-functionality", "Elements have the exact functionality")
                HowToTest("With VoiceOver open the rotor on Buttons and Links (with TalkBack use the Controls and Links reading controls) and list the names on the screen. Controls that share a name must do exactly the same thing; otherwise (several \"Add to cart\" or \"Edit\" buttons) each name must say what it acts on (\"Add socks to cart\").")
                UniqueLabelCheck()
            }
            WCAG.consistentIdentification
            Section508.controlWithoutDescriptiveName
        }
    }

    /// Criterion 3.2.4, Clean Names.
    private static var cleanNamesCriterion: Criterion {
        Criterion("MCAG:clean-names", number: "3.2.4", "Clean Names") {
            Description("Elements' accessible name do not contain state or value statements or a reference to the element's type or role.")
            Requirement("Interactive elements' accessible names do not contain state statements.", impact: .minor) {
                HowToTest("Focus each switch, checkbox, tab and toggle with VoiceOver or TalkBack and change its state. The state (\"selected\", \"checked\", \"on\") must be announced by the platform from the element's state, once, and must not be part of the name: fail \"Selected, Home\" or a name that changes with the state.")
                CleanNameStateCheck()
            }
            Requirement("Interactive elements' accessible names do not contain value statements.", impact: .minor) {
                HowToTest("Focus each slider, stepper, picker and text field with VoiceOver or TalkBack and change its value. The value must be announced from the element's value, after the name; fail a name that includes the value (\"Volume 50%\") or repeats it.")
                CleanNameValueCheck()
            }
            Requirement("Elements' type is not specified in their accessible names.", impact: .minor) {
                HowToTest("Swipe through the screen with VoiceOver or TalkBack. Listen for the type spoken twice (\"Play button, button\", \"Remember me checkbox, checkbox\") or a type word in an image's name (\"Logo image\"): the platform announces the type from the role, so the name must not repeat it.")
                CleanNameRoleCheck()
            }
            WCAG.consistentIdentification
            Section508.controlWithoutDescriptiveName
        }
    }
}
