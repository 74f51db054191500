import MCAGCore

/// Whether a capture shows anything through which a person enters or
/// chooses a value: the only places an input error (3.5.1) can arise.
///
/// The answer is about the capture, as every screen check's is: content
/// scrolled out of a list is another capture. It errs towards "there may be
/// input": web content (its fields may not be in the tree), an on-screen
/// keyboard (some field has focus), an XCUITest text view (editable or not)
/// and operable elements whose type is unknown or a bare drawing surface (a
/// custom control may take input) all count.
enum InputInCapture {
    /// Roles whose whole purpose is a value a person sets.
    static var inputRoles: RoleSet {
        [.textField, .secureTextField, .searchField, .switch, .checkbox, .radio, .slider, .stepper, .picker,
         .segmentedControl, .keyboard]
    }

    /// Whether an operable element's class says nothing of what it does:
    /// Compose, Flutter and custom-drawn widgets appear as a bare
    /// `android.view.View` (React Native's on iOS as `Other`) with only the
    /// semantics their developer set, so a choice or entry control may hide
    /// behind one; so may a class no mapping knows. XCUITest states no
    /// clickable flag, so there an `Other` that VoiceOver stops at counts as
    /// operable.
    static func mayBeCustomControl(_ element: Element) -> Bool {
        let operable: Bool = element.isInteractive || element.isFocusable == true
        switch element.className {
        case "android.view.View": return operable
        case "XCUIElementTypeOther": return operable || element.isAccessibilityElement == true
        default: return element.role == .unknown && operable
        }
    }

    /// What in a capture takes, or may take, input.
    enum Input: Sendable, Hashable {
        case keyboard
        case inputRole(Role)
        case webContent
        case textView
        /// An element that takes a value, named by its class (or, without one, its role).
        case takesValue(kind: String)
        case customControl(className: String?)

        /// The thing, described for a message.
        var phrase: String {
            switch self {
            case .keyboard: "an on-screen keyboard"
            case .inputRole(let role): "a \(role.rawValue)"
            case .webContent: "web content, whose fields may not be in the tree"
            case .textView: "a text view that may be editable"
            case .takesValue(let kind): "an element that takes a value (\(kind))"
            case .customControl(let className):
                "an operable element of an unstated type (\(className ?? "no class")), which may be a custom input"
            }
        }
    }

    /// The first thing in the capture that takes or may take input; nil when
    /// the capture shows none.
    static func first(on screen: ScreenContext) -> Input? {
        if !screen.screen.inputMethodFrames.isEmpty { return .keyboard }
        let tree = screen.tree
        for index in tree.indices {
            if let input = input(tree[index]) { return input }
        }
        return nil
    }

    static func input(_ element: Element) -> Input? {
        if inputRoles.contains(element.role) { return .inputRole(element.role) }
        if element.role == .webView { return .webContent }
        // XCUITest's TextView is a UITextView, editable or not; the source does not say which.
        if element.className == "XCUIElementTypeTextView" { return .textView }
        if element.isCheckable == true || element.isPassword == true || element.semantics?.inputType != nil {
            return .takesValue(kind: element.className ?? element.role.rawValue)
        }
        if mayBeCustomControl(element) { return .customControl(className: element.className) }
        return nil
    }
}
