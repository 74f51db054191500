import Foundation
import MCAGCore

/// Maps `uiautomator dump` `<node>`s and Appium UiAutomator2 class-named
/// elements to ``Element``s. Bounds are physical pixels.
///
/// `content-desc` is the label and `text` the drawn text. TalkBack announces
/// the content description when set and the text otherwise, which
/// ``Element/accessibleName`` reproduces; the label is not filled from the text
/// so that rules can tell a described element from one that merely shows text.
///
/// Visibility: UiAutomator2 writes `displayed` and some dumpers
/// `visible-to-user`, which are read as they are. A plain `uiautomator dump`
/// (`<node>` elements without either) lists only nodes visible to the user:
/// AOSP's `AccessibilityNodeInfoDumper.dumpNodeRec` descends only into
/// children whose `isVisibleToUser()` is true and logs "Skipping invisible
/// child" for the others (frameworks/base, cmds/uiautomator), so every node
/// below a window's root is marked visible. `View.isVisibleToUser` is false
/// for a view that is not `VISIBLE`, that has an ancestor with alpha 0 or
/// that its ancestors clip away entirely, so a listed node is not fully
/// transparent either. The root, which the dumper writes unchecked, is left
/// unknown.
struct AndroidMapper: DumpElementMapper {
    /// A plain `uiautomator dump` node below its window's root: the dumper lists it only when it is
    /// visible to the user (see the type's comment).
    static func isListedOnlyWhenVisible(name: String, depth: Int) -> Bool {
        depth > 0 && name == "node"
    }

    /// Attributes that become fields; every other attribute is kept in ``Element/attributes``.
    static let mappedAttributes: Set<DumpAttributeName> = [
        .class, .text, .contentDesc, .resourceID, .checkable, .checked, .clickable, .longClickable,
        .enabled, .focusable, .focused, .scrollable, .password, .selected, .bounds, .hint,
        .visibleToUser, .displayed, .importantForAccessibility, .a11yImportant, .heading, .package, .windowID,
    ]
    private static let mappedTable = DumpAttributeName.table(mappedAttributes)

    private var viewport: Size?
    private var rotation: Int?
    private var extent = Size(width: 0, height: 0)
    private var windows = AndroidWindows()
    /// The semantics and window boxes the elements share.
    private var boxes = ElementBoxPool()
    /// Roles by the class name's number in the reader's ``StringInterner``: a dump repeats
    /// a few dozen classes on thousands of nodes.
    private var roles: [(plain: Role, password: Role)?] = []

    mutating func readWrapper(attributes: [String: String]) {
        rotation = attributes["rotation"].flatMap { Int($0) }
        if let width = AttributeValues.double(attributes["width"]),
           let height = AttributeValues.double(attributes["height"]), width > 0, height > 0 {
            viewport = Size(width: width, height: height)
        }
    }

    mutating func element(name: String, attributes: inout DumpAttributes, depth: Int) -> Element {
        let classEntry = attributes.internedEntry(.class)
        let className: String? = classEntry?.string ?? (name == "node" ? nil : name)
        let isPassword = attributes.bool(.password)
        let isHeading = attributes.bool(.heading) == true
        let role = elementRole(className: className, number: classEntry?.number, isPassword: isPassword == true,
                               isHeading: isHeading, depth: depth)

        var element = Element(role: role, className: className)
        element.label = attributes.nonEmpty(.contentDesc)
        element.identifier = attributes.interned(.resourceID)
        element.hint = attributes.nonEmpty(.hint)
        Self.readText(attributes, into: &element)
        if isHeading { element.traits = ["heading"] }
        readStates(attributes, into: &element)
        if element.isVisible == nil, Self.isListedOnlyWhenVisible(name: name, depth: depth) { element.isVisible = true }
        element.isPassword = isPassword
        element.frame = Self.bounds(attributes.bytes(.bounds))
        AndroidSemantics.read(attributes, into: &element, pool: &boxes)
        attributes.keep(except: Self.mappedTable, into: &element)

        windows.place(&element, attributes: &attributes, depth: depth, boxes: &boxes)
        if let frame = element.frame {
            extent = Size(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
        }
        return element
    }

    /// The class's role; a heading for a plain text or container marked `heading`; the window for a root.
    private mutating func elementRole(className: String?, number: Int?, isPassword: Bool, isHeading: Bool, depth: Int) -> Role {
        var role: Role = .unknown
        if let className { role = self.role(className: className, number: number, isPassword: isPassword) }
        if isHeading, role == .text || role == .container || role == .unknown { role = .heading }
        if depth == 0, role == .container || role == .unknown { role = .window }
        return role
    }

    /// A field's text is its value, or its hint while `showing-hint` says so; anything else's is its text.
    ///
    /// A field whose `text` is written empty, or that shows its hint, holds an empty value:
    /// `TextView.onInitializeAccessibilityNodeInfo` hands TalkBack the field's content as the node's
    /// text (the hint while the content is empty, with `setShowingHintText`), so an empty `text`
    /// is the dumper reading an empty field, not a value it did not record.
    private static func readText(_ attributes: DumpAttributes, into element: inout Element) {
        let text = attributes.nonEmpty(.text)
        let role = element.role
        guard role == .textField || role == .secureTextField || role == .searchField else {
            element.text = text
            return
        }
        if attributes.bool(.showingHint) == true {
            element.hint = element.hint ?? text
            element.value = ""
        } else {
            element.value = text ?? (attributes.contains(.text) ? "" : nil)
            element.text = text
        }
    }

    private func readStates(_ attributes: DumpAttributes, into element: inout Element) {
        element.isCheckable = attributes.bool(.checkable)
        element.isChecked = attributes.bool(.checked)
        element.isClickable = attributes.bool(.clickable)
        element.isLongClickable = attributes.bool(.longClickable)
        element.isEnabled = attributes.bool(.enabled)
        element.isFocusable = attributes.bool(.focusable)
        element.isFocused = attributes.bool(.focused)
        element.isScrollable = attributes.bool(.scrollable)
        element.isSelected = attributes.bool(.selected)
        element.isVisible = attributes.bool(attributes.contains(.visibleToUser) ? .visibleToUser : .displayed)
        element.isAccessibilityElement = attributes.bool(
            attributes.contains(.importantForAccessibility) ? .importantForAccessibility : .a11yImportant)
    }

    /// ``AndroidRoles/role(className:isPassword:isEditable:)``, remembered per class.
    private mutating func role(className: String, number: Int?, isPassword: Bool) -> Role {
        if let number, number < roles.count, let known = roles[number] { return isPassword ? known.password : known.plain }
        let known = (plain: AndroidRoles.role(className: className, isPassword: false, isEditable: false),
                     password: AndroidRoles.role(className: className, isPassword: true, isEditable: false))
        if let number {
            if number >= roles.count { roles += Array(repeating: nil, count: number + 1 - roles.count) }
            roles[number] = known
        }
        return isPassword ? known.password : known.plain
    }

    /// `[left,top][right,bottom]` from the bytes of the value; nil for anything else.
    static func bounds(_ bytes: UnsafeRawBufferPointer?) -> Rect? {
        guard let bytes else { return nil }
        return BoundsBytes.rect(bytes) ?? bounds(ByteText.string(bytes))
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
