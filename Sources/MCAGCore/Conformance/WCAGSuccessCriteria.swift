/// WCAG's success criteria at levels A and AA, by version, as data for the
/// conformance standards (https://www.w3.org/TR/WCAG22/, https://www.w3.org/TR/WCAG21/).
enum WCAGSuccessCriteria {
    typealias Entry = (number: String, title: String, level: WCAG.Level)

    /// WCAG 2.1 levels A and AA (50 criteria, 4.1.1 Parsing included).
    static let wcag21: [Entry] = [
        ("1.1.1", "Non-text Content", .a), ("1.2.1", "Audio-only and Video-only (Prerecorded)", .a),
        ("1.2.2", "Captions (Prerecorded)", .a), ("1.2.3", "Audio Description or Media Alternative (Prerecorded)", .a),
        ("1.2.4", "Captions (Live)", .aa), ("1.2.5", "Audio Description (Prerecorded)", .aa),
        ("1.3.1", "Info and Relationships", .a), ("1.3.2", "Meaningful Sequence", .a),
        ("1.3.3", "Sensory Characteristics", .a), ("1.3.4", "Orientation", .aa),
        ("1.3.5", "Identify Input Purpose", .aa), ("1.4.1", "Use of Color", .a), ("1.4.2", "Audio Control", .a),
        ("1.4.3", "Contrast (Minimum)", .aa), ("1.4.4", "Resize Text", .aa), ("1.4.5", "Images of Text", .aa),
        ("1.4.10", "Reflow", .aa), ("1.4.11", "Non-text Contrast", .aa), ("1.4.12", "Text Spacing", .aa),
        ("1.4.13", "Content on Hover or Focus", .aa), ("2.1.1", "Keyboard", .a), ("2.1.2", "No Keyboard Trap", .a),
        ("2.1.4", "Character Key Shortcuts", .a), ("2.2.1", "Timing Adjustable", .a), ("2.2.2", "Pause, Stop, Hide", .a),
        ("2.3.1", "Three Flashes or Below Threshold", .a), ("2.4.1", "Bypass Blocks", .a), ("2.4.2", "Page Titled", .a),
        ("2.4.3", "Focus Order", .a), ("2.4.4", "Link Purpose (In Context)", .a), ("2.4.5", "Multiple Ways", .aa),
        ("2.4.6", "Headings and Labels", .aa), ("2.4.7", "Focus Visible", .aa), ("2.5.1", "Pointer Gestures", .a),
        ("2.5.2", "Pointer Cancellation", .a), ("2.5.3", "Label in Name", .a), ("2.5.4", "Motion Actuation", .a),
        ("3.1.1", "Language of Page", .a), ("3.1.2", "Language of Parts", .aa), ("3.2.1", "On Focus", .a),
        ("3.2.2", "On Input", .a), ("3.2.3", "Consistent Navigation", .aa), ("3.2.4", "Consistent Identification", .aa),
        ("3.3.1", "Error Identification", .a), ("3.3.2", "Labels or Instructions", .a), ("3.3.3", "Error Suggestion", .aa),
        ("3.3.4", "Error Prevention (Legal, Financial, Data)", .aa), ("4.1.1", "Parsing", .a),
        ("4.1.2", "Name, Role, Value", .a), ("4.1.3", "Status Messages", .aa),
    ]

    /// What WCAG 2.2 adds at levels A and AA; 2.2 also removes 4.1.1 Parsing.
    static let addedIn22: [Entry] = [
        ("2.4.11", "Focus Not Obscured (Minimum)", .aa), ("2.5.7", "Dragging Movements", .aa),
        ("2.5.8", "Target Size (Minimum)", .aa), ("3.2.6", "Consistent Help", .a), ("3.3.7", "Redundant Entry", .a),
        ("3.3.8", "Accessible Authentication (Minimum)", .aa),
    ]

    /// WCAG 2.2 levels A and AA (55 criteria), in number order.
    static var wcag22: [Entry] {
        (wcag21.filter { $0.number != "4.1.1" } + addedIn22).sorted { numberOrder($0.number, $1.number) }
    }

    /// Compares dotted numbers part by part: 1.4.3 before 1.4.10.
    static func numberOrder(_ a: String, _ b: String) -> Bool {
        let left = a.split(separator: ".").map { Int($0) ?? 0 }, right = b.split(separator: ".").map { Int($0) ?? 0 }
        return left.lexicographicallyPrecedes(right)
    }
}
