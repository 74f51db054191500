public import MCAGCore

extension Robust {
    /// Guideline 4.1, Adjustable.
    public static var adjustable: Guideline {
        Guideline("4.1", "Adjustable", id: "MCAG:adjustable",
                  description: "This guideline deals with applications' adjustability to user settings from the operating system or the device.") {
            Criterion("MCAG:text-scaling", number: "4.1.1", "Text Scaling") {
                Description("All text sizes in the UI are updated and adjusted to the text size set by the user in the operating system's settings.")
                Requirement("In the operating system settings (typically under accessibility), increase the font size to the maximum. The application's texts should resize proportionally according to the user's settings.", impact: .minor ... .serious)
                WCAG("1.4.4", "Resize Text", level: .aa, url: "https://www.w3.org/TR/WCAG22/#resize-text")
                Reference(.appleHumanInterfaceGuidelines, "Text display", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
                Reference(.androidAccessibilityPrinciples, "Text Scaling", url: "https://support.google.com/accessibility/android/answer/12159181")
            }
            Criterion("MCAG:adaptive-display-modes", number: "4.1.2", "Adaptive Display Modes") {
                Description("The UI and content are adaptive to the operating system's color modes, such as dark and inverted color modes.")
                Requirement("For each display mode supported by the operating system, the UI and its content, including UI elements, texts, and images of text, are adaptive to display mode changes.", impact: .serious)
                WCAG("1.4.5", "Images of Text", level: .aa, url: "https://www.w3.org/TR/WCAG22/#images-of-text")
                Reference(.appleHumanInterfaceGuidelines, "Best practices, Support personalization", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
                Reference(.appleHumanInterfaceGuidelines, "Dark Mode, Best practices", url: "https://developer.apple.com/design/human-interface-guidelines/dark-mode#Best-practices")
            }
            Criterion("MCAG:reduced-motion-support", number: "4.1.3", "Reduced Motion Support") {
                Description("Animations and visual motion effects are either disabled or tightened when the platform's reduced motion mode is activated.")
                Requirement("Turn on the “Reduced Motion” mode from the operating system’s settings. Animations and other visual motion effects should stop or reduce to a minimum.", impact: .serious)
                Requirement("Turn on the “Reduced Motion” mode from the operating system’s settings.", impact: .critical) {
                    Requires("Animations that involve animating depth changes in z-axis layers are stopped.")
                    Requires("Animations that involve transition into or out of blurs are stopped.")
                }
                Reference(.appleHumanInterfaceGuidelines, "Motion, Play tightened animations when Reduce Motion is on", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion")
                Reference(.appleDeveloperDocumentation, "Responsive Design for Motion (WebKit)", url: "https://webkit.org/blog/7551/responsive-design-for-motion/")
            }
            Criterion("MCAG:locked-orientation", number: "4.1.4", "Locked Orientation") {
                Description("Content display and layout are adjustable and not restricted to a specific device orientation display.")
                Requirement("Content display and layout are adjustable and not restricted to a specific device orientation display.", impact: .minor ... .serious) {
                    Step("Ensure the orientation change is not locked in the device settings.")
                    Step("Open the application and turn the device so that the orientation changes from portrait to landscape and back.")
                    Step("The content display should adjust itself according to the device's orientation.")
                }
                WCAG("1.3.4", "Orientation", level: .aa, url: "https://www.w3.org/TR/WCAG22/#orientation")
                Reference(.appleHumanInterfaceGuidelines, "Best practices, Support personalization", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
            }
            Criterion("MCAG:orientation-resilient-display", number: "4.1.5", "Orientation-Resilient Display") {
                Description("On the device's orientation change, assuming that the content display has adapted to the new direction, no information is lost, cut, or covered.")
                Requirement("Change the device's orientation. No data on the screen is cut or covered both in landscape and portrait modes.", impact: .serious)
                WCAG("1.3.4", "Orientation", level: .aa, url: "https://www.w3.org/TR/WCAG22/#orientation")
                Reference(.appleHumanInterfaceGuidelines, "Best practices, Support personalization", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Best-practices")
            }
        }
    }
}
