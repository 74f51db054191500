import Foundation
import MCAGCore

/// Maps `uiautomator dump` `<node>`s and Appium UiAutomator2 class-named
/// elements to ``Element``s. Bounds are physical pixels.
///
/// `content-desc` is the label and `text` the drawn text. TalkBack announces
/// the content description when set and the text otherwise, which
/// ``Element/accessibleName`` reproduces; the label is not filled from the text
/// so that rules can tell a described element from one that merely shows text.
struct AndroidMapper: DumpElementMapper {
    /// Attributes that become fields; every other attribute is kept in ``Element/attributes``.
    static let mappedAttributes: Set<String> = [
        "class", "text", "content-desc", "resource-id", "checkable", "checked", "clickable", "long-clickable",
        "enabled", "focusable", "focused", "scrollable", "password", "selected", "bounds", "hint",
        "visible-to-user", "displayed", "important-for-accessibility", "a11y-important", "heading", "package",
        "window-id",
    ]

    private var viewport: Size?
    private var rotation: Int?
    private var extent = Size(width: 0, height: 0)
    private var windows = AndroidWindows()

    mutating func readWrapper(attributes: [String: String]) {
        rotation = attributes["rotation"].flatMap { Int($0) }
        if let width = AttributeValues.double(attributes["width"]),
           let height = AttributeValues.double(attributes["height"]), width > 0, height > 0 {
            viewport = Size(width: width, height: height)
        }
    }

    mutating func element(name: String, attributes: [String: String], depth: Int) -> Element {
        let className = AttributeValues.nonEmpty(attributes["class"]) ?? (name == "node" ? nil : name)
        let isPassword = AttributeValues.bool(attributes["password"])
        let text = AttributeValues.nonEmpty(attributes["text"])
        var role = className.map {
            AndroidRoles.role(className: $0, isPassword: isPassword == true, isEditable: false)
        } ?? .unknown
        let isHeading = AttributeValues.bool(attributes["heading"])
        if isHeading == true, role == .text || role == .container || role == .unknown { role = .heading }
        if depth == 0, role == .container || role == .unknown { role = .window }

        var element = Element(role: role, className: className)
        element.label = AttributeValues.nonEmpty(attributes["content-desc"])
        element.identifier = AttributeValues.nonEmpty(attributes["resource-id"])
        element.hint = AttributeValues.nonEmpty(attributes["hint"])
        if role == .textField || role == .secureTextField || role == .searchField {
            if AttributeValues.bool(attributes["showing-hint"]) == true {
                element.hint = element.hint ?? text
            } else {
                element.value = text
                element.text = text
            }
        } else {
            element.text = text
        }
        if isHeading == true { element.traits = ["heading"] }
        element.isCheckable = AttributeValues.bool(attributes["checkable"])
        element.isChecked = AttributeValues.bool(attributes["checked"])
        element.isClickable = AttributeValues.bool(attributes["clickable"])
        element.isLongClickable = AttributeValues.bool(attributes["long-clickable"])
        element.isEnabled = AttributeValues.bool(attributes["enabled"])
        element.isFocusable = AttributeValues.bool(attributes["focusable"])
        element.isFocused = AttributeValues.bool(attributes["focused"])
        element.isScrollable = AttributeValues.bool(attributes["scrollable"])
        element.isPassword = isPassword
        element.isSelected = AttributeValues.bool(attributes["selected"])
        element.isVisible = AttributeValues.bool(attributes["visible-to-user"] ?? attributes["displayed"])
        element.isAccessibilityElement = AttributeValues.bool(
            attributes["important-for-accessibility"] ?? attributes["a11y-important"])
        element.frame = Self.bounds(attributes["bounds"])
        AndroidSemantics.read(attributes, into: &element)
        var kept: [(key: String, value: String)] = []
        kept.reserveCapacity(attributes.count)
        for (key, value) in attributes where !Self.mappedAttributes.contains(key) { kept.append((key, value)) }
        element.setAttributes(kept)

        windows.place(&element, attributes: attributes, depth: depth)
        if let frame = element.frame {
            extent = Size(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
        }
        return element
    }

    /// `[left,top][right,bottom]` → a rectangle; nil for anything else.
    static func bounds(_ text: String?) -> Rect? {
        guard let text else { return nil }
        if let rect = BoundsBytes.rect(text) { return rect }
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }

    func finish(tree: consuming ElementTree, file: URL, options: ImportOptions) -> AppSnapshot {
        // A plain dump does not state the screen size; the windows together span it.
        let viewport = viewport ?? (extent.width > 0 && extent.height > 0 ? extent : nil)
        ScreenGeometry.markOnScreen(&tree, viewport: viewport)
        let screen = Screen(
            name: options.screenName ?? file.deletingPathExtension().lastPathComponent,
            viewport: viewport, unit: .pixels,
            density: DensityAssumption.android(dpi: options.androidDPI, viewport: displaySize(viewport), rotation: rotation,
                                               evidence: windows.densityEvidence(tree: tree, viewport: viewport, extent: extent)),
            orientation: orientation(viewport: viewport), source: file.path, tree: tree)
        let app = AppScope.appUnderTest(in: screen)
        return AppSnapshot(app: AppFacts(bundleIdentifier: app?.identifier, platform: .android), screens: [screen])
    }

    /// The whole display: UiAutomator2's `width` and `height` leave out the
    /// navigation bar that the windows' bounds still reach.
    private func displaySize(_ viewport: Size?) -> Size? {
        guard let viewport else { return nil }
        return Size(width: max(viewport.width, extent.width), height: max(viewport.height, extent.height))
    }

    /// `rotation` counts quarter turns anticlockwise from the natural
    /// orientation; the screen's shape says whether that is portrait, since
    /// tablets and TVs are naturally landscape.
    private func orientation(viewport: Size?) -> Orientation? {
        guard let viewport else {
            switch rotation {
            case 0: return .portrait
            case 1: return .landscapeLeft
            case 2: return .portraitUpsideDown
            case 3: return .landscapeRight
            default: return nil
            }
        }
        if viewport.height >= viewport.width { return rotation == 2 ? .portraitUpsideDown : .portrait }
        return rotation == 3 ? .landscapeRight : .landscapeLeft
    }
}
