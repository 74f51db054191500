import MCAGCore

extension FigureCaptionGroupingCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case figureApart(figure: String, caption: String)
        case readingApart(reading: String, time: String)
        case noneApart

        var message: String {
            switch self {
            case .figureApart(let figure, let caption):
                let figureText: String = figure.escapedForReport, captionText: String = caption.escapedForReport
                return "The figure \"\(figureText)\" is a stop of its own, apart from its caption \"\(captionText)\" drawn under it: the screen reader says a bare number, and what it counts only on another swipe."
            case .readingApart(let reading, let time):
                let readingText: String = reading.escapedForReport, timeText: String = time.escapedForReport
                return "The reading \"\(readingText)\" is a stop of its own, apart from the time \"\(timeText)\" in its column: the screen reader says the value, and which hour it belongs to only on another swipe."
            case .noneApart: return "No figure is read apart from a caption drawn under it."
            }
        }

        static func fix(figure: String, caption: String) -> String {
            let label: String = "\(caption.escapedForReport): \(figure.escapedForReport)"
            return "Read the figure and its caption as one element: a container that is one accessibility element labelled \"\(label)\" (iOS `accessibilityElement(children: .combine)`, Android a focusable container with `screenReaderFocusable`, Compose `Modifier.semantics(mergeDescendants = true)`, Flutter `MergeSemantics`)."
        }

        static func fix(reading: String, time: String) -> String {
            let label: String = "\(time.escapedForReport): \(reading.escapedForReport)"
            return "Read the time and its reading as one element: a container that is one accessibility element labelled \"\(label)\" (iOS `accessibilityElement(children: .combine)`, Android a focusable container, Compose `Modifier.semantics(mergeDescendants = true)`, Flutter `MergeSemantics`)."
        }
    }
}
