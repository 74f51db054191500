/// Builds a ``ScreenReaderModel`` in a fixed number of loops over the flat tree.
struct ScreenReaderModelBuilder {
    let tree: ElementTree
    let viewport: Size?
    let platform: Platform?
    /// Keyboards set aside before the audit, which still cover what lies under them.
    let inputMethodFrames: [Rect]

    var visibility: [ScreenReaderElement.Visibility] = []
    var clipping: [ScreenReaderElement.Clipping?] = []
    var focus: [ScreenReaderElement.Focus] = []
    var focusOwner: [Int] = []
    var roles: [Role] = []

    init(screen: Screen, platform: Platform?) {
        tree = screen.tree
        viewport = screen.viewport
        inputMethodFrames = screen.inputMethodFrames
        self.platform = platform
    }

    mutating func build() -> [ScreenReaderElement] {
        computeClipping()
        computeVisibility()
        switch platform {
        case .android?: computeAndroidFocus()
        case .ios?: computeIOSFocus()
        case nil: computeFlagFocus()
        }
        computeRoles()
        var result: [ScreenReaderElement] = []
        result.reserveCapacity(tree.count)
        for index in tree.indices {
            let (name, source) = name(of: index)
            result.append(ScreenReaderElement(
                focus: focus[index], focusOwner: focusOwner[index] < 0 ? nil : focusOwner[index],
                name: name, nameSource: source, role: roles[index],
                visibility: visibility[index], clipping: clipping[index], heldStates: []))
        }
        holdFoldedStates(in: &result)
        return result
    }

    /// Whether the element is important for accessibility (Android) or not
    /// hidden from it. An Android dump that does not state it gets Android's
    /// rule for the default `auto` (`View.isImportantForAccessibility`): a view
    /// is important when it is actionable or checkable, scrolls, or has a content
    /// description or text (TextView makes itself important); an undescribed
    /// image or a plain layout is not, and its children are reparented to the
    /// nearest important ancestor.
    func isImportant(_ index: Int) -> Bool {
        let element = tree[index]
        if let stated = element.isAccessibilityElement { return stated }
        guard platform == .android else { return true }
        return isActionable(index) || element.isCheckable == true || element.isScrollable == true
            || hasOwnText(index)
    }

    /// ATF's `isVisibleToUser`: not hidden, and not reported outside the screen.
    func isVisibleToUser(_ index: Int) -> Bool {
        !visibility[index].isHidden && tree[index].isOnScreen != false
    }
}
