import MCAGCore

/// Which interactive elements 2.1.1 measures: what a finger actually
/// touches, as the screen-reader model tells it.
///
/// - **Parts of another target.** An element the screen reader reads as part
///   of an ancestor that is a stop is not a target of its own when it takes
///   no tap itself: the ancestor is, and is measured. On Android the flags
///   say so: Compose and Flutter leave role nodes in the tree (a `Button` or
///   `RadioButton` with `clickable="false"`) under the clickable node that
///   handles the tap, and TalkBack stops on that node (ATF
///   `ViewHierarchyElementUtils.shouldFocusView`). iOS dumps carry no tap
///   flag, so what it says tells: a part that repeats the ancestor's name,
///   or has no name and repeats its state (value), is a piece of it (the
///   text "Reduce Motion" and the knob valued "0" of a Settings switch row,
///   `accessible="false"` inside the accessible row "Reduce Motion", "0");
///   a part of its own ("Reply", or an unnamed avatar image button inside a
///   post) is a separate action a finger taps directly, and is measured.
/// - **Wrappers tiled by their parts.** A clickable element whose clickable
///   children fill its frame takes no tap of its own (see
///   ``isTiledByClickableChildren(_:tree:)``).
/// - **iOS scroll indicators.** UIKit's scroll indicators appear in XCUITest
///   dumps as `XCUIElementTypeOther`, not accessible, with the Adjustable
///   trait, a percentage value ("0%") and a label such as "Vertical scroll
///   bar, 2 pages". They are system chrome that fades in while scrolling,
///   not an app's control and not a VoiceOver stop. A capture made without
///   the `accessible` attribute (WDA's `excluded_attributes`) says nothing of
///   the flag; there the same element is recognised by where UIKit puts it:
///   a direct child of the scroll, table or collection view it indicates,
///   30 pt thick, along that view's trailing or bottom edge (Daybreak's
///   SwiftUI screens, iOS 26).
enum TouchTargetSelection {
    /// Whether the size check judges the element at `index`.
    static func isJudged(_ index: Int, in screen: ScreenContext) -> Bool {
        // Both ways in below need an interactive element or an Android screen: the
        // other elements, most of an iOS screen, are ruled out before the element
        // and the model are taken (each a retain and a release).
        guard TouchTargetSizeCheck.isOperable(screen.tree[index]) || screen.app.platform == .android else { return false }
        let element = screen.tree[index]
        let model = screen.screenReader
        // The element's own fields rule most elements out before the model's element is read
        // (and it is lent, not copied: a copy retains every name and list it holds).
        let platform = screen.app.platform
        // Both of the first two ways in need an interactive element: most are not, and are ruled out by one test.
        guard (TouchTargetSizeCheck.isOperable(element)
                && (TouchTargetSizeCheck.isTarget(element)
                    || (element.isVisible == false && isScrolledContent(element, model[index]))))
                || (platform == .android && isFocusableNamedButton(element, model[index], platform: platform)
                    && !DeveloperButtonName.wrapsAClickable(index, in: screen)),
              !isIOSScrollIndicator(index, in: screen.tree) else { return false }
        return !isPartOfAncestorTarget(element, at: index, model: model, tree: screen.tree)
            && !isTiledByClickableChildren(index, tree: screen.tree)
            && !isWebLinkShell(index, in: screen)
    }

    /// A web link WebKit reports `accessible="false"` around a piece of it that is the stop, with
    /// the link's own frame (NetNewsWire's article header: `<Link accessible="false">` holding
    /// `<StaticText traits="Link" accessible="true">`, both 152 × 23 pt). It is one target; the
    /// stop is where VoiceOver and a reviewer find it, so the piece is measured and the shell is not.
    static func isWebLinkShell(_ index: Int, in screen: ScreenContext) -> Bool {
        let tree = screen.tree
        let element = tree[index]
        guard screen.app.platform == .ios, element.isAccessibilityElement == false,
              TouchTargetSurroundings.isLink(element), let frame = element.frame else { return false }
        let model = screen.screenReader
        return tree.descendants(of: index).contains { (piece: Int) -> Bool in
            model[piece].focus.isStop && tree[piece].frame == frame && TouchTargetSurroundings.isLink(tree[piece])
        }
    }

    /// Read as part of an ancestor stop and not tappable on its own. The
    /// model's element is read in place: passed as an argument, it was copied.
    static func isPartOfAncestorTarget(_ element: Element, at index: Int, model: ScreenReaderModel,
                                       tree: ElementTree) -> Bool {
        guard let owner = model[index].focusOwner, !model[index].focus.isStop, model[index].focus != .wrapper
        else { return false }
        if element.isClickable == true || element.isLongClickable == true { return false }
        if element.isClickable == false { return true }
        guard let name = element.accessibleName?.lowercased() else {
            return element.value != nil && element.value == tree[owner].value
        }
        return model[owner].name?.lowercased() == name
    }

    /// A control XCUITest reports `visible="false"` that the screen-reader model
    /// does not take as hidden: content of a table or scroll view under a
    /// translucent bar or partly scrolled away (Pocket Casts' "Show Archived",
    /// 31 pt tall under the tab bar). VoiceOver scrolls it in and a finger
    /// meets it at the same size, so it is measured like any target on screen.
    ///
    static func isScrolledContent(_ element: Element, _ reader: ScreenReaderElement) -> Bool {
        element.isInteractive && element.isVisible == false && reader.visibility == .unknown
            && element.isOnScreen != false && element.isEnabled != false
    }

    /// Web content that WebKit reports `visible="false"` although its frame lies inside the window:
    /// the page may not draw it at all (a "Skip to main content" link kept off until focused, a logo
    /// hidden at this width, on eBay's home page in Safari) or may have scrolled it under other
    /// content, and the dump does not say which, so its size is left to review. Web content past the
    /// window's edge is scrolled content like any other.
    static func isUndrawnWebContent(_ index: Int, in tree: ElementTree) -> Bool {
        let element = tree[index]
        guard element.isVisible == false, let frame = element.frame else { return false }
        let ancestors = tree.ancestors(of: index)
        guard ancestors.contains(where: { tree[$0].role == .webView }),
              let window = ancestors.last.flatMap({ tree[$0].frame }) else { return false }
        return window.contains(frame)
    }

    /// An Android stop that is focusable but not clickable, with no role of its
    /// own, that the app names as a button ("loginBtn"): a React Native
    /// touchable (``DeveloperButtonName``), tapped by a finger like any button.
    static func isFocusableNamedButton(_ element: Element, _ reader: ScreenReaderElement, platform: Platform?) -> Bool {
        guard platform == .android, reader.focus.isStop, element.isFocusable == true, element.isClickable != true,
              element.isVisible != false, element.isEnabled != false, !element.role.isInteractive,
              let label = element.label else { return false }
        return DeveloperButtonName.buttonWord(in: label) != nil
    }

    /// UIKit's scroll indicator as XCUITest reports it: flagged not accessible,
    /// or, with no flag, lying where UIKit draws it (``liesAlongScrollingEdge(_:in:)``).
    static func isIOSScrollIndicator(_ index: Int, in tree: ElementTree) -> Bool {
        let element = tree[index]
        guard element.className == "XCUIElementTypeOther", element.isAccessibilityElement != true,
              element.hasTrait("Adjustable"), let value = element.value, value.hasSuffix("%"),
              Double(value.dropLast()) != nil else { return false }
        return element.isAccessibilityElement == false || liesAlongScrollingEdge(index, in: tree)
    }

    /// Thickness of UIKit's scroll indicator element as XCUITest reports it
    /// (30 pt in every capture of the corpus, iOS 17 to 26), with a point to spare.
    static let scrollIndicatorThickness = 31.0

    /// A thin element whose long side runs along the trailing edge (vertical)
    /// or the bottom edge (horizontal) of its parent scrolling container,
    /// within the few points UIKit insets its indicators.
    static func liesAlongScrollingEdge(_ index: Int, in tree: ElementTree) -> Bool {
        guard let parent = tree.parent(of: index), [.scrollView, .list].contains(tree[parent].role),
              let frame = tree[index].frame, let container = tree[parent].frame else { return false }
        let inset = 4.0
        if frame.height > frame.width {
            return frame.width <= scrollIndicatorThickness && abs(container.maxX - frame.maxX) <= inset
        }
        return frame.height <= scrollIndicatorThickness && abs(container.maxY - frame.maxY) <= inset
    }
}
