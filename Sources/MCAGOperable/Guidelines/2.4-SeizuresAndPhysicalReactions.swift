public import MCAGCore

extension Operable {
    /// Guideline 2.4, Seizures and Physical Reactions.
    public static var seizuresAndPhysicalReactions: Guideline {
        Guideline("2.4", "Seizures and Physical Reactions", id: "MCAG:seizures-and-physical-reactions") {
            Description("This guideline deals with phenomena and elements in the UI that, due to the nature of their display, may trigger seizures and physical reactions for some users.")
            Criterion("MCAG:flashing-content", number: "2.4.1", "Flashing Content") {
                Description("Content on the screen does not include anything that flashes more than three times per second.")
                Requirement("Content does not include elements, texts, or graphics that flash on the screen three times or more per second.", impact: .serious) {
                    HowToTest("Look through every screen, animation and video for anything that flashes or blinks. Record the screen at 60 frames per second (iOS screen recording or adb screenrecord) and count the flashes in any one-second stretch: three or more fails. As in the DHS process, flashing that cannot be measured is treated as a failure until measured.")
                }
                Requirement("Flashing content does not include deep or saturated red hue", impact: .critical) {
                    HowToTest("For every flashing element found, sample its colours from a recorded frame with a colour picker. Fail any flash that alternates to or from a saturated red (a red channel near full with green and blue low).")
                }
                WCAG.threeFlashesOrBelowThreshold
                Reference(.appleHumanInterfaceGuidelines, "Motion, Be cautious when displaying moving or blinking elements", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion")
                Section508.flashingContent
            }
        }
    }
}
