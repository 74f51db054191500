package import MCAGCore

/// 1.2.2 Media Players Titled: an audio or video player has a title that
/// assistive technology reads.
///
/// Applies to the video, audio and media-player roles and to classes such as
/// `VideoView`, `PlayerView`, `AVPlayerView` (the view of an
/// `AVPlayerViewController`) and ExoPlayer's views. Reads `label` and `text`.
/// A player with a name passes; an exposed player without one is a violation.
/// A player hidden from assistive technology (its controls are exposed
/// instead) is *needs review*: whether a title is read with those controls
/// cannot be told from the player alone.
package struct MediaPlayerTitleCheck: ElementCheck {
    package init() {}

    package var name: String { "media-player-title" }

    package func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        guard element.isMediaPlayer else { return nil }
        if let name = element.accessibleName {
            return .pass(context, Result.titled(name: name))
        }
        if element.isHiddenFromAssistiveTechnology {
            return .needsReview(
                context, Result.hiddenUntitled,
                missing: ["label"])
        }
        return .violation(
            context, Result.untitled(kind: element.className ?? element.role.rawValue), fix: Result.fix)
    }

    package var examples: [CheckExample] {
        [
            .passes("A titled video player", Node(Element(role: .video, label: "Video: Getting started"))),
            .passes("An ExoPlayer view with a description",
                    Node(Element(className: "androidx.media3.ui.PlayerView", label: "Podcast episode 12"))),
            .fails("A VideoView with no title", Node(Element(className: "android.widget.VideoView")).flagged()),
            .fails("An AVPlayerViewController's view with no title",
                   Node(Element(className: "AVPlayerView", isAccessibilityElement: true)).flagged()),
            .needsReview("A hidden player with no title", Node(Element(role: .mediaPlayer, isAccessibilityElement: false)).flagged()),
        ]
    }
}
