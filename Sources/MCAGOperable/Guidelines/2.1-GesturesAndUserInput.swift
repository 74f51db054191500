public import MCAGCore

extension Operable {
    /// Guideline 2.1, Gestures and User-input.
    public static var gesturesAndUserInput: Guideline {
        Guideline("2.1", "Gestures and User-input", id: "MCAG:gestures-and-user-inpu") {
            Description("This guideline deals with providing alternatives to complex gestures and predictable actions, ensuring that users can perform actions irrespective of any sensory, motoric or cognitive limitations they might have.")
            touchTargetSizeCriterion
            simplifiedGesturesCriterion
            dragAndDropAlternativesCriterion
            singleTouchEventCriterion
            keyboardShortcutsCriterion
            motionActuationCriterion
            visibleLabelIncludedInAccessibleNamesCriterion
        }
    }

    /// Criterion 2.1.1, Touch Target Size.
    private static var touchTargetSizeCriterion: Criterion {
        Criterion("MCAG:touch-target-size", number: "2.1.1", "Touch Target Size") {
            Description("Controls and other interactive elements have a minimum approximate size of 7 to 9 millimeters. For instructions on how to convert millimeters units standard on mobile app development, see Formulas for Measurement Units Conversion")
            Requirement("User-operable elements have a minimum size of 7x7 millimeters, except when:", impact: .minor ... .serious) {
                Exception("equivalent-control-nearby", "There is a nearby equivalent link or control that meets the minimum size requirements;")
                Exception("inline-in-text", "The target is in a sentence or block of text;")
                Exception("unmodified-system-control", "The element is a default user agent control and was not modified by the author;")
                Note(upstream: "If the element's size is slightly smaller than required, the impact will be minor; however, the smaller the element, the greater the impact severity. A formula must be determined to calculate the levels of severity depending on the element's size and possibly other variables like spacing and proximity to other interactive elements.")
                Note("This project's formula: the smallest side's shortfall below 7 mm sets the level (at least 5 mm Minor, 3 to 5 mm Moderate, under 3 mm Serious), lowered by one level when no other interactive element lies within 7 mm. See Documentation/Checks/Operable.md.")
                HowToTest("Measure each control's tappable area, not its drawn icon: in Xcode's Accessibility Inspector or Android's Layout Inspector read the frame and convert it to millimetres (Documentation/Units.md). With VoiceOver or TalkBack on, the focus outline shows the area that responds to touch. Note controls whose smaller side is under 7 mm, how much smaller, and whether other controls sit within 7 mm of them; then check whether an equally large alternative exists nearby or the target is a link inside running text.")
                TouchTargetSizeCheck()
            }
            WCAG.targetSizeEnhanced
            WCAG.targetSizeMinimum
            Reference(.appleHumanInterfaceGuidelines, "Buttons and controls, Give all touchscreen controls and interactive elements a hit target that measures at least 44x44 pt.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls")
            Reference(.androidAccessibilityPrinciples, "Use large, simple controls", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#large-controls")
        }
    }

    /// Criterion 2.1.2, Simplified Gestures.
    private static var simplifiedGesturesCriterion: Criterion {
        Criterion("MCAG:simplified-gestures", number: "2.1.2", "Simplified Gestures") {
            Description("User actions that require complex gestures, like path-based or multipoint gestures, have a single-pointer alternative.")
            Requirement("Path-based gestures have a single-pointer alternative", impact: .critical) {
                HowToTest("List every action that needs a swipe along a path, a drawn shape or a slide (swipe-to-delete, slide-to-unlock, drawing a pattern). For each, find a way to do the same with single taps: a visible button, a menu, or a VoiceOver rotor action or TalkBack custom action. With Switch Control or Switch Access, confirm the action completes without performing the path gesture.")
            }
            Requirement("Multipoint gestures have a keyboard alternative", impact: .critical) {
                Note("Upstream anomaly: the criterion's description asks for a single-pointer alternative while this test asks for a keyboard alternative.")
                HowToTest("List every action that needs two or more fingers (pinch to zoom, two-finger rotate or scroll). Connect a hardware keyboard and, with VoiceOver's or TalkBack's keyboard commands or Full Keyboard Access, perform each action without touching the screen (for example zoom buttons reachable by Tab and activated with Space). With AssistiveTouch, confirm the action also works with one touch point.")
            }
            WCAG.pointerGestures
            WCAG.targetSizeMinimum
            Reference(.appleHumanInterfaceGuidelines, "Interactions, Gestures", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Gestures")
            Reference(.androidAccessibilityPrinciples, "Explore your app using Switch Access", url: "https://developer.android.com/guide/topics/ui/accessibility/testing#explore-using-switch-access")
            Section508.keyboardCannotActivate
            Section508.undocumentedGestureCommands
            Section508.assistiveTouchDisrupted
        }
    }

    /// Criterion 2.1.3, Drag and Drop Alternatives.
    private static var dragAndDropAlternativesCriterion: Criterion {
        Criterion("MCAG:drag-and-drop-alternatives", number: "2.1.3", "Drag and Drop Alternatives") {
            Description("Any action that requires users to drag and drop elements on the screen to complete tasks has a single-pointer alternative.")
            Requirement("Drag and drop actions have a single-pointer alternative", impact: .critical) {
                HowToTest("Find every drag interaction (reordering lists, moving cards, sliders you must drag). Check that each has a tap-only way to reach the same result: move up/down buttons, a \"Move to…\" menu, or accessibility custom actions that VoiceOver lists under Actions and TalkBack lists in its actions menu. Complete the task once with Switch Control to prove it needs no drag.")
            }
            WCAG.draggingMovements
            Reference(.appleHumanInterfaceGuidelines, "Interactions, Gestures", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Gestures")
            Reference(.androidAccessibilityPrinciples, "Explore your app using Switch Access", url: "https://developer.android.com/guide/topics/ui/accessibility/testing#explore-using-switch-access")
            Section508.gestureCannotActivate
        }
    }

    /// Criterion 2.1.4, Single Touch Event.
    private static var singleTouchEventCriterion: Criterion {
        Criterion("MCAG:single-touch-event", number: "2.1.4", "Single Touch Event") {
            Description("For any functionality that's executed on a single tap, action is not triggered on the tap-down event.")
            Requirement("Actions are not executed on a tap-down event, except when:", impact: .serious) {
                Exception("undo-on-single-tap", "Users can undo the action on a single tap")
                Exception("reversed-on-tap-up", "The action is reversed on the tap-up event")
                Exception("essential-tap-down", "Executing the action on a tap-down is essential for the application's functionality, like, for example, keys on a piano app.")
                HowToTest("Touch each control and, without lifting, slide your finger off it before releasing. Nothing should happen: the action must fire on release inside the control. If it fires on touch-down, check whether a single tap undoes it, whether releasing reverses it, or whether touch-down is the point of the control (a piano key).")
            }
            WCAG.pointerCancellation
        }
    }

    /// Criterion 2.1.5, Keyboard Shortcuts.
    private static var keyboardShortcutsCriterion: Criterion {
        Criterion("MCAG:keyboard-shortcuts", number: "2.1.5", "Keyboard Shortcuts") {
            Description("Keyboard shortcuts defined by the author are predictable and do not conflict with the system's default shortcuts.")
            Requirement("Custom keyboard shortcuts are not implemented with solely a single key, except when:", impact: .critical) {
                Exception("can-be-turned-off", "The shortcut can be turned off or,")
                Exception("can-be-remapped", "The shortcut can be remapped or,")
                Exception("active-only-when-focused", "The shortcut is active only when a specific element is focused")
                HowToTest("Connect a hardware keyboard. On iPad hold the Command key to see the app's shortcut list; on Android press Meta+/ for the shortcut helper. Also read the app's help and settings. For every shortcut made of a single letter, digit, punctuation or Space key, check that a setting turns it off or remaps it to include a modifier, or that it works only while its control has focus. Then, with focus outside any text field, press single keys and note any action they trigger.")
                SingleKeyShortcutCheck()
            }
            Requirement("Default system keyboard shortcuts are never overridden or repurposed by a custom shortcut.", impact: .critical) {
                HowToTest("With a hardware keyboard connected and the app in front, press the platform's system shortcuts (iOS and iPadOS: Command-H, Command-Space, Command-Tab, Command-Shift-3 and 4, Globe shortcuts; Android: Meta+H, Meta+N, Alt+Tab, Meta+/, Ctrl+Space). Each must still do what the system does, not an app action. Compare the app's shortcut list against the system's.")
                SystemShortcutOverrideCheck()
            }
            WCAG.characterKeyShortcuts
            Reference(.appleHumanInterfaceGuidelines, "Keyboard shortcuts", url: "https://developer.apple.com/design/human-interface-guidelines/keyboards#Keyboard-shortcuts")
            Reference(.appleHumanInterfaceGuidelines, "Custom keyboard shortcuts", url: "https://developer.apple.com/design/human-interface-guidelines/keyboards#Custom-keyboard-shortcuts")
            Section508.undocumentedKeyboardCommands
        }
    }

    /// Criterion 2.1.6, Motion Actuation.
    private static var motionActuationCriterion: Criterion {
        Criterion("MCAG:motion-actuation", number: "2.1.6", "Motion Actuation") {
            Description("Application functionalities requiring the user's motion or device movement have a UI alternative.")
            Requirement("There is an interface alternative for any functionality based on the user or the device's motion, except when:", impact: .critical) {
                Exception("essential-motion", "The motion is essential for the application's functionality, like adjusting the location on a navigation app")
                HowToTest("Find features that react to shaking, tilting, turning the device or walking (shake to undo, tilt to scroll). With the device lying still on a table, reach each feature through an on-screen control, and with VoiceOver or TalkBack on confirm the control is announced and works. On iOS, check that turning off Shake to Undo (Settings > Accessibility > Touch) does not remove the function.")
            }
            WCAG.motionActuation
            Reference(.appleHumanInterfaceGuidelines, "Gestures, Provide alternative ways to perform gesture-based actions", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Gestures")
            Section508.gestureCannotActivate
        }
    }

    /// Criterion 2.1.7, Visible label included in accessible names.
    private static var visibleLabelIncludedInAccessibleNamesCriterion: Criterion {
        Criterion("MCAG:visible-label-included-in-accessible-names", number: "2.1.7", "Visible label included in accessible names") {
            Description("For UI components that have both a visible text label and an accessible name that's meant for assistive technologies, the visible name must be included in the accessible name.")
            Requirement("If an element has both visible label and an accessible name, the visible label’s text is included in the accessible name.", impact: .serious) {
                HowToTest("With VoiceOver or TalkBack on, move to each control that shows text and compare what is announced with what is shown. The shown words must appear in the announced name. Confirm with Voice Control (iOS) or Voice Access (Android): saying \"Tap\" followed by the visible text must activate the control.")
                LabelInNameCheck()
            }
            Requirement("The accessible name text starts with the text of the visible label.", impact: .moderate) {
                HowToTest("For each control whose announced name holds its visible text, check that the announcement begins with that text (\"Send, message to Ana\" rather than \"Message to Ana, send\"), so that speech users and screen reader users hear the same word first.")
                NameStartsWithLabelCheck()
            }
            WCAG.labelInName
            Section508.formFieldOutputMismatch
        }
    }
}
