public import MCAGCore

extension Understandable {
    /// Guideline 3.1, Affiliation and context.
    public static var affiliationAndContext: Guideline {
        Guideline("3.1", "Affiliation and context", id: "MCAG:affiliation-and-context") {
            Description("This guideline deals with issues related to the ability of users to perceive and understand their location in the application or specific screen and the context in which they navigate.")
            screenTitledCriterion
            logicalReadingSequenceCriterion
            logicalFocusSequenceCriterion
            logicalContentGroupingCriterion
            ghostFocusCriterion
            sectionHeadingsCriterion
        }
    }

    /// Criterion 3.1.1, Screen Titled.
    private static var screenTitledCriterion: Criterion {
        Criterion("MCAG:screen-titled", number: "3.1.1", "Screen Titled") {
            Description("Ensure that the mobile application's pivotal screens or primary views, which convey essential information or denote significant content changes, have clear and descriptive textual identifier.")
            Requirement("The screen has a title that's announced by screen readers when the screen loads.", impact: .serious) {
                HowToTest("Turn on VoiceOver (iOS) or TalkBack (Android) and open the screen from the one before it. Listen to the first announcement: it must name the screen. Then touch the top of the screen and swipe right: the navigation bar title or the first heading must be among the first things read.")
                ScreenTitlePresenceCheck()
            }
            Requirement("The screen’s title describes its context", impact: .moderate) {
                HowToTest("With VoiceOver or TalkBack on, open the screen and write down the title that is announced. Without looking at the screen, ask whether the title tells you where you are or what the screen is for. Fail generic or placeholder titles (\"Untitled\", \"Screen\", \"Enter title…\") and file names (\"report.pdf\").")
                GenericScreenTitleCheck()
            }
            Requirement("Screen’s title is unique", impact: .minor) {
                HowToTest("Visit every main screen with VoiceOver or TalkBack on and list the announced titles. Two different screens must not share a title; the same screen shown again (for example after rotating) may keep its title.")
                ScreenTitleUniquenessCheck()
            }
            WCAG.pageTitled
            WCAG.headingsAndLabels
            Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Content description, Give each screen a unique title and provide headings that identify sections in your information hierarchy", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.androidAccessibilityPrinciples, "Accessibility pane titles", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#a11y-pane-titles")
        }
    }

    /// Criterion 3.1.2, Logical Reading Sequence.
    private static var logicalReadingSequenceCriterion: Criterion {
        Criterion("MCAG:logical-reading-sequence", number: "3.1.2", "Logical Reading Sequence") {
            Description("Content and interactive elements follow a logical reading sequence that facilitates comprehension and effective interaction for assistive technology users.")
            Requirement("The programmatic order of elements makes sense and reflects the content hierarchy of the screen.", impact: .serious) {
                HowToTest("Turn on VoiceOver or TalkBack, touch the first element at the top of the screen and swipe right through every element to the end (on iOS a two-finger swipe up reads the whole screen). The order must follow the visual hierarchy: title, then each section's heading before its content, top to bottom and in the reading direction within a row.")
            }
            Requirement("Ensure assistive technologies solely identify and interact with intended content, excluding non-essential or supplementary nodes within the hierarchy.", impact: .serious) {
                HowToTest("Swipe through the whole screen with VoiceOver or TalkBack. Note every stop that announces nothing useful: decorative images, separators, empty containers, layout views, duplicated text, or content hidden behind a dialog. Each such stop fails.")
            }
            WCAG.meaningfulSequence
            WCAG.focusOrder
            Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Navigation", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Navigation")
            Reference(.androidAccessibilityPrinciples, "Groups of related content", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#content-groups")
            Reference(.androidAccessibilityPrinciples, "traversal order.", url: "https://support.google.com/accessibility/android/answer/7664232")
            Section508.illogicalKeyboardOrder
            Section508.decorativeElementAnnounced
        }
    }

    /// Criterion 3.1.3, Logical Focus Sequence.
    private static var logicalFocusSequenceCriterion: Criterion {
        Criterion("MCAG:logical-focus-sequence", number: "3.1.3", "Logical Focus Sequence") {
            Description("Ensure that the focus order within mobile applications follows a logical and intuitive sequence, facilitating efficient navigation and interaction for users utilizing keyboard navigation or other input methods.")
            Requirement("The order in which elements receive focus in sequential navigation maintains a logical flow and avoids erratic jumps across the screen.", impact: .serious) {
                HowToTest("Pair a hardware keyboard. Put focus at the top of the screen and move forward with Tab (and with VO+Right Arrow or Alt+Control+Right Arrow on iOS, or Alt+Right Arrow with TalkBack), then backward. Focus must move row by row, in the reading direction within a row, without jumping back up or across the screen; fields of a form must follow each other in the order they are filled.")
                FocusOrderCheck()
            }
            WCAG.focusOrder
            Section508.illogicalKeyboardOrder
        }
    }

    /// Criterion 3.1.4, Logical Content Grouping.
    private static var logicalContentGroupingCriterion: Criterion {
        Criterion("MCAG:logical-content-grouping", number: "3.1.4", "Logical Content Grouping") {
            Description("Elements forming a single context unit are grouped so they are parsed and announced by assistive technologies as a single element.")
            Requirement("When browsing through the screen with a screen reader or a similar assistive technology, ensure that elements that assemble a single context (e.g., a button, its text, and its icon or an image and its caption) are announced as one unit and that each of its parts is not announced separately.", impact: .serious) {
                HowToTest("Swipe through the screen with VoiceOver or TalkBack. A control whose icon and text are drawn together (a button, a list row, a card) must be one stop that announces its whole text once; an image and its caption, or a value and its label, must also be read together. Fail every unit that needs two or more swipes.")
                ContentGroupingCheck()
                FigureCaptionGroupingCheck()
                IconGlyphGroupingCheck()
                SplitWordGroupingCheck()
                AvatarInitialGroupingCheck()
            }
            WCAG.meaningfulSequence
            Reference(.appleHumanInterfaceGuidelines, "VoiceOver, Navigation", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Navigation")
            Reference(.androidAccessibilityPrinciples, "Groups of related content", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#content-groups")
            Reference(.androidAccessibilityPrinciples, "traversal order.", url: "https://support.google.com/accessibility/android/answer/7664232")
        }
    }

    /// Criterion 3.1.5, Ghost Focus.
    private static var ghostFocusCriterion: Criterion {
        Criterion("MCAG:ghost-focus", number: "3.1.5", "Ghost Focus") {
            Description("When a UI element receives focus, it is not fully transparent or entirely obscured by other UI parts.")
            Requirement("Transparent and obscured interactive elements should not receive focus.", impact: .serious) {
                Exception("overlaps-visual-hit-target", "the element is displayed in an overlap with another element that represents the visual display of the hit target")
                Note("MCAG states this exception in a bullet of its own (\"Except when …\"); the test text has no \"except when\".")
                HowToTest("Swipe through the screen with VoiceOver or TalkBack and watch the focus outline. Every stop must show something on screen: fail a stop whose outline surrounds nothing visible, or sits under a dialog, sheet, banner or another view, unless a visible element drawn at the same place shows what the stop operates.")
                InvisibleFocusCheck()
            }
            Requirement("Elements outside the viewport do not receive focus.", impact: .serious) {
                HowToTest("Swipe through the screen with VoiceOver or TalkBack. Fail any stop whose outline is off the edge of the screen or missing while speech continues (a closed drawer, a hidden menu, a page of a carousel that is not shown), unless the screen reader scrolls it into view when it gets focus.")
                OffscreenFocusCheck()
            }
            WCAG.focusNotObscuredMinimum
            WCAG.focusVisible
            Section508.focusIndicationLost
            Section508.focusOnWrongElement
        }
    }

    /// Criterion 3.1.6, Section Headings.
    private static var sectionHeadingsCriterion: Criterion {
        Criterion("MCAG:section-headings", number: "3.1.6", "Section Headings") {
            Description("On screens containing different content sections, each section has a heading to organize the content.")
            Requirement("In a screen with a multiple content sections, each section has a heading, except when:", impact: .serious) {
                Exception("programmatic-section-identifier", "The section has another identifier that can be determined and announced programmatically and")
                Exception("visually-distinct-sections", "sections are distinguished from each other visually.")
                Note("MCAG splits one exception over two bullets joined by \"and\": a section is excepted only when both hold.")
                HowToTest("Look at the screen and list its content sections. With VoiceOver set the rotor to Headings (with TalkBack choose Headings in the reading controls) and swipe down: each section must be reached by a heading that names it. A section without a heading passes only if it is announced by another programmatic identifier (such as a named container) and is also visually set apart.")
            }
            WCAG.sectionHeadings
            WCAG.headingsAndLabels
            Section508.headingsNotIdentified
        }
    }
}
