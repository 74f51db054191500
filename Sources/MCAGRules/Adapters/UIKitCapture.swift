#if canImport(UIKit) && os(iOS)
public import UIKit

extension Screen {
    /// Captures a live UIKit view tree as assistive technology sees it:
    /// label, value, hint, traits (mapped to a role), identifier, frame in
    /// window coordinates (points), whether the item is an accessibility
    /// element, its `accessibilityElements` and its custom actions.
    ///
    /// ```swift
    /// let screen = Screen(capturing: viewController.view, name: "Checkout")
    /// try screen.assertAccessible()
    /// ```
    ///
    /// The walk uses an explicit stack, so deep hierarchies cannot overflow.
    /// This adapter cannot be compiled on Linux; see Documentation/PlatformAdapters.md.
    @MainActor
    public init(capturing root: UIView, name: String? = nil, density: Density? = nil) {
        enum Step { case visit(NSObject), close }
        var tree = ElementTree()
        var stack: [Step] = [.visit(root)]
        let window = root.window
        while let step = stack.popLast() {
            switch step {
            case .close:
                tree.close()
            case let .visit(item):
                tree.open(Self.element(for: item, in: window))
                stack.append(.close)
                stack.append(contentsOf: Self.children(of: item).reversed().map { Step.visit($0) })
            }
        }
        self.init(name: name, title: root.window?.rootViewController?.title, viewport: window.map {
            Size(width: Double($0.bounds.width), height: Double($0.bounds.height))
        }, unit: .points, density: density, source: "UIKit", tree: tree)
    }

    /// What VoiceOver walks: the item's `accessibilityElements` when set,
    /// else a view's subviews.
    @MainActor
    static func children(of item: NSObject) -> [NSObject] {
        if let elements = item.accessibilityElements { return elements.compactMap { $0 as? NSObject } }
        return (item as? UIView)?.subviews ?? []
    }

    @MainActor
    static func element(for item: NSObject, in window: UIWindow?) -> Element {
        let traits = item.accessibilityTraits
        let view = item as? UIView
        var frame = item.accessibilityFrame  // screen coordinates
        if let window { frame = window.screen.coordinateSpace.convert(frame, to: window) }
        return Element(
            role: role(of: item, traits: traits), className: String(describing: type(of: item)),
            traits: traitNames(traits), label: item.accessibilityLabel, value: item.accessibilityValue,
            hint: item.accessibilityHint,
            identifier: (item as? any UIAccessibilityIdentification)?.accessibilityIdentifier,
            frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
            isAccessibilityElement: item.isAccessibilityElement,
            isEnabled: !traits.contains(.notEnabled),
            isVisible: view.map { !$0.isHidden && $0.alpha > 0 },
            isSelected: traits.contains(.selected),
            customActions: item.accessibilityCustomActions?.map(\.name),
            alpha: view.map { Double($0.alpha) })
    }

    @MainActor
    static func role(of item: NSObject, traits: UIAccessibilityTraits) -> Role {
        if traits.contains(.header) { return .heading }
        if traits.contains(.searchField) { return .searchField }
        if item is UISwitch { return .switch }
        if item is UITextField { return (item as? UITextField)?.isSecureTextEntry == true ? .secureTextField : .textField }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.tabBar) { return .tabBar }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .text }
        if item is UIScrollView { return .scrollView }
        if item is UIWindow { return .window }
        return item is UIView ? .container : .unknown
    }

    static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
        let names: [(UIAccessibilityTraits, String)] = [
            (.button, "Button"), (.link, "Link"), (.header, "Header"), (.searchField, "SearchField"),
            (.image, "Image"), (.selected, "Selected"), (.playsSound, "PlaysSound"), (.keyboardKey, "KeyboardKey"),
            (.staticText, "StaticText"), (.summaryElement, "SummaryElement"), (.notEnabled, "NotEnabled"),
            (.updatesFrequently, "UpdatesFrequently"), (.startsMediaSession, "StartsMediaSession"),
            (.adjustable, "Adjustable"), (.allowsDirectInteraction, "AllowsDirectInteraction"),
            (.causesPageTurn, "CausesPageTurn"), (.tabBar, "TabBar"),
        ]
        return names.filter { traits.contains($0.0) }.map(\.1)
    }
}
#endif
