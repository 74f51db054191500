/// The WCAG 2.2 success criteria that MCAG criteria restate, declared once and named
/// so that each criterion refers to them (`WCAG.contrastMinimum`) instead of retyping
/// number, title, level and address. Source: https://www.w3.org/TR/WCAG22/.
extension WCAG {
    /// 1.1.1 Non-text Content (level A).
    package static let nonTextContent = WCAG("1.1.1", "Non-text Content", level: .a, url: "https://www.w3.org/TR/WCAG22/#non-text-content")
    /// 1.2.1 Audio-only and Video-only (Prerecorded) (level A).
    package static let audioOnlyAndVideoOnlyPrerecorded = WCAG("1.2.1", "Audio-only and Video-only (Prerecorded)", level: .a, url: "https://www.w3.org/TR/WCAG22/#audio-only-and-video-only-prerecorded")
    /// 1.2.2 Captions (Prerecorded) (level A).
    package static let captionsPrerecorded = WCAG("1.2.2", "Captions (Prerecorded)", level: .a, url: "https://www.w3.org/TR/WCAG22/#captions-prerecorded")
    /// 1.2.3 Audio Description or Media Alternative (Prerecorded) (level A).
    package static let audioDescriptionOrMediaAlternativePrerecorded = WCAG("1.2.3", "Audio Description or Media Alternative (Prerecorded)", level: .a, url: "https://www.w3.org/TR/WCAG22/#audio-description-or-media-alternative-prerecorded")
    /// 1.2.4 Captions (Live) (level AA).
    package static let captionsLive = WCAG("1.2.4", "Captions (Live)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#captions-live")
    /// 1.2.5 Audio Description (Prerecorded) (level AA).
    package static let audioDescriptionPrerecorded = WCAG("1.2.5", "Audio Description (Prerecorded)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#audio-description-prerecorded")
    /// 1.3.1 Info and Relationships (level A).
    package static let infoAndRelationships = WCAG("1.3.1", "Info and Relationships", level: .a, url: "https://www.w3.org/TR/WCAG22/#info-and-relationships")
    /// 1.3.2 Meaningful Sequence (level A).
    package static let meaningfulSequence = WCAG("1.3.2", "Meaningful Sequence", level: .a, url: "https://www.w3.org/TR/WCAG22/#meaningful-sequence")
    /// 1.3.4 Orientation (level AA).
    package static let orientation = WCAG("1.3.4", "Orientation", level: .aa, url: "https://www.w3.org/TR/WCAG22/#orientation")
    /// 1.4.1 Use of Color (level A).
    package static let useOfColor = WCAG("1.4.1", "Use of Color", level: .a, url: "https://www.w3.org/TR/WCAG22/#use-of-color")
    /// 1.4.3 Contrast (Minimum) (level AA).
    package static let contrastMinimum = WCAG("1.4.3", "Contrast (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#contrast-minimum")
    /// 1.4.4 Resize Text (level AA).
    package static let resizeText = WCAG("1.4.4", "Resize Text", level: .aa, url: "https://www.w3.org/TR/WCAG22/#resize-text")
    /// 1.4.5 Images of Text (level AA).
    package static let imagesOfText = WCAG("1.4.5", "Images of Text", level: .aa, url: "https://www.w3.org/TR/WCAG22/#images-of-text")
    /// 1.4.10 Reflow (level AA).
    package static let reflow = WCAG("1.4.10", "Reflow", level: .aa, url: "https://www.w3.org/TR/WCAG22/#reflow")
    /// 1.4.11 Non-text Contrast (level AA).
    package static let nonTextContrast = WCAG("1.4.11", "Non-text Contrast", level: .aa, url: "https://www.w3.org/TR/WCAG22/#non-text-contrast")
    /// 1.4.12 Text Spacing (level AA).
    package static let textSpacing = WCAG("1.4.12", "Text Spacing", level: .aa, url: "https://www.w3.org/TR/WCAG22/#text-spacing")
    /// 2.1.1 Keyboard (level A).
    package static let keyboard = WCAG("2.1.1", "Keyboard", level: .a, url: "https://www.w3.org/TR/WCAG22/#keyboard")
    /// 2.1.2 No Keyboard Trap (level A).
    package static let noKeyboardTrap = WCAG("2.1.2", "No Keyboard Trap", level: .a, url: "https://www.w3.org/TR/WCAG22/#no-keyboard-trap")
    /// 2.1.4 Character Key Shortcuts (level A).
    package static let characterKeyShortcuts = WCAG("2.1.4", "Character Key Shortcuts", level: .a, url: "https://www.w3.org/TR/WCAG22/#character-key-shortcuts")
    /// 2.2.1 Timing Adjustable (level A).
    package static let timingAdjustable = WCAG("2.2.1", "Timing Adjustable", level: .a, url: "https://www.w3.org/TR/WCAG22/#timing-adjustable")
    /// 2.2.2 Pause, Stop, Hide (level A).
    package static let pauseStopHide = WCAG("2.2.2", "Pause, Stop, Hide", level: .a, url: "https://www.w3.org/TR/WCAG22/#pause-stop-hide")
    /// 2.3.1 Three Flashes or Below Threshold (level A).
    package static let threeFlashesOrBelowThreshold = WCAG("2.3.1", "Three Flashes or Below Threshold", level: .a, url: "https://www.w3.org/TR/WCAG22/#three-flashes-or-below-threshold")
    /// 2.4.1 Bypass Blocks (level A).
    package static let bypassBlocks = WCAG("2.4.1", "Bypass Blocks", level: .a, url: "https://www.w3.org/TR/WCAG22/#bypass-blocks")
    /// 2.4.2 Page Titled (level A).
    package static let pageTitled = WCAG("2.4.2", "Page Titled", level: .a, url: "https://www.w3.org/TR/WCAG22/#page-titled")
    /// 2.4.3 Focus Order (level A).
    package static let focusOrder = WCAG("2.4.3", "Focus Order", level: .a, url: "https://www.w3.org/TR/WCAG22/#focus-order")
    /// 2.4.4 Link Purpose (In Context) (level A).
    package static let linkPurposeInContext = WCAG("2.4.4", "Link Purpose (In Context)", level: .a, url: "https://www.w3.org/TR/WCAG22/#link-purpose-in-context")
    /// 2.4.6 Headings and Labels (level AA).
    package static let headingsAndLabels = WCAG("2.4.6", "Headings and Labels", level: .aa, url: "https://www.w3.org/TR/WCAG22/#headings-and-labels")
    /// 2.4.7 Focus Visible (level AA).
    package static let focusVisible = WCAG("2.4.7", "Focus Visible", level: .aa, url: "https://www.w3.org/TR/WCAG22/#focus-visible")
    /// 2.4.9 Link Purpose (Link Only) (level AAA).
    package static let linkPurposeLinkOnly = WCAG("2.4.9", "Link Purpose (Link Only)", level: .aaa, url: "https://www.w3.org/TR/WCAG22/#link-purpose-link-only")
    /// 2.4.10 Section Headings (level AAA).
    package static let sectionHeadings = WCAG("2.4.10", "Section Headings", level: .aaa, url: "https://www.w3.org/TR/WCAG22/#section-headings")
    /// 2.4.11 Focus Not Obscured (Minimum) (level AA).
    package static let focusNotObscuredMinimum = WCAG("2.4.11", "Focus Not Obscured (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#focus-not-obscured-minimum")
    /// 2.5.1 Pointer Gestures (level A).
    package static let pointerGestures = WCAG("2.5.1", "Pointer Gestures", level: .a, url: "https://www.w3.org/TR/WCAG22/#pointer-gestures")
    /// 2.5.2 Pointer Cancellation (level A).
    package static let pointerCancellation = WCAG("2.5.2", "Pointer Cancellation", level: .a, url: "https://www.w3.org/TR/WCAG22/#pointer-cancellation")
    /// 2.5.3 Label in Name (level A).
    package static let labelInName = WCAG("2.5.3", "Label in Name", level: .a, url: "https://www.w3.org/TR/WCAG22/#label-in-name")
    /// 2.5.4 Motion Actuation (level A).
    package static let motionActuation = WCAG("2.5.4", "Motion Actuation", level: .a, url: "https://www.w3.org/TR/WCAG22/#motion-actuation")
    /// 2.5.5 Target Size (Enhanced) (level AAA).
    package static let targetSizeEnhanced = WCAG("2.5.5", "Target Size (Enhanced)", level: .aaa, url: "https://www.w3.org/TR/WCAG22/#target-size-enhanced")
    /// 2.5.7 Dragging Movements (level AA).
    package static let draggingMovements = WCAG("2.5.7", "Dragging Movements", level: .aa, url: "https://www.w3.org/TR/WCAG22/#dragging-movements")
    /// 2.5.8 Target Size (Minimum) (level AA).
    package static let targetSizeMinimum = WCAG("2.5.8", "Target Size (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#target-size-minimum")
    /// 3.1.1 Language of Page (level A).
    package static let languageOfPage = WCAG("3.1.1", "Language of Page", level: .a, url: "https://www.w3.org/TR/WCAG22/#language-of-page")
    /// 3.1.2 Language of Parts (level AA).
    package static let languageOfParts = WCAG("3.1.2", "Language of Parts", level: .aa, url: "https://www.w3.org/TR/WCAG22/#language-of-parts")
    /// 3.2.1 On Focus (level A).
    package static let onFocus = WCAG("3.2.1", "On Focus", level: .a, url: "https://www.w3.org/TR/WCAG22/#on-focus")
    /// 3.2.2 On Input (level A).
    package static let onInput = WCAG("3.2.2", "On Input", level: .a, url: "https://www.w3.org/TR/WCAG22/#on-input")
    /// 3.2.3 Consistent Navigation (level AA).
    package static let consistentNavigation = WCAG("3.2.3", "Consistent Navigation", level: .aa, url: "https://www.w3.org/TR/WCAG22/#consistent-navigation")
    /// 3.2.4 Consistent Identification (level AA).
    package static let consistentIdentification = WCAG("3.2.4", "Consistent Identification", level: .aa, url: "https://www.w3.org/TR/WCAG22/#consistent-identification")
    /// 3.2.6 Consistent Help (level A).
    package static let consistentHelp = WCAG("3.2.6", "Consistent Help", level: .a, url: "https://www.w3.org/TR/WCAG22/#consistent-help")
    /// 3.3.1 Error Identification (level A).
    package static let errorIdentification = WCAG("3.3.1", "Error Identification", level: .a, url: "https://www.w3.org/TR/WCAG22/#error-identification")
    /// 3.3.2 Labels or Instructions (level A).
    package static let labelsOrInstructions = WCAG("3.3.2", "Labels or Instructions", level: .a, url: "https://www.w3.org/TR/WCAG22/#labels-or-instructions")
    /// 3.3.3 Error Suggestion (level AA).
    package static let errorSuggestion = WCAG("3.3.3", "Error Suggestion", level: .aa, url: "https://www.w3.org/TR/WCAG22/#error-suggestion")
    /// 3.3.4 Error Prevention (Legal, Financial, Data) (level AA).
    package static let errorPreventionLegalFinancialData = WCAG("3.3.4", "Error Prevention (Legal, Financial, Data)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#error-prevention-legal-financial-data")
    /// 3.3.7 Redundant Entry (level A).
    package static let redundantEntry = WCAG("3.3.7", "Redundant Entry", level: .a, url: "https://www.w3.org/TR/WCAG22/#redundant-entry")
    /// 3.3.8 Accessible Authentication (Minimum) (level AA).
    package static let accessibleAuthenticationMinimum = WCAG("3.3.8", "Accessible Authentication (Minimum)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#accessible-authentication-minimum")
    /// 4.1.2 Name, Role, Value (level A).
    package static let nameRoleValue = WCAG("4.1.2", "Name, Role, Value", level: .a, url: "https://www.w3.org/TR/WCAG22/#name-role-value")
    /// 4.1.3 Status Messages (level AA).
    package static let statusMessages = WCAG("4.1.3", "Status Messages", level: .aa, url: "https://www.w3.org/TR/WCAG22/#status-messages")
}
