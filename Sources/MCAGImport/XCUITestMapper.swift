import Foundation
import MCAGCore

/// Maps Appium XCUITest page-source elements (`<XCUIElementType…>`) to ``Element``s.
///
/// Lengths are whole points. `name` is XCUITest's identifier when one is set
/// and the label otherwise, so it becomes ``Element/identifier`` only when it
/// differs from the label.
struct XCUITestMapper: DumpElementMapper {
    /// Attributes that become fields; every other attribute is kept in ``Element/attributes``.
    static let mappedAttributes: Set<DumpAttributeName> = [
        .type, .name, .label, .value, .enabled, .visible, .accessible, .x, .y, .width, .height,
        .traits, .selected, .focused, .bundleId, .nativeAccessibilityElement,
    ]
    private static let mappedTable = DumpAttributeName.table(mappedAttributes)
    /// With `nativeAccessibilityElement` given, WebDriverAgent's computed `accessible` is kept raw instead.
    private static let nativeMappedTable = DumpAttributeName.table(mappedAttributes.subtracting([.accessible]))

    private var appName: String?
    private var bundleIdentifier: String?
    private var viewport: Size?
    private var placement = XCUITestPlacement()
    /// The semantics and window boxes the elements share.
    private var boxes = ElementBoxPool()

    mutating func readWrapper(attributes: [String: String]) {}

    mutating func element(name: String, attributes: inout DumpAttributes, depth: Int) -> Element {
        let type = attributes.interned(.type) ?? name
        let traitsText = attributes[.traits]
        let traits = (traitsText ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var element = Element(role: XCUITestRoles.role(type: type, traits: traits), className: type)
        element.traits = traitsText == nil ? nil : traits
        element.label = attributes[.label]
        element.value = attributes[.value]
        if let name = attributes.nonEmpty(.name), name != element.label {
            element.identifier = name
        }
        if element.role == .text || element.role == .heading { element.text = element.label ?? element.value }
        element.isEnabled = attributes.bool(.enabled)
        if element.isEnabled == nil, traits.contains("NotEnabled") { element.isEnabled = false }
        element.isVisible = attributes.bool(.visible)
        // WebDriverAgent #1146 (opt-in `includeNativeAccessibilityElementInPageSource`) adds the
        // platform's own isAccessibilityElement; `accessible` is WebDriverAgent's guess from the snapshot.
        let native = attributes.bool(.nativeAccessibilityElement)
        element.isAccessibilityElement = native ?? attributes.bool(.accessible)
        element.isSelected = attributes.bool(.selected) ?? (traits.contains("Selected") ? true : nil)
        element.isFocused = attributes.bool(.focused)
        if element.role == .switch || element.role == .checkbox {
            element.isCheckable = true
            element.isChecked = AttributeValues.bool(element.value)
        }
        if element.role == .heading { element.traits = element.traits ?? ["Header"] }
        element.frame = frame(attributes)
        XCUITestSemantics.read(attributes, into: &element, pool: &boxes)
        attributes.keep(except: native == nil ? Self.mappedTable : Self.nativeMappedTable, into: &element)
        placement.place(&element, type: type, attributes: &attributes, depth: depth, boxes: &boxes)
        if type == "XCUIElementTypeApplication" && appName == nil {
            appName = attributes.nonEmpty(.label) ?? attributes.nonEmpty(.name)
            bundleIdentifier = attributes.nonEmpty(.bundleId)
        }
        // The app (or, without one, the first window) spans the screen.
        if viewport == nil, type == "XCUIElementTypeApplication" || type == "XCUIElementTypeWindow",
           let frame = element.frame, !frame.isEmpty {
            viewport = Size(width: frame.width, height: frame.height)
        }
        return element
    }

    private func frame(_ attributes: DumpAttributes) -> Rect? {
        guard let x = AttributeValues.double(attributes[.x]), let y = AttributeValues.double(attributes[.y]),
              let width = AttributeValues.double(attributes[.width]),
              let height = AttributeValues.double(attributes[.height]) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    func finish(tree: consuming ElementTree, file: URL, options: ImportOptions) -> AppSnapshot {
        ScreenGeometry.markOnScreen(&tree, viewport: viewport)
        let screen = Screen(
            name: options.screenName ?? file.deletingPathExtension().lastPathComponent,
            viewport: viewport, unit: .points, density: DensityAssumption.ios(pointsPerInch: options.iosPointsPerInch, viewport: viewport),
            orientation: viewport.flatMap { $0.height >= $0.width ? .portrait : nil },
            source: file.path, tree: tree)
        return AppSnapshot(app: AppFacts(name: appName, bundleIdentifier: bundleIdentifier, platform: .ios), screens: [screen])
    }
}

/// Which app and window each element of an XCUITest dump belongs to: the
/// enclosing `XCUIElementTypeApplication` (its `bundleId`, else its name),
/// and the position of the enclosing window among that application's.
struct XCUITestPlacement {
    private var applicationDepth: Int?
    private var application: String?
    private var windows = 0

    mutating func place(
        _ element: inout Element, type: String, attributes: inout DumpAttributes, depth: Int, boxes: inout ElementBoxPool
    ) {
        if let applicationDepth, depth <= applicationDepth {
            self.applicationDepth = nil
            application = nil
        }
        if type == "XCUIElementTypeApplication" {
            applicationDepth = depth
            application = attributes.interned(.bundleId) ?? attributes.interned(.name) ?? attributes.interned(.label)
            windows = 0
        } else if type == "XCUIElementTypeWindow", let applicationDepth, depth == applicationDepth + 1 {
            windows += 1
        }
        let inWindow = applicationDepth != nil && windows > 0 && type != "XCUIElementTypeApplication"
        boxes.setWindow(
            appIdentifier: application, windowIndex: inWindow ? windows - 1 : element.windowIndex,
            windowIdentifier: element.windowIdentifier, of: &element)
    }
}
