#if canImport(XCTest) && os(iOS)
public import XCTest
import MCAGImport

extension Screen {
    /// Captures what a UI test sees: the snapshot of an `XCUIElement`
    /// (usually the `XCUIApplication`), walked with an explicit stack.
    ///
    /// ```swift
    /// let app = XCUIApplication()
    /// app.launch()
    /// XCTAssertAccessible(try Screen(capturing: app, name: "Home"))
    /// ```
    ///
    /// Frames are in screen points. With `screenshot` (the default) the
    /// screen's pixels come along (`XCUIScreen.main.screenshot()`), so that
    /// contrast is measured from them (Documentation/Screenshots.md). This
    /// adapter cannot be compiled on Linux; see Documentation/PlatformAdapters.md.
    @MainActor
    public init(capturing root: XCUIElement, name: String? = nil, density: Density? = nil, screenshot: Bool = true) throws {
        enum Step { case visit(any XCUIElementSnapshot), close }
        let rootSnapshot = try root.snapshot()
        var tree = ElementTree()
        var stack: [Step] = [.visit(rootSnapshot)]
        while let step = stack.popLast() {
            switch step {
            case .close:
                tree.close()
            case let .visit(node):
                tree.open(Self.element(for: node))
                stack.append(.close)
                stack.append(contentsOf: node.children.reversed().map { Step.visit($0) })
            }
        }
        let frame = rootSnapshot.frame
        self.init(name: name, viewport: Size(width: Double(frame.width), height: Double(frame.height)),
                  unit: .points, density: density, source: "XCUITest", tree: tree)
        if screenshot {
            let png = [UInt8](XCUIScreen.main.screenshot().pngRepresentation)
            self.screenshot = try ScreenshotLoader.screenshot(png: png, for: self, source: "XCUIScreen.main.screenshot()")
        }
    }

    static func element(for node: any XCUIElementSnapshot) -> Element {
        let frame = node.frame
        let placeholder = node.placeholderValue.flatMap { $0.isEmpty ? nil : $0 }
        return Element(
            role: role(of: node.elementType), className: "XCUIElementType(\(node.elementType.rawValue))",
            label: node.label.isEmpty ? nil : node.label, value: (node.value as? String) ?? placeholder,
            identifier: node.identifier.isEmpty ? nil : node.identifier,
            frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
            isEnabled: node.isEnabled, isFocused: node.hasFocus, isSelected: node.isSelected)
    }

    static func role(of type: XCUIElement.ElementType) -> Role {
        switch type {
        case .application: .application
        case .window: .window
        case .button: .button
        case .link: .link
        case .image, .icon: .image
        case .staticText: .text
        case .textField, .textView: .textField
        case .secureTextField: .secureTextField
        case .searchField: .searchField
        case .switch, .toggle: .switch
        case .checkBox: .checkbox
        case .radioButton: .radio
        case .slider: .slider
        case .stepper: .stepper
        case .picker, .pickerWheel, .datePicker: .picker
        case .progressIndicator, .activityIndicator: .progressIndicator
        case .tab: .tab
        case .tabBar: .tabBar
        case .segmentedControl: .segmentedControl
        case .navigationBar: .navigationBar
        case .toolbar: .toolbar
        case .menu: .menu
        case .menuItem: .menuItem
        case .table, .collectionView, .outline: .list
        case .cell: .cell
        case .scrollView: .scrollView
        case .webView: .webView
        case .alert: .alert
        case .keyboard: .keyboard
        case .statusBar: .statusBar
        case .group: .group
        default: .unknown
        }
    }
}
#endif
