import Foundation
import MCAGCore

/// The `AccessibilityNodeInfo` properties Appium UiAutomator2 and
/// uiautomator write as attributes, read into typed ``Element`` fields
/// (developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).
/// The attributes also stay in ``Element/attributes`` as given.
enum AndroidSemantics {
    static func read(_ attributes: [String: String], into element: inout Element) {
        var semantics = element.semantics ?? PlatformSemantics()
        read(attributes, into: &semantics)
        element.semantics = semantics.nonEmpty
    }

    static func read(_ attributes: [String: String], into element: inout PlatformSemantics) {
        element.drawingOrder = AttributeValues.int(attributes["drawing-order"], key: "drawingOrder")
        element.isScreenReaderFocusable = AttributeValues.bool(attributes["screen-reader-focusable"])
        element.isAccessibilityFocused = AttributeValues.bool(attributes["a11y-focused"])
        element.liveRegion = liveRegion(attributes["live-region"])
        // A blank pane title (" " in a real dump) names nothing.
        element.paneTitle = AttributeValues.nonEmpty(attributes["pane-title"]).flatMap { $0.isBlank ? nil : $0 }
        element.errorMessage = AttributeValues.nonEmpty(attributes["error"])
        element.isContentInvalid = AttributeValues.bool(attributes["content-invalid"])
        element.inputType = AttributeValues.int(attributes["input-type"], key: "inputType")
        // `getMaxTextLength` is -1 when the field sets no limit.
        element.maxTextLength = AttributeValues.int(attributes["max-text-length"], key: "maxTextLength")
        element.isMultiLine = AttributeValues.bool(attributes["multiline"])
        element.accessibilityActions = AttributeValues.list(attributes["actions"])
        element.isDismissable = AttributeValues.bool(attributes["dismissable"])
        element.isContextClickable = AttributeValues.bool(attributes["context-clickable"])
        element.isTextEntryKey = AttributeValues.bool(attributes["text-entry-key"])
        element.tooltip = AttributeValues.nonEmpty(attributes["tooltip-text"])
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
