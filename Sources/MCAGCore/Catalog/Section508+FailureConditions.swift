/// The failure conditions of the DHS Section 508 iOS test process that MCAG criteria
/// map to, declared once and named after what fails, so that each criterion refers to
/// them (`Section508.keyboardTrap`) instead of retyping them. Source: DHS Trusted Tester
/// iOS test process, as cited by the upstream MCAG data.
extension Section508 {
    /// 1.A: An interactive element or function cannot be accessed or activated by keyboard.
    package static let keyboardCannotActivate = Section508(
        "1.A", "An interactive element or function cannot be accessed or activated by keyboard.",
        provisions: ["31(a)", "31(f)"], alwaysApplies: true)
    /// 1.B: A keyboard “trap” is found.
    package static let keyboardTrap = Section508(
        "1.B", "A keyboard “trap” is found.",
        provisions: ["31(a)", "31(f)"], alwaysApplies: true)
    /// 1.C: Non-standard or alternative keyboard commands are required for access but are not documented.
    package static let undocumentedKeyboardCommands = Section508(
        "1.C", "Non-standard or alternative keyboard commands are required for access but are not documented.",
        provisions: ["31(a)", "31(f)"])
    /// 1.E: At any time, there is no visual indication of the current focus (loss of focus).
    package static let focusIndicationLost = Section508(
        "1.E", "At any time, there is no visual indication of the current focus (loss of focus).",
        provisions: ["31(a)", "31(f)"], alwaysApplies: true)
    /// 1.F: The visual focus appears on the wrong element.
    package static let focusOnWrongElement = Section508(
        "1.F", "The visual focus appears on the wrong element.",
        provisions: ["31(a)", "31(f)"], alwaysApplies: true)
    /// 1.H: The visual focus does not move to revealed content and no description of the content change is provided.
    package static let focusMissesRevealedContent = Section508(
        "1.H", "The visual focus does not move to revealed content and no description of the content change is provided.",
        provisions: ["31(a)", "31(f)"])
    /// 1.I: The keyboard reading order is not logical.
    package static let illogicalKeyboardOrder = Section508(
        "1.I", "The keyboard reading order is not logical.",
        provisions: ["31(a)", "31(f)"], alwaysApplies: true)
    /// 2.2.A: Layout changes such as changes from portrait to landscape or a forced application direction are not indicated or announced by screen reader with sufficient information for user to orient device.
    package static let unannouncedLayoutChange = Section508(
        "2.2.A", "Layout changes such as changes from portrait to landscape or a forced application direction are not indicated or announced by screen reader with sufficient information for user to orient device.",
        provisions: ["31(a)"])
    /// 2.A: A meaningful image does not have an equivalent description (purpose and function).
    package static let meaningfulImageUndescribed = Section508(
        "2.A", "A meaningful image does not have an equivalent description (purpose and function).",
        provisions: ["31(a)"])
    /// 2.B: A decorative element is announced by the screen reader.
    package static let decorativeElementAnnounced = Section508(
        "2.B", "A decorative element is announced by the screen reader.",
        provisions: ["31(a)"])
    /// 2.C: An image has inconsistent meaning.
    package static let inconsistentImageMeaning = Section508(
        "2.C", "An image has inconsistent meaning.",
        provisions: ["31(a)", "31(b)"])
    /// 2.D: An image that contains text does not have the same text announced by the screen reader.
    package static let imageTextNotAnnounced = Section508(
        "2.D", "An image that contains text does not have the same text announced by the screen reader.",
        provisions: ["31(a)"])
    /// 2.E: Any element that has multiple statuses that is meaningful for interaction does not indicate its current status.
    package static let statusNotIndicated = Section508(
        "2.E", "Any element that has multiple statuses that is meaningful for interaction does not indicate its current status.",
        provisions: ["31(a)", "31(b)"])
    /// 2.F: The screen reader output for form fields (text field, checkbox, radio button, etc.) does not match its visual label or does not include complete instructions and cues.
    package static let formFieldOutputMismatch = Section508(
        "2.F", "The screen reader output for form fields (text field, checkbox, radio button, etc.) does not match its visual label or does not include complete instructions and cues.",
        provisions: ["31(a)"])
    /// 2.G: A user control, link, or other interactive element does not have a descriptive and unique name and does not identify purpose (to include alerting the user of the interactive function of the control).
    package static let controlWithoutDescriptiveName = Section508(
        "2.G", "A user control, link, or other interactive element does not have a descriptive and unique name and does not identify purpose (to include alerting the user of the interactive function of the control).",
        provisions: ["31(a)"])
    /// 2.H: Visually apparent headings are not programmatically identified.
    package static let headingsNotIdentified = Section508(
        "2.H", "Visually apparent headings are not programmatically identified.",
        provisions: ["31(a)"])
    /// 2.J: Every element does not provide sufficient information for user operation (otherwise not listed).
    package static let insufficientOperationInformation = Section508(
        "2.J", "Every element does not provide sufficient information for user operation (otherwise not listed).",
        provisions: ["31(a)"])
    /// 2.K: An element or function cannot be accessed or activated by gesture.
    package static let gestureCannotActivate = Section508(
        "2.K", "An element or function cannot be accessed or activated by gesture.",
        provisions: ["31(a)"], alwaysApplies: true)
    /// 2.L: A gesture “trap” is found.
    package static let gestureTrap = Section508(
        "2.L", "A gesture “trap” is found.",
        provisions: ["31(a)"], alwaysApplies: true)
    /// 2.M: Non-standard or alternative gesture commands are required for access but are not documented.
    package static let undocumentedGestureCommands = Section508(
        "2.M", "Non-standard or alternative gesture commands are required for access but are not documented.",
        provisions: ["31(a)"])
    /// 3.1.B: Animation that starts automatically, lasts more than 5 seconds and is presented in parallel with other content does not have a playback control or allow control of frequency for update.
    package static let uncontrollableAnimation = Section508(
        "3.1.B", "Animation that starts automatically, lasts more than 5 seconds and is presented in parallel with other content does not have a playback control or allow control of frequency for update.",
        provisions: ["31(a)"])
    /// 3.1.C: Video-only or animated content does not have an equivalent text or audio description.
    package static let videoOnlyUndescribed = Section508(
        "3.1.C", "Video-only or animated content does not have an equivalent text or audio description.",
        provisions: ["31(a)"])
    /// 3.2.B: An audio file does not have an equivalent text description/transcript.
    package static let audioWithoutTranscript = Section508(
        "3.2.B", "An audio file does not have an equivalent text description/transcript.",
        provisions: ["31(c)"])
    /// 3.3.B: Synchronized captions are not provided for multimedia.
    package static let captionsMissing = Section508(
        "3.3.B", "Synchronized captions are not provided for multimedia.",
        provisions: ["31(c)"])
    /// 3.3.C: The provided captions for multimedia are not equivalent.
    package static let captionsNotEquivalent = Section508(
        "3.3.C", "The provided captions for multimedia are not equivalent.",
        provisions: ["31(c)"])
    /// 3.3.D: Synchronized audio descriptions are not provided for multimedia.
    package static let audioDescriptionsMissing = Section508(
        "3.3.D", "Synchronized audio descriptions are not provided for multimedia.",
        provisions: ["31(a)"])
    /// 3.3.E: The provided audio descriptions are not equivalent.
    package static let audioDescriptionsNotEquivalent = Section508(
        "3.3.E", "The provided audio descriptions are not equivalent.",
        provisions: ["31(a)"])
    /// 4.1.A: Information is provided only by color.
    package static let colorOnlyInformation = Section508(
        "4.1.A", "Information is provided only by color.",
        provisions: ["31(a)"])
    /// 4.2.A: The contrast ratio is less than 4.5:1 for content background and foreground colors.
    package static let insufficientContrast = Section508(
        "4.2.A", "The contrast ratio is less than 4.5:1 for content background and foreground colors.",
        provisions: ["31(b)"])
    /// 5.A: If the page contains flashing, flickering, or scrolling.
    package static let flashingContent = Section508(
        "5.A", "If the page contains flashing, flickering, or scrolling.",
        provisions: ["21(k)"])
    /// 6.A: The application timed out without notification.
    package static let timeoutWithoutNotification = Section508(
        "6.A", "The application timed out without notification.",
        provisions: ["31(a)", "31(b)", "31(c)", "31(d)", "31(f)"])
    /// 6.B: The application’s time out notification is displayed for less than 20 seconds.
    package static let timeoutNoticeTooShort = Section508(
        "6.B", "The application’s time out notification is displayed for less than 20 seconds.",
        provisions: ["31(f)"])
    /// 6.C: The application timed out without an option to request more time.
    package static let timeoutWithoutExtension = Section508(
        "6.C", "The application timed out without an option to request more time.",
        provisions: ["31(a)", "31(b)", "31(c)", "31(d)", "31(f)"])
    /// 7.A: The app did not completely adopt larger text.
    package static let largerTextNotAdopted = Section508(
        "7.A", "The app did not completely adopt larger text.",
        provisions: ["31(b)"])
    /// 7.B: The application did not adopt the inverse color settings.
    package static let inverseColorsNotAdopted = Section508(
        "7.B", "The application did not adopt the inverse color settings.",
        provisions: ["31(b)"], alwaysApplies: true)
    /// 7.C: The application did not adopt the OS invert colors, or the application does not offer at least 4 color options.
    package static let invertColorsOrOptionsMissing = Section508(
        "7.C", "The application did not adopt the OS invert colors, or the application does not offer at least 4 color options.",
        provisions: ["31(b)"], alwaysApplies: true)
    /// 7.D: Text of application did not enlarge or became illegible when enlarged with zoom.
    package static let zoomedTextNotEnlarged = Section508(
        "7.D", "Text of application did not enlarge or became illegible when enlarged with zoom.",
        provisions: ["31(b)"], alwaysApplies: true)
    /// 7.E: AssistiveTouch functionality was disrupted in the application
    package static let assistiveTouchDisrupted = Section508(
        "7.E", "AssistiveTouch functionality was disrupted in the application",
        provisions: ["31(f)"], alwaysApplies: true)
    /// 7.H: The application disrupted any of the OS Accessibility options (VoiceOver, Zoom, Larger Text, Invert Color, AssistiveTouch, Speak Screen, Caption settings).
    package static let accessibilityOptionsDisrupted = Section508(
        "7.H", "The application disrupted any of the OS Accessibility options (VoiceOver, Zoom, Larger Text, Invert Color, AssistiveTouch, Speak Screen, Caption settings).",
        provisions: ["31(a)", "31(b)", "31(c)", "31(d)", "31(f)"], alwaysApplies: true)
}
