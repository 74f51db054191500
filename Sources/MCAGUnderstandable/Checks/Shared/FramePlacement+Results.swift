import MCAGCore

/// What ``FramePlacement/compare(_:_:tolerance:)`` reports, and how each
/// result reads. `subject` is the component and layout compared
/// ("help mechanism \"Help\" on 390×844 screens").
enum FramePlacementResult: FindingResult {
    case oneFrame(subject: String)
    case keepsPlace(subject: String, screens: Int)
    case moves(subject: String, reference: Rect, referenceScreens: [String], deviations: [Deviation])

    /// A frame the component takes on some screens other than the reference.
    struct Deviation: Sendable, Hashable {
        let frame: Rect
        let screens: [String]
    }

    var message: String {
        switch self {
        case .oneFrame(let subject): "The \(subject) has one frame."
        case .keepsPlace(let subject, let screens): "The \(subject) keeps its place on \(screens) screens."
        case .moves(let subject, let reference, let referenceScreens, let deviations):
            "The \(subject) moves: it is at \(reference) on \(RepeatedContent.list(referenceScreens)), but "
                + deviations.map { "at \($0.frame) on \(RepeatedContent.list($0.screens))" }.joined(separator: "; ") + "."
        }
    }

    static func fix(subject: String, reference: Rect, referenceScreens: [String]) -> String {
        "Lay the \(subject) out at \(reference) on every screen, as on \(RepeatedContent.list(referenceScreens))."
    }
}
