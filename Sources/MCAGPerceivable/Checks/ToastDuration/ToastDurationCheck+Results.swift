import MCAGCore

extension ToastDurationCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case durationUnknown
        case tooShort(words: Int, duration: Double, required: Double)
        case textUnknown(duration: Double)
        case longEnough(words: Int, duration: Double, required: Double)

        var message: String {
            switch self {
            case .durationUnknown: "the snapshot does not say how long the toast stays on screen"
            case .tooShort(let words, let duration, let required):
                "toast of \(words) word\(words == 1 ? "" : "s") stays \(duration.twoDecimals) s; it needs at least \(required.twoDecimals) s"
            case .textUnknown(let duration):
                "toast stays \(duration.twoDecimals) s, but its text is not in the snapshot, so the time it needs is unknown"
            case .longEnough(let words, let duration, let required):
                "toast of \(words) words stays \(duration.twoDecimals) s (needs \(required.twoDecimals) s)"
            }
        }

        static func fix(required: Double) -> String {
            "Keep the message on screen for at least \(required.twoDecimals) s: use Snackbar.LENGTH_INDEFINITE with a dismiss action or a custom duration (Android; honour getRecommendedTimeoutMillis), or extend the presentation timer (iOS). Toast.LENGTH_LONG (3.5 s) is too short."
        }
    }
}
