public import MCAGCore

extension Operable {
    /// Guideline 2.1, Gestures and User-input.
    public static var gesturesAndUserInput: Guideline {
        Guideline("2.1", "Gestures and User-input", id: "MCAG:gestures-and-user-inpu",
                  description: "This guideline deals with providing alternatives to complex gestures and predictable actions, ensuring that users can perform actions irrespective of any sensory, motoric or cognitive limitations they might have.") {
            Criterion("MCAG:touch-target-size", number: "2.1.1", "Touch Target Size") {
                Description("Controls and other interactive elements have a minimum approximate size of 7 to 9 millimeters. For instructions on how to convert millimeters units standard on mobile app development, see Formulas for Measurement Units Conversion")
                Requirement("User-operable elements have a minimum size of 7x7 millimeters, except when:", impact: .minor ... .serious) {
                    Exception("there-nearby-equivalent-link", "There is a nearby equivalent link or control that meets the minimum size requirements;")
                    Exception("target-sentence-block-text", "The target is in a sentence or block of text;")
                    Exception("element-default-user-agent", "The element is a default user agent control and was not modified by the author;")
                    Note("If the element's size is slightly smaller than required, the impact will be minor; however, the smaller the element, the greater the impact severity. A formula must be determined to calculate the levels of severity depending on the element's size and possibly other variables like spacing and proximity to other interactive elements.")
                }
                WCAG("2.5.5", "Target Size (Enhanced)", level: .aaa, url: "https://www.w3.org/TR/WCAG22/#target-size-enhanced")
                WCAG("2.5.8", "Target Size (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#target-size-minimum")
                Reference(.appleHumanInterfaceGuidelines, "Buttons and controls, Give all touchscreen controls and interactive elements a hit target that measures at least 44x44 pt.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls")
                Reference(.androidAccessibilityPrinciples, "Use large, simple controls", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#large-controls")
            }
            Criterion("MCAG:simplified-gestures", number: "2.1.2", "Simplified Gestures") {
                Description("User actions that require complex gestures, like path-based or multipoint gestures, have a single-pointer alternative.")
                Requirement("Path-based gestures have a single-pointer alternative", impact: .critical)
                Requirement("Multipoint gestures have a keyboard alternative", impact: .critical)
                WCAG("2.5.1", "Pointer Gestures", level: .a, url: "https://www.w3.org/TR/WCAG22/#pointer-gestures")
                WCAG("2.5.8", "Target Size (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#target-size-minimum")
                Reference(.appleHumanInterfaceGuidelines, "Interactions, Gestures", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Gestures")
                Reference(.androidAccessibilityPrinciples, "Explore your app using Switch Access", url: "https://developer.android.com/guide/topics/ui/accessibility/testing#explore-using-switch-access")
            }
            Criterion("MCAG:drag-and-drop-alternatives", number: "2.1.3", "Drag and Drop Alternatives") {
                Description("Any action that requires users to drag and drop elements on the screen to complete tasks has a single-pointer alternative.")
                Requirement("Drag and drop actions have a single-pointer alternative", impact: .critical)
                WCAG("2.5.7", "Dragging Movements", level: .aa, url: "https://www.w3.org/TR/WCAG22/#dragging-movements")
                Reference(.appleHumanInterfaceGuidelines, "Interactions, Gestures", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Gestures")
                Reference(.androidAccessibilityPrinciples, "Explore your app using Switch Access", url: "https://developer.android.com/guide/topics/ui/accessibility/testing#explore-using-switch-access")
            }
            Criterion("MCAG:single-touch-event", number: "2.1.4", "Single Touch Event") {
                Description("For any functionality that's executed on a single tap, action is not triggered on the tap-down event.")
                Requirement("Actions are not executed on a tap-down event, except when:", impact: .serious) {
                    Exception("users-can-undo-action", "Users can undo the action on a single tap")
                    Exception("action-reversed-tap-up", "The action is reversed on the tap-up event")
                    Exception("executing-action-tap-down", "Executing the action on a tap-down is essential for the application's functionality, like, for example, keys on a piano app.")
                }
                WCAG("2.5.2", "Pointer Cancellation", level: .a, url: "https://www.w3.org/TR/WCAG22/#pointer-cancellation")
            }
            Criterion("MCAG:keyboard-shortcuts", number: "2.1.5", "Keyboard Shortcuts") {
                Description("Keyboard shortcuts defined by the author are predictable and do not conflict with the system's default shortcuts.")
                Requirement("Custom keyboard shortcuts are not implemented with solely a single key, except when:", impact: .critical) {
                    Exception("shortcut-can-turned-off", "The shortcut can be turned off or,")
                    Exception("shortcut-can-remapped", "The shortcut can be remapped or,")
                    Exception("shortcut-active-only-specific", "The shortcut is active only when a specific element is focused")
                }
                Requirement("Default system keyboard shortcuts are never overridden or repurposed by a custom shortcut.", impact: .critical)
                WCAG("2.1.4", "Character Key Shortcuts", level: .a, url: "https://www.w3.org/TR/WCAG22/#character-key-shortcuts")
                Reference(.appleHumanInterfaceGuidelines, "Keyboard shortcuts", url: "https://developer.apple.com/design/human-interface-guidelines/keyboards#Keyboard-shortcuts")
                Reference(.appleHumanInterfaceGuidelines, "Custom keyboard shortcuts", url: "https://developer.apple.com/design/human-interface-guidelines/keyboards#Custom-keyboard-shortcuts")
            }
            Criterion("MCAG:motion-actuation", number: "2.1.6", "Motion Actuation") {
                Description("Application functionalities requiring the user's motion or device movement have a UI alternative.")
                Requirement("There is an interface alternative for any functionality based on the user or the device's motion, except when:", impact: .critical) {
                    Exception("motion-essential-application-s", "The motion is essential for the application's functionality, like adjusting the location on a navigation app")
                }
                WCAG("2.5.4", "Motion Actuation", level: .a, url: "https://www.w3.org/TR/WCAG22/#motion-actuation")
                Reference(.appleHumanInterfaceGuidelines, "Gestures, Provide alternative ways to perform gesture-based actions", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Gestures")
            }
            Criterion("MCAG:visible-label-included-in-accessible-names", number: "2.1.7", "Visible label included in accessible names") {
                Description("For UI components that have both a visible text label and an accessible name that's meant for assistive technologies, the visible name must be included in the accessible name.")
                Requirement("If an element has both visible label and an accessible name, the visible label’s text is included in the accessible name.", impact: .serious)
                Requirement("The accessible name text starts with the text of the visible label.", impact: .moderate)
                WCAG("2.5.3", "Label in Name", level: .a, url: "https://www.w3.org/TR/WCAG22/#label-in-name")
            }
        }
    }
}
