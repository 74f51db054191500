extension ScreenReaderModelBuilder {
    /// TalkBack's stops, after ATF's `ViewHierarchyElementUtils.shouldFocusView`:
    /// a visible, important element is focusable when it is actionable
    /// (clickable, long-clickable, focusable or screen-reader-focusable; not
    /// merely checkable, see ``isActionable(_:)``),
    /// or when it speaks and is a top-level item of a scrolling container. A
    /// focusable element is a stop when it is a leaf or has something to say;
    /// a focusable element whose descendants are all stops of their own is a
    /// wrapper TalkBack passes over. A non-focusable element with text of its
    /// own is a stop when no ancestor is focusable; otherwise its text is read
    /// as part of that ancestor.
    mutating func computeAndroidFocus() {
        let count = tree.count
        let importantAncestor = nearestImportantAncestors()
        var speaking = [Bool](repeating: false, count: count)
        var focusable = [Bool](repeating: false, count: count)
        var importantBelow = [Bool](repeating: false, count: count)
        var focusableBelow = [Bool](repeating: false, count: count)
        for index in tree.indices.reversed() {
            speaking[index] = speaking[index] || (isImportant(index) && hasOwnSpeech(index))
            let underScroller = importantAncestor[index].map { Self.isScrollingParent(tree[$0]) } ?? false
            focusable[index] = isVisibleToUser(index) && isImportant(index)
                && (isActionable(index) || (underScroller && speaking[index]))
            guard let parent = tree.parent(of: index) else { continue }
            if isVisibleToUser(index), !focusable[index], speaking[index] { speaking[parent] = true }
            if isImportant(index) || importantBelow[index] { importantBelow[parent] = true }
            if focusable[index] || focusableBelow[index] { focusableBelow[parent] = true }
        }
        focus.reserveCapacity(count)
        focusOwner = [Int](repeating: -1, count: count)
        for index in tree.indices {
            if let parent = tree.parent(of: index) {
                focusOwner[index] = focusable[parent] ? parent : focusOwner[parent]
            }
            let silentParent = focusable[index] && importantBelow[index] && !speaking[index]
            focus.append(androidFocus(index, focusable: focusable[index], silentParent: silentParent,
                                      focusableBelow: focusableBelow[index]))
        }
    }

    /// A focusable parent with nothing to say is passed over when its
    /// descendants hold stops (a wrapper). When none does, TalkBack reaches
    /// nothing there at all ("focusable but has nothing to speak"), yet the
    /// element is the control a user must operate, so it counts as a stop
    /// whose name is missing.
    private func androidFocus(_ index: Int, focusable: Bool, silentParent: Bool, focusableBelow: Bool) -> ScreenReaderElement.Focus {
        guard isVisibleToUser(index) else { return .skipped }
        if focusable { return silentParent && focusableBelow ? .wrapper : .stop }
        guard isImportant(index) else { return .skipped }
        if focusOwner[index] >= 0 { return .mergedIntoAncestor }
        return hasOwnText(index) ? .stop : .skipped
    }

    private func nearestImportantAncestors() -> [Int?] {
        var result: [Int?] = []
        result.reserveCapacity(tree.count)
        for index in tree.indices {
            guard let parent = tree.parent(of: index) else { result.append(nil); continue }
            result.append(isImportant(parent) ? parent : result[parent])
        }
        return result
    }

    /// ATF's `isChildOfScrollableContainer`: a scrollable parent, or a list or scroll view class (not a Spinner).
    static func isScrollingParent(_ element: Element) -> Bool {
        if element.isScrollable == true { return true }
        if element.className?.hasSuffix("Spinner") == true { return false }
        return element.role == .list || element.role == .scrollView
    }

    /// TalkBack's `AccessibilityNodeInfoUtils.isActionableForAccessibility` and
    /// ATF's `isFocusableOrClickableForAccessibility`: clickable, long-clickable,
    /// focusable or screen-reader-focusable. Checkable is not among them: a
    /// checkable node that is none of these (a ToggleButton drawn inside the
    /// clickable tab that operates it) takes no focus of its own; its state is
    /// read as part of its focusable ancestor (ATF's
    /// `getSpeakableTextFromElementSubtree`).
    func isActionable(_ index: Int) -> Bool {
        let element = tree[index]
        return element.isClickable == true || element.isLongClickable == true || element.isFocusable == true
            || element.attribute("screen-reader-focusable") == "true"
    }

    /// Content description, text or hint (ATF's `hasText`; an empty string is no text).
    func hasOwnText(_ index: Int) -> Bool {
        let element = tree[index]
        return [element.label, element.text, element.hint].contains { !($0 ?? "").isEmpty }
    }

    /// ATF's `isSpeakingView` for the element itself: text, or a checkable state.
    private func hasOwnSpeech(_ index: Int) -> Bool { hasOwnText(index) || tree[index].isCheckable == true }

    /// VoiceOver's stops: an accessibility element (`accessible="true"`) is
    /// one, and hides its subviews, so an accessibility element inside
    /// another is read as part of it. A container (`accessible="false"`) is
    /// passed over and its children are reached one by one. With no flag, a
    /// control is presumed to be an element, as UIKit controls are by default.
    ///
    /// A presented alert or sheet is modal: VoiceOver reaches only the last
    /// one's elements (and the status bar and keyboard, which are separate
    /// windows), as AccessibilitySnapshot's parser keeps only the last
    /// `accessibilityViewIsModal` subview.
    mutating func computeIOSFocus() {
        focus.reserveCapacity(tree.count)
        focusOwner = [Int](repeating: -1, count: tree.count)
        let modal = tree.indices.last { tree[$0].role == .alert }.map { tree.descendants(of: $0) }
        var outsideModal = SubtreeMarks(tree)
        for index in tree.indices {
            if let parent = tree.parent(of: index) {
                focusOwner[index] = focus[parent].isStop ? parent : focusOwner[parent]
            }
            let own = iOSFlagFocus(of: index)
            let exempt = outsideModal.visit(index, marking: tree[index].role == .statusBar || tree[index].role == .keyboard)
            if let modal, own.isStop, !modal.contains(index), !exempt {
                focus.append(.skipped)
                continue
            }
            focus.append(own.isStop && focusOwner[index] >= 0 ? .mergedIntoAncestor : own)
        }
    }

    /// Without a platform, only the element's own flags decide.
    mutating func computeFlagFocus() {
        focus = tree.elements.map(Self.flagFocus)
        focusOwner = [Int](repeating: -1, count: tree.count)
    }

    /// UIKit's bars, lists, scroll views, windows and the application are
    /// accessibility containers: `isAccessibilityElement` "is false unless the
    /// receiver is a standard UIKit control" (Apple, UIAccessibility,
    /// `isAccessibilityElement`), and XCUITest reports them `accessible="false"`
    /// (every tab bar, navigation bar and collection view of the corpus's
    /// iOS 26 captures). A capture made without the attribute (WDA's
    /// `excluded_attributes`) is read with that default: such an element is
    /// passed over, as with `accessible="false"`, not left unknown.
    /// Stored: built from its array literal, the set cost more than the test.
    static let iOSContainerRoles: RoleSet = [.application, .window, .tabBar, .navigationBar, .toolbar, .list, .scrollView]

    /// ``iOSFlagFocus(_:)`` of the element at `index`. A method reading the
    /// element in place: handing it from the mutating focus pass to the
    /// static function retained and released it for every element.
    private func iOSFlagFocus(of index: Int) -> ScreenReaderElement.Focus {
        let element = tree[index]
        return Self.iOSFlagFocus(element)
    }

    /// ``flagFocus(_:)`` with UIKit's default for containers when no flag is given.
    static func iOSFlagFocus(_ element: Element) -> ScreenReaderElement.Focus {
        if element.isAccessibilityElement == nil, element.isFocusable == nil,
           iOSContainerRoles.contains(element.role) { return .skipped }
        return flagFocus(element)
    }

    static func flagFocus(_ element: Element) -> ScreenReaderElement.Focus {
        if element.isAccessibilityElement == true || element.isFocusable == true { return .stop }
        if element.isAccessibilityElement == false || element.isFocusable == false { return .skipped }
        return element.isInteractive ? .presumedStop : .unknown
    }
}

/// Marks, in one forward pass, the elements inside the subtree of an element
/// that matched: pre-order subtrees nest, so one running end index suffices.
struct SubtreeMarks {
    private let tree: ElementTree
    private var coveredUntil = 0

    init(_ tree: ElementTree) { self.tree = tree }

    /// Call for every index in increasing order; true when the element or an ancestor matched.
    mutating func visit(_ index: Int, marking matches: Bool) -> Bool {
        if matches { coveredUntil = max(coveredUntil, tree.descendants(of: index).upperBound) }
        return matches || index < coveredUntil
    }
}
