public import MCAGCore

extension Robust {
    /// Guideline 4.1, Adjustable.
    public static var adjustable: Guideline {
        Guideline("4.1", "Adjustable", id: "MCAG:adjustable") {
            Description("This guideline deals with applications' adjustability to user settings from the operating system or the device.")
            textScalingCriterion
            adaptiveDisplayModesCriterion
            reducedMotionSupportCriterion
            lockedOrientationCriterion
            orientationResilientDisplayCriterion
        }
    }

    /// Criterion 4.1.1, Text Scaling.
    private static var textScalingCriterion: Criterion {
        Criterion("MCAG:text-scaling", number: "4.1.1", "Text Scaling") {
            Description("All text sizes in the UI are updated and adjusted to the text size set by the user in the operating system's settings.")
            Requirement("In the operating system settings (typically under accessibility), increase the font size to the maximum. The application's texts should resize proportionally according to the user's settings.", impact: .minor ... .serious) {
                HowToTest("Capture each screen at the default text size, then set the largest size (iOS: Settings > Accessibility > Display & Text Size > Larger Text, with Larger Accessibility Sizes on and the slider at its maximum; Android: Settings > Display > Font size at maximum, and Display size). Restart the app and revisit every screen. All text must grow; none may be cut off, end in an ellipsis it did not have, overlap other text or run off the screen. VoiceOver or TalkBack must still read the full text.")
                TextScalingCheck()
            }
            WCAG.resizeText
            Section508.largerTextNotAdopted
            Reference(.appleHumanInterfaceGuidelines, "Text display", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
            Reference(.androidAccessibilityPrinciples, "Text Scaling", url: "https://support.google.com/accessibility/android/answer/12159181")
        }
    }

    /// Criterion 4.1.2, Adaptive Display Modes.
    private static var adaptiveDisplayModesCriterion: Criterion {
        Criterion("MCAG:adaptive-display-modes", number: "4.1.2", "Adaptive Display Modes") {
            Description("The UI and content are adaptive to the operating system's color modes, such as dark and inverted color modes.")
            Requirement("For each display mode supported by the operating system, the UI and its content, including UI elements, texts, and images of text, are adaptive to display mode changes.", impact: .serious) {
                HowToTest("Switch between light and dark mode, then turn on Smart Invert and Classic Invert (iOS: Settings > Accessibility > Display & Text Size) or Color inversion and Dark theme (Android: Settings > Accessibility). Restart the app and visit every screen: text, controls and images of text must follow the mode and stay legible, photos must not be inverted by Smart Invert, and nothing may vanish against its background. The app must not crash.")
            }
            WCAG.imagesOfText
            Section508.inverseColorsNotAdopted
            Section508.invertColorsOrOptionsMissing
            Reference(.appleHumanInterfaceGuidelines, "Best practices, Support personalization", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
            Reference(.appleHumanInterfaceGuidelines, "Dark Mode, Best practices", url: "https://developer.apple.com/design/human-interface-guidelines/dark-mode#Best-practices")
        }
    }

    /// Criterion 4.1.3, Reduced Motion Support.
    private static var reducedMotionSupportCriterion: Criterion {
        Criterion("MCAG:reduced-motion-support", number: "4.1.3", "Reduced Motion Support") {
            Description("Animations and visual motion effects are either disabled or tightened when the platform's reduced motion mode is activated.")
            Requirement("Turn on the “Reduced Motion” mode from the operating system’s settings. Animations and other visual motion effects should stop or reduce to a minimum.", impact: .serious) {
                HowToTest("Turn on Reduce Motion (iOS: Settings > Accessibility > Motion) or Remove animations (Android: Settings > Accessibility > Color and motion). Restart the app and go through its transitions, loading indicators, parallax and animated illustrations: each must stop or shrink to a simple fade.")
            }
            Requirement("Turn on the “Reduced Motion” mode from the operating system’s settings.", impact: .critical) {
                Requires("Animations that involve animating depth changes in z-axis layers are stopped.")
                Requires("Animations that involve transition into or out of blurs are stopped.")
                HowToTest("With Reduce Motion or Remove animations on, trigger every zooming, depth (z-axis) and blur transition: opening cards, modal presentations, blurred backgrounds. Each must be replaced by a cross-fade or no animation at all; any remaining scaling into depth or blur transition fails.")
            }
            Reference(.appleHumanInterfaceGuidelines, "Motion, Play tightened animations when Reduce Motion is on", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion")
            Reference(.other, "Responsive Design for Motion (WebKit)", url: "https://webkit.org/blog/7551/responsive-design-for-motion/")
        }
    }

    /// Criterion 4.1.4, Locked Orientation.
    private static var lockedOrientationCriterion: Criterion {
        Criterion("MCAG:locked-orientation", number: "4.1.4", "Locked Orientation") {
            Description("Content display and layout are adjustable and not restricted to a specific device orientation display.")
            Requirement("Content display and layout are adjustable and not restricted to a specific device orientation display.", impact: .minor ... .serious) {
                Note("The upstream test text is empty and its bullets are procedure steps; this catalog uses the criterion's description as the test text.")
                Step("Ensure the orientation change is not locked in the device settings.")
                Step("Open the application and turn the device so that the orientation changes from portrait to landscape and back.")
                Step("The content display should adjust itself according to the device's orientation.")
                HowToTest("Turn off the orientation lock, open each screen and rotate the device to landscape and back to portrait (and upside down on a tablet). The layout must follow the device. With VoiceOver or TalkBack on, the change should be announced. An app that stays in one orientation fails unless that orientation is essential (a piano keyboard, a bank cheque scan).")
                LockedOrientationCheck()
            }
            WCAG.orientation
            Reference(.appleHumanInterfaceGuidelines, "Best practices, Support personalization", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
            Section508.unannouncedLayoutChange
        }
    }

    /// Criterion 4.1.5, Orientation-Resilient Display.
    private static var orientationResilientDisplayCriterion: Criterion {
        Criterion("MCAG:orientation-resilient-display", number: "4.1.5", "Orientation-Resilient Display") {
            Description("On the device's orientation change, assuming that the content display has adapted to the new direction, no information is lost, cut, or covered.")
            Requirement("Change the device's orientation. No data on the screen is cut or covered both in landscape and portrait modes.", impact: .serious) {
                HowToTest("On each screen, rotate between portrait and landscape, also with the keyboard open and at the largest text size. Compare both layouts: every piece of text, every control and every image present in one must be visible or reachable by scrolling in the other, not clipped, hidden behind a bar or overlapped. With VoiceOver or TalkBack, swipe through both layouts and check that the same content is read.")
                OrientationResilienceCheck()
            }
            WCAG.orientation
            Reference(.appleHumanInterfaceGuidelines, "Best practices, Support personalization", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
        }
    }
}
