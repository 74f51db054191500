import MCAGCore

/// The area a finger actually hits for a text field that a clickable
/// ancestor wraps: MCAG 2.1.1 sizes "user-operable elements", and a field
/// whose clickable container takes the tap around it is operated through
/// that container (Facebook's login form, React Native/Bloks: the 47 px tall
/// `EditText` sits inside a clickable 162 px `ViewGroup` that holds only it
/// and its floating label, and a tap anywhere in that box focuses the field).
///
/// Only on Android, where uiautomator writes the `clickable` flag, and only
/// when the ancestor is the field's alone: it holds no other interactive
/// element (a clickable row with its own buttons is a different control), it
/// is not a scrolling container, and its frame holds the field's. The
/// ancestor is then measured in the field's place.
enum TouchTargetHitArea {
    /// Field roles: text entry whose container takes the tap.
    private static let fieldRoles: Set<Role> = [.textField, .secureTextField, .searchField]

    /// The nearest clickable ancestor that holds the field at `index` and no
    /// other interactive element; nil when there is none.
    static func wrappingTapTarget(of index: Int, tree: ElementTree) -> Int? {
        let field = tree[index]
        guard fieldRoles.contains(field.role), let frame = field.frame else { return nil }
        var current = tree.parent(of: index)
        while let ancestor = current {
            let element = tree[ancestor]
            // A list or scroll view is no one control's box: its rows are targets of their own.
            if element.isScrollable == true || element.role == .scrollView || element.role == .list { return nil }
            if element.isClickable == true || element.isLongClickable == true {
                guard element.isEnabled != false, let outer = element.frame, outer.contains(frame),
                      holdsOnlyThisControl(ancestor, control: index, tree: tree) else { return nil }
                return ancestor
            }
            current = tree.parent(of: ancestor)
        }
        return nil
    }

    /// No interactive descendant of `ancestor` other than the control and what lies inside it.
    private static func holdsOnlyThisControl(_ ancestor: Int, control: Int, tree: ElementTree) -> Bool {
        let inControl = tree.descendants(of: control)
        for other in tree.descendants(of: ancestor) where other != control && !inControl.contains(other) {
            let element = tree[other]
            if element.isInteractive || element.isClickable == true || element.isLongClickable == true { return false }
        }
        return true
    }

    /// A control spanning this share of its cell's width is the row's control, not a button placed in it.
    static let rowShare = 0.8

    /// The table or Form cell that holds the iOS control at `index` and no other, when the
    /// control lies inside it across most of its width (``rowShare``); nil otherwise.
    ///
    /// UIKit's and SwiftUI's rows draw their control shorter than the row: a text field of
    /// 22 pt in a 52 pt cell (NetNewsWire's Add Feed sheet, Ice Cubes' Add Account form), a
    /// SwiftUI `Picker` of 35 pt and a `Slider` of 31 pt in Ice Cubes' Display Settings Form
    /// (plain, unmodified `Picker` and `Slider` in its source, Dimillian/IceCubesApp
    /// `DisplaySettingsView`). Whether a tap on the rest of the row reaches the control
    /// depends on the app and the toolkit (a row selection that calls `becomeFirstResponder()`,
    /// SwiftUI's row hit-testing), and XCUITest writes no action for a cell, so a control the
    /// cell would make large enough is left to review rather than reported by its drawn frame.
    /// A small button in a card (a 24 pt "Follow") is a control of its own and is measured.
    static func enclosingCell(of index: Int, tree: ElementTree) -> Int? {
        guard let frame = tree[index].frame else { return nil }
        var current = tree.parent(of: index)
        while let ancestor = current {
            let element = tree[ancestor]
            if element.isScrollable == true || element.role == .scrollView || element.role == .list { return nil }
            if element.role == .cell {
                guard element.isAccessibilityElement != true, element.isEnabled != false, let outer = element.frame,
                      outer.contains(frame), frame.width >= rowShare * outer.width,
                      holdsOnlyThisControl(ancestor, control: index, tree: tree) else { return nil }
                return ancestor
            }
            current = tree.parent(of: ancestor)
        }
        return nil
    }

    /// The web element that holds the text field at `index` and nothing else, when the field lies
    /// inside it and it is larger: a page's styled input box, or an HTML `<label>` around the input,
    /// which passes a tap anywhere on it to the field (HTML's label activation behaviour). Chrome's
    /// tree gives neither a role the dump records (Woongjin Market's `emailLabel`, 188 px tall around
    /// a 100 px input), so which one it is, and so the touch area, is left to review. Only the parent
    /// is looked at: further up, an element holding only the field is the same box again.
    static func enclosingWebBox(ofField index: Int, tree: ElementTree) -> Int? {
        let field = tree[index]
        guard fieldRoles.contains(field.role), let frame = field.frame, let parent = tree.parent(of: index),
              tree.ancestors(of: index).contains(where: { tree[$0].role == .webView }) else { return nil }
        let box = tree[parent]
        guard box.role != .webView, box.isClickable != true, let outer = box.frame, outer.contains(frame),
              outer.height > frame.height, holdsOnlyThisControl(parent, control: index, tree: tree) else { return nil }
        return parent
    }
}

