public import MCAGCore

extension Operable {
    /// Guideline 2.2, External Devices Support.
    public static var externalDevicesSupport: Guideline {
        Guideline("2.2", "External Devices Support", id: "MCAG:external-devices-support") {
            Description("This guideline addresses the ability of users to consume and operate applications' content using external assistive technologies connected to their devices.\n\nSmartphones are designed with various accessibility features to accommodate users with diverse needs, and they often support connectivity with external assistive technology devices. Some external assistive technology devices that can be connected to smartphones include:\n\n1. Braille Displays: These devices convert on-screen text into Braille characters. Smartphones can connect to Braille displays via Bluetooth or USB, allowing visually impaired users to read and interact with content.\n2. Switch Control Devices: Switches, which can be buttons, joysticks, or other input devices, are used by individuals with limited mobility. Smartphones often support switch control features that allow these devices to be connected via Bluetooth or USB, enabling users to control their phones.\n3. Eye-tracking Systems: Some smartphones support eye-tracking technology, allowing users to control their devices using eye movements. External eye-tracking devices can be connected to smartphones to enable this functionality.\n4. Augmentative and Alternative Communication (AAC) Devices: These devices assist individuals with speech or communication difficulties. AAC devices can connect to smartphones to facilitate communication through specialized apps or interfaces.\n5. Hearing Aid Compatibility: Smartphones often have features that support direct connectivity with hearing aids via Bluetooth. This enables users with hearing impairments to stream audio directly to their hearing aids from their phones.\n6. Adaptive Keyboards and Input Devices: External adaptive keyboards or input devices designed for specific needs, such as larger keys or specialized input methods, can connect to smartphones via Bluetooth or USB.\n\nThis guideline could have been appropriate under the 'Robust' principle. Still, since the lack of support for external devices would make it difficult or impossible for some users to operate the application, or parts of it seemed more prominent, it was finally associated with the operable principle.")
            Criterion("MCAG:external-aids-devices", number: "2.2.1", "External aids and devices") {
                Description("The application's content and functionality are operable through the interface of any external assistive technology supported by the user's device.")
                Requirement("If a smartphone device supports the connection of an external assistive technology device, users can reach and operate controls and other interactive elements of the UI through the assistive technology.", impact: .critical) {
                    HowToTest("Pair a Bluetooth keyboard and turn on VoiceOver (iOS) or TalkBack (Android). Using only the keyboard (VO+Right and VO+Left arrows, Tab, VO+Space on iOS; Alt+arrows and Enter with TalkBack), move through every screen and activate every control, open revealed content and fill every form field. Repeat with Switch Control or Switch Access driven by a switch or keyboard key, and, where available, with a braille display. Note any control that cannot be reached or activated, and any moment the focus indicator disappears or sits on the wrong element.")
                }
                WCAG.keyboard
                WCAG.focusVisible
                WCAG.focusNotObscuredMinimum
                Reference(.appleHumanInterfaceGuidelines, "Keyboards", url: "https://developer.apple.com/design/human-interface-guidelines/keyboards")
                Section508.keyboardCannotActivate
                Section508.focusIndicationLost
                Section508.focusOnWrongElement
                Section508.assistiveTouchDisrupted
                Section508.accessibilityOptionsDisrupted
            }
        }
    }
}
