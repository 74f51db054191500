import MCAGCore

/// Classifications the Perceivable checks share, so that every check reads
/// "image", "toast" or "hidden" the same way.
extension Element {
    /// True only when the snapshot says assistive technology cannot reach the
    /// element; unknown exposure is not hidden.
    var isHiddenFromAssistiveTechnology: Bool { isAccessibilityElement == false }

    /// Android's uiautomator marks a node "Not Accessibility Friendly" when it
    /// is operable but neither it nor its children carry any text.
    var isMarkedNotAccessibilityFriendly: Bool {
        attribute("NAF")?.lowercased() == "true"
    }

    /// A static image: the image role, or an image class no mapping knew.
    /// Operable images (image buttons) are controls, judged by 1.1.3.
    var isStaticImage: Bool {
        guard !isInteractive else { return false }
        if role == .image { return true }
        guard role == .unknown, let className else { return false }
        return className.hasSuffix("ImageView") || className == "XCUIElementTypeImage"
    }

    /// A player of time-based media, by role or by a platform class name.
    var isMediaPlayer: Bool {
        if role == .video || role == .audio || role == .mediaPlayer { return true }
        guard let className else { return false }
        // Every marker holds "Player" or "Video": a class name with neither holds none.
        guard className.containsFragment("Player") || className.containsFragment("Video") else { return false }
        return Element.mediaPlayerClassMarkers.contains { className.containsFragment($0) }
    }

    private static let mediaPlayerClassMarkers: [String] = {
        let markers = ["VideoView", "PlayerView", "AVPlayerView", "AVPlayerLayer", "MediaPlayer", "ExoPlayer", "SurfaceVideo"]
        // `isMediaPlayer` rules names out by these two words first; a debug build (the tests) stops on a marker without one.
        assert(markers.allSatisfy { $0.containsFragment("Player") || $0.containsFragment("Video") })
        return markers
    }()

    /// A toast or a snackbar.
    var isToast: Bool {
        if role == .toast { return true }
        guard let className else { return false }
        return className.containsFragment("Toast") || className.containsFragment("Snackbar")
    }

    /// The text drawn for the element: its visible text, or the label of a
    /// plain text or heading (iOS static texts carry their text as label).
    var displayedText: String? {
        if let visibleText { return visibleText }
        if role == .text || role == .heading, let label, !label.isBlank { return label }
        return nil
    }
}

extension String {
    /// The number of words, counting runs of letters and digits.
    var wordCount: Int {
        split(whereSeparator: { $0.isWhitespace || $0.isNewline }).filter { word in
            word.contains { $0.isLetter || $0.isNumber }
        }.count
    }
}
