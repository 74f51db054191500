public import MCAGCore

extension Perceivable {
    /// Guideline 1.2, Media Alternatives.
    public static var mediaAlternatives: Guideline {
        Guideline("1.2", "Media Alternatives", id: "MCAG:media-alternatives",
                  description: "This guideline and its success criteria deal with media files embedded in the application, from static media, such as images, icons, and infographics, to time-based media, such as video or audio, and synchronized media. Since the content of media files is usually consumed in a sensory manner, often visual or auditory, they require alternatives so users with auditory or visual impairments can perceive the content and its context.") {
            Criterion("MCAG:static-media-alternatives", number: "1.2.1", "Static-Media Alternatives") {
                Description("All static media have a text alternative with the equivalent meaning and purpose, and that can be parsed and presented by assistive technologies, except when the media element is used only for visual formatting or decoration, or it is not visually presented. In these cases, it should be implemented so that assistive technology can ignore it.")
                Requirement("Static media that present essential content have a text alternative.", impact: .critical) {
                    Exception("content-nearby-equivalent-alternative", "The content has is a nearby equivalent alternative that's accessible to assistive technologies.")
                }
                Requirement("Static media that is purely decorative, used only for visual formatting, or is invisible in the UI is ignored by assistive technologies.", impact: .serious)
                WCAG("1.1.1", "Non-text Content", level: .a, url: "https://www.w3.org/TR/WCAG22/#non-text-content")
                Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Provide alternative descriptions for all images that convey meaning", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Make infographics fully accessible", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.appleHumanInterfaceGuidelines, "Content descriptions, When an image is purely decorative and isn’t intended to communicate anything important, hide it from assistive technologies.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.androidAccessibilityPrinciples, "Describe each UI element", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element")
            }
            Criterion("MCAG:media-players-titled", number: "1.2.2", "Media Players Titled") {
                Description("If an element is a player of time-based media, it has a title that can be programmatically read and provides a descriptive identification of the media content.")
                Requirement("Audio and video players have a title that is programmatically read by assistive technologies.", impact: .serious)
                WCAG("1.1.1", "Non-text Content", level: .a, url: "https://www.w3.org/TR/WCAG22/#non-text-content")
                Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Make infographics fully accessible", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.androidAccessibilityPrinciples, "Describe each UI element", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element")
            }
            Criterion("MCAG:audio-only-alternatives", number: "1.2.3", "Audio-only Alternatives") {
                Description("Audio-only tracks have alternatives that present an equivalent to the audio content in a manner that users with auditory impairments can perceive.")
                Requirement("Audio-only tracks have alternatives that present an equivalent to the audio content in a manner that users with auditory impairments can perceive.", impact: .critical) {
                    Exception("content-nearby-equivalent-alternative", "The content has is a nearby equivalent alternative that's accessible to assistive technologies.")
                }
                WCAG("1.2.1", "Audio-only and Video-only (Prerecorded)", level: .a, url: "https://www.w3.org/TR/WCAG22/#audio-only-and-video-only-prerecorded")
                Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Help everyone enjoy your video and audio content.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.androidAccessibilityPrinciples, "Make media content more accessible", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#media-content")
            }
            Criterion("MCAG:video-only-alternatives", number: "1.2.4", "Video-only Alternatives") {
                Description("Video-only tracks have alternatives that present an equivalent to the audio content in a manner that users with auditory impairments can perceive.")
                Requirement("Every pre-recorded video-only track must provide captions or audio descriptions with equivalent content to the recorded video.", impact: .critical)
                WCAG("1.2.1", "Audio-only and Video-only (Prerecorded)", level: .a, url: "https://www.w3.org/TR/WCAG22/#audio-only-and-video-only-prerecorded")
                Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Help everyone enjoy your video and audio content.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.androidAccessibilityPrinciples, "Make media content more accessible", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#media-content")
            }
            Criterion("MCAG:synchronized-media-alternatives", number: "1.2.5", "Synchronized Media Alternatives") {
                Description("Live and prerecorded synchronized media tracks have alternatives equivalent to the media's audio and video content, so users with auditory or visual impairments can perceive the entire content.")
                Requirement("Every synchronized media track, prerecorded or live must provide captions.", impact: .critical)
                Requirement("Every prerecorded synchronized media track, or live must provide audio descriptions.", impact: .serious)
                WCAG("1.2.2", "Captions (Prerecorded)", level: .a, url: "https://www.w3.org/TR/WCAG22/#captions-prerecorded")
                WCAG("1.2.3", "Audio Description or Media Alternative (Prerecorded)", level: .a, url: "https://www.w3.org/TR/WCAG22/#audio-description-or-media-alternative-prerecorded")
                WCAG("1.2.4", "Captions (Live)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#captions-live")
                WCAG("1.2.5", "Audio Description (Prerecorded)", level: .aa, url: "https://www.w3.org/TR/WCAG22/#audio-description-prerecorded")
                Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Help everyone enjoy your video and audio content.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
                Reference(.androidAccessibilityPrinciples, "Make media content more accessible", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#media-content")
            }
        }
    }
}
