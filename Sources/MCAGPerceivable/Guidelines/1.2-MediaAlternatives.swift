public import MCAGCore

extension Perceivable {
    /// Guideline 1.2, Media Alternatives.
    public static var mediaAlternatives: Guideline {
        Guideline("1.2", "Media Alternatives", id: "MCAG:media-alternatives") {
            Description("This guideline and its success criteria deal with media files embedded in the application, from static media, such as images, icons, and infographics, to time-based media, such as video or audio, and synchronized media. Since the content of media files is usually consumed in a sensory manner, often visual or auditory, they require alternatives so users with auditory or visual impairments can perceive the content and its context.")
            staticMediaAlternativesCriterion
            mediaPlayersTitledCriterion
            audioOnlyAlternativesCriterion
            videoOnlyAlternativesCriterion
            synchronizedMediaAlternativesCriterion
        }
    }

    /// Criterion 1.2.1, Static-Media Alternatives.
    private static var staticMediaAlternativesCriterion: Criterion {
        Criterion("MCAG:static-media-alternatives", number: "1.2.1", "Static-Media Alternatives") {
            Description("All static media have a text alternative with the equivalent meaning and purpose, and that can be parsed and presented by assistive technologies, except when the media element is used only for visual formatting or decoration, or it is not visually presented. In these cases, it should be implemented so that assistive technology can ignore it.")
            Requirement("Static media that present essential content have a text alternative.", impact: .critical) {
                // Upstream lists this exception without "except when"; it is an exception all the same.
                Exception("nearby-alternative", "The content has is a nearby equivalent alternative that's accessible to assistive technologies.")
                HowToTest("With VoiceOver or TalkBack on, swipe to every image, icon, chart, map and image of text. Each that carries meaning must be announced with a text alternative that gives the same meaning and purpose (the text inside an image of text, the trend a chart shows), or an equivalent must be read right next to it. File names, \"image\" or \"icon\" are not alternatives.")
                ImageTextAlternativeCheck()
            }
            Requirement("Static media that is purely decorative, used only for visual formatting, or is invisible in the UI is ignored by assistive technologies.", impact: .serious) {
                HowToTest("With VoiceOver or TalkBack on, swipe through the screen and note every stop on a decorative image, divider, background or spacer, and every stop on something not visible on screen. None of them may be focused or announced.")
                DecorativeImageHiddenCheck()
            }
            WCAG.nonTextContent
            Section508.meaningfulImageUndescribed
            Section508.decorativeElementAnnounced
            Section508.imageTextNotAnnounced
            Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Provide alternative descriptions for all images that convey meaning", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Make infographics fully accessible", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.appleHumanInterfaceGuidelines, "Content descriptions, When an image is purely decorative and isn’t intended to communicate anything important, hide it from assistive technologies.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.androidAccessibilityPrinciples, "Describe each UI element", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element")
        }
    }

    /// Criterion 1.2.2, Media Players Titled.
    private static var mediaPlayersTitledCriterion: Criterion {
        Criterion("MCAG:media-players-titled", number: "1.2.2", "Media Players Titled") {
            Description("If an element is a player of time-based media, it has a title that can be programmatically read and provides a descriptive identification of the media content.")
            Requirement("Audio and video players have a title that is programmatically read by assistive technologies.", impact: .serious) {
                HowToTest("With VoiceOver or TalkBack on, swipe to every audio and video player. The player, or the first element of it that takes focus, must announce a title that identifies the media (\"Video: Setting up your account\"), not only \"video\" or \"play\".")
                MediaPlayerTitleCheck()
            }
            WCAG.nonTextContent
            Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Make infographics fully accessible", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.androidAccessibilityPrinciples, "Describe each UI element", url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element")
            Section508.controlWithoutDescriptiveName
        }
    }

    /// Criterion 1.2.3, Audio-only Alternatives.
    private static var audioOnlyAlternativesCriterion: Criterion {
        Criterion("MCAG:audio-only-alternatives", number: "1.2.3", "Audio-only Alternatives") {
            Description("Audio-only tracks have alternatives that present an equivalent to the audio content in a manner that users with auditory impairments can perceive.")
            Requirement("Audio-only tracks have alternatives that present an equivalent to the audio content in a manner that users with auditory impairments can perceive.", impact: .critical) {
                // Upstream lists this exception without "except when"; it is an exception all the same.
                Exception("nearby-alternative", "The content has is a nearby equivalent alternative that's accessible to assistive technologies.")
                HowToTest("Find every audio-only item (podcasts, voice messages, recorded announcements; short beeps do not count). For each, find the transcript or text equivalent and play the audio against it: every spoken word and every meaningful sound (doorbell, alarm) must be in it, and the transcript must be readable with VoiceOver or TalkBack.")
            }
            WCAG.audioOnlyAndVideoOnlyPrerecorded
            Section508.audioWithoutTranscript
            Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Help everyone enjoy your video and audio content.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.androidAccessibilityPrinciples, "Make media content more accessible", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#media-content")
        }
    }

    /// Criterion 1.2.4, Video-only Alternatives.
    private static var videoOnlyAlternativesCriterion: Criterion {
        Criterion("MCAG:video-only-alternatives", number: "1.2.4", "Video-only Alternatives") {
            // Upstream copied this description from 1.2.3 ("audio content", "auditory impairments"); kept as published.
            Description("Video-only tracks have alternatives that present an equivalent to the audio content in a manner that users with auditory impairments can perceive.")
            Requirement("Every pre-recorded video-only track must provide captions or audio descriptions with equivalent content to the recorded video.", impact: .critical) {
                HowToTest("Find every video without meaningful sound and every animation that conveys information. For each, check that a text or audio description is offered and that it covers everything the video shows (who does what, text on screen, changes). With VoiceOver or TalkBack on, confirm that the description can be reached and read.")
            }
            WCAG.audioOnlyAndVideoOnlyPrerecorded
            Section508.videoOnlyUndescribed
            Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Help everyone enjoy your video and audio content.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.androidAccessibilityPrinciples, "Make media content more accessible", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#media-content")
        }
    }

    /// Criterion 1.2.5, Synchronized Media Alternatives.
    private static var synchronizedMediaAlternativesCriterion: Criterion {
        Criterion("MCAG:synchronized-media-alternatives", number: "1.2.5", "Synchronized Media Alternatives") {
            Description("Live and prerecorded synchronized media tracks have alternatives equivalent to the media's audio and video content, so users with auditory or visual impairments can perceive the entire content.")
            Requirement("Every synchronized media track, prerecorded or live must provide captions.", impact: .critical) {
                HowToTest("Turn captions on in the system settings (iOS: Accessibility > Subtitles & Captioning; Android: Accessibility > Caption preferences) with an unusual style, then play every video with sound, recorded and live. Captions must appear, follow the system style, be in sync and include all dialogue and meaningful sounds.")
            }
            Requirement("Every prerecorded synchronized media track, or live must provide audio descriptions.", impact: .serious) {
                HowToTest("Turn on audio descriptions in the player (or in the system settings) and play every video with sound. All visual information needed to follow it (actions, scene changes, text on screen) must be described in sync with the video; a separate transcript does not meet this test.")
            }
            WCAG.captionsPrerecorded
            WCAG.audioDescriptionOrMediaAlternativePrerecorded
            WCAG.captionsLive
            WCAG.audioDescriptionPrerecorded
            Section508.captionsMissing
            Section508.captionsNotEquivalent
            Section508.audioDescriptionsMissing
            Section508.audioDescriptionsNotEquivalent
            Reference(.appleHumanInterfaceGuidelines, "Content descriptions, Help everyone enjoy your video and audio content.", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Content-descriptions")
            Reference(.androidAccessibilityPrinciples, "Make media content more accessible", url: "https://developer.android.com/guide/topics/ui/accessibility/principles#media-content")
        }
    }
}
