public import MCAGCore

extension Understandable {
    /// Guideline 3.4, Predictable.
    public static var predictable: Guideline {
        Guideline("3.4", "Predictable", id: "MCAG:predictable") {
            Description("This guideline deals with users' ability in general and assistive technology users in particular to predict the behavior of the interface, its components, and the outcome of operating them.")
            localeAndHumanLanguageCriterion
            contextKeptOnUserInputCriterion
            consistentNavigationCriterion
            consistentHelpCriterion
        }
    }

    /// Criterion 3.4.1, Locale and Human Language.
    private static var localeAndHumanLanguageCriterion: Criterion {
        Criterion("MCAG:locale-and-human-language", number: "3.4.1", "Locale and Human Language") {
            Description("The application's locale is compatible with the human language of the texts within the app.")
            Requirement("The application’s locale code matches the human language in the application.", impact: .serious) {
                HowToTest("Read the app's declared locale (iOS development region and localizations; Android `locale` configuration) and compare it with the language the screens are written in. Turn on VoiceOver or TalkBack and listen: text must be spoken with the voice of its own language, and passages in another language must be marked with theirs (iOS `accessibilityLanguage` or a speech-language attribute, Android `LocaleSpan`).")
            }
            WCAG.languageOfPage
            WCAG.languageOfParts
        }
    }

    /// Criterion 3.4.2, Context Kept on User Input.
    private static var contextKeptOnUserInputCriterion: Criterion {
        Criterion("MCAG:context-kept-on-user-input", number: "3.4.2", "Context Kept on User Input") {
            Description("The user remains on the current screen (or context), and the content and structure remain consistent when an element gains focus or due to user-initiated 'on-change' events.")
            Requirement("Users remain in the same context (i.e., screen, modal, alerts) when they enter or update values in controls and form elements, except when:", impact: .critical) {
                Exception("announced-in-advance", "Users are informed about the context change up front.")
                HowToTest("Change the value of every control and form field (type in fields, toggle switches, pick from pickers and segmented controls) without pressing a submit button. No new screen, modal or alert may open unless the control told the user beforehand, in its label, hint or nearby text, that it would.")
            }
            Requirement("No significant content or structure changes occur when users enter or update values in controls and form elements, except when:", impact: .serious) {
                Exception("filtering-or-sorting", "The changes are due to filtering or sorting actions, and")
                Exception("predictable-change", "Users can predict the changes, and")
                Exception("focus-and-position-kept", "The location of the focus and assistive technologies in the UI is kept")
                Note("MCAG joins the three exceptions with \"and\": they excuse a change only together. Claim one of them only when the other two hold as well.")
                HowToTest("With VoiceOver or TalkBack on, change the value of every control and form field. Content and structure must not change noticeably (sections appear, disappear or reorder) unless the change is a filter or sort the user asked for, is foreseeable, and leaves the screen-reader focus where it was.")
            }
            Requirement("Users remain in the same context (i.e., screen, modal, alerts) when they shift the focus to any control or form element", impact: .critical) {
                HowToTest("Move the focus onto every control and form field without activating it: swipe to it with VoiceOver or TalkBack, and Tab to it with an external keyboard. Focusing alone must never open a screen, modal or alert, submit a form or move the focus elsewhere.")
            }
            Requirement("No significant content or structure changes occur when users shift the focus to any control or form element", impact: .serious) {
                HowToTest("Move the focus through every control with a screen reader and with an external keyboard. Focusing must not add, remove or rearrange content; revealed help text is acceptable only if focus and reading position stay put.")
            }
            WCAG.onFocus
            WCAG.onInput
            Section508.focusMissesRevealedContent
        }
    }

    /// Criterion 3.4.3, Consistent Navigation.
    private static var consistentNavigationCriterion: Criterion {
        Criterion("MCAG:consistent-navigation", number: "3.4.3", "Consistent Navigation") {
            Description("Navigation components at the application level should be located consistently and in the same internal order on all screens.")
            Requirement("Navigation components are located at the exact visual position across all screens.", impact: .minor) {
                HowToTest("Visit every screen that shows an app-level navigation component (tab bar, navigation bar, toolbar, side menu). Take screenshots and compare: each component must sit at the same place and size on every screen of the same orientation.")
                NavigationVisualPositionCheck()
            }
            Requirement("Navigation components are located at the exact programmatic position across all screens.", impact: .moderate ... .serious) {
                Note(upstream: "The context and amount and type of content around may affect severity.")
                HowToTest("With VoiceOver or TalkBack, swipe from the first element of each screen to the last. Each navigation component must come at the same point of the reading order on every screen (for example, always right after the screen title, or always last).")
                NavigationReadingPositionCheck()
            }
            Requirement("The visual order of items within navigation components is consistent across all screens.", impact: .minor) {
                HowToTest("On every screen that shows a navigation component, read its items from the leading edge to the trailing edge. The same items must appear in the same order everywhere.")
                ConsistentNavigationOrderCheck(order: .visual)
            }
            Requirement("The programmatic order of items within application-level navigation components is consistent across all screens.", impact: .moderate ... .serious) {
                Note(upstream: "The context and amount and type of content around may affect severity.")
                Note("The automated check rates a reordering Moderate when few items move and Serious when most of them do.")
                HowToTest("With a screen reader, swipe through the items of each app-level navigation component on every screen where it appears. The items must be announced in the same order on every screen, and a tab bar must offer the same items everywhere.")
                ConsistentNavigationOrderCheck(order: .programmatic)
            }
            WCAG.consistentNavigation
        }
    }

    /// Criterion 3.4.4, Consistent Help.
    private static var consistentHelpCriterion: Criterion {
        Criterion("MCAG:consistent-help", number: "3.4.4", "Consistent Help") {
            Description("If a help mechanism (e.g., chat) or a link to a help center exists, they should appear in a consistent location and have the exact identifying name across all screens.")
            Requirement("Help mechanisms and help center links are visually located consistently across all screens.", impact: .moderate) {
                HowToTest("List the help mechanisms (help or support buttons, contact details, chat, FAQ or help-centre links). On every screen that offers one, check that it appears at the same place relative to the other content repeated on those screens.")
                ConsistentHelpVisualPositionCheck()
            }
            Requirement("Help mechanisms and help center links are programmatically located consistently across all screens.", impact: .moderate) {
                HowToTest("With VoiceOver or TalkBack, swipe through each screen that offers a help mechanism. It must come at the same point of the reading order relative to the other repeated content (for example, always after the tab bar items, or always as the last item of the menu).")
                ConsistentHelpPositionCheck()
            }
            Requirement("Help mechanisms and help center links have exact identifying names across all screens.", impact: .moderate) {
                HowToTest("Note the accessible name the screen reader announces for each help mechanism on every screen. The same mechanism must carry exactly the same name everywhere (not \"Help\" on one screen and \"Support\" on another).")
                ConsistentHelpNameCheck()
            }
            WCAG.consistentHelp
            WCAG.consistentIdentification
        }
    }
}
