import Foundation
import MCAGCore

/// The `AccessibilityNodeInfo` properties Appium UiAutomator2 and
/// uiautomator write as attributes, read into typed ``Element`` fields
/// (developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).
/// The attributes also stay in ``Element/attributes`` as given.
enum AndroidSemantics {
    /// Reads the semantics into `element`, in `pool`'s shared box for their value.
    static func read(_ attributes: DumpAttributes, into element: inout Element, pool: inout ElementBoxPool) {
        var semantics = element.semantics ?? PlatformSemantics()
        read(attributes, into: &semantics)
        pool.setSemantics(semantics.nonEmpty, of: &element)
    }

    static func read(_ attributes: DumpAttributes, into element: inout PlatformSemantics) {
        element.drawingOrder = attributes.int(.drawingOrder, key: "drawingOrder", range: Ranges.drawingOrder)
        element.isScreenReaderFocusable = attributes.bool(.screenReaderFocusable)
        element.isAccessibilityFocused = attributes.bool(.a11yFocused)
        element.liveRegion = liveRegion(attributes[.liveRegion])
        // A blank pane title (" " in a real dump) names nothing.
        element.paneTitle = attributes.nonEmpty(.paneTitle).flatMap { $0.isBlank ? nil : $0 }
        element.errorMessage = attributes.nonEmpty(.error)
        element.isContentInvalid = attributes.bool(.contentInvalid)
        element.inputType = attributes.int(.inputType, key: "inputType", range: Ranges.inputType)
        // `getMaxTextLength` is -1 when the field sets no limit.
        element.maxTextLength = attributes.int(.maxTextLength, key: "maxTextLength", range: Ranges.maxTextLength)
        element.isMultiLine = attributes.bool(.multiline)
        element.accessibilityActions = AttributeValues.list(attributes[.actions])
        element.isDismissable = attributes.bool(.dismissable)
        element.isContextClickable = attributes.bool(.contextClickable)
        element.isTextEntryKey = attributes.bool(.textEntryKey)
        element.tooltip = attributes.nonEmpty(.tooltipText)
    }

    /// The snapshot format's ranges of the whole-number fields, looked up once rather than per node.
    private enum Ranges {
        static let drawingOrder = SnapshotNumberRanges.byKey["drawingOrder"]
        static let inputType = SnapshotNumberRanges.byKey["inputType"]
        static let maxTextLength = SnapshotNumberRanges.byKey["maxTextLength"]
    }

    /// `ACCESSIBILITY_LIVE_REGION_NONE` (0), `POLITE` (1), `ASSERTIVE` (2).
    static func liveRegion(_ text: String?) -> LiveRegion? {
        // Dumps write the digit alone; only other text is trimmed first.
        if let text, text.utf8.count == 1 { return region(text) }
        return region(text?.trimmingCharacters(in: .whitespaces))
    }

    private static func region(_ text: String?) -> LiveRegion? {
        switch text {
        case "0": .off
        case "1": .polite
        case "2": .assertive
        default: nil
        }
    }
}
