/// One node of a screen's accessibility tree, as the platform exposes it.
///
/// Every field an importer may not know is optional: a rule that needs a
/// missing field reports *needs review*, never *pass*. Children are not
/// stored here: a ``Screen`` keeps its elements in an ``ElementTree``, flat
/// and in document order, so that no tree walk recurses.
public struct Element: Sendable, Hashable, Codable {
    /// Every field, stored once. Checks read elements by the hundred
    /// thousand, and an element held inline (about 450 bytes, some twenty
    /// strings and arrays) cost a retain and a release of each of them
    /// whenever one was copied out of the tree; boxed, a copy is one retain.
    /// Writes copy the box first when it is shared (copy on write), so
    /// `Element` keeps the value semantics of a struct.
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var role: Role
        @usableFromInline var className: String?
        @usableFromInline var traits: [String]?
        @usableFromInline var label: String?
        @usableFromInline var value: String?
        @usableFromInline var hint: String?
        @usableFromInline var identifier: String?
        @usableFromInline var text: String?
        @usableFromInline var frame: Rect?
        @usableFromInline var isAccessibilityElement: Bool?
        @usableFromInline var isEnabled: Bool?
        @usableFromInline var isVisible: Bool?
        @usableFromInline var isOnScreen: Bool?
        @usableFromInline var isFocusable: Bool?
        @usableFromInline var isFocused: Bool?
        @usableFromInline var isClickable: Bool?
        @usableFromInline var isLongClickable: Bool?
        @usableFromInline var isScrollable: Bool?
        @usableFromInline var isCheckable: Bool?
        @usableFromInline var isChecked: Bool?
        @usableFromInline var isSelected: Bool?
        @usableFromInline var isPassword: Bool?
        /// The fields dumps seldom set, boxed apart; nil when none is set.
        var rare: SharedBox<RareFields>?
        var attributes: AttributeList?
        /// The app and window, boxed apart and shared by the elements of one
        /// import that are in the same window (``ElementBoxPool``); nil when none is set.
        var window: SharedBox<Window>?
        /// Boxed apart, and shared by the elements of one import that have
        /// equal semantics (``ElementBoxPool``).
        var semantics: SharedBox<PlatformSemantics>?
    }

    /// The box. `@unchecked Sendable` is sound because the fields are only
    /// written through ``makeStorageUnique()``: a box that another value or
    /// thread can see is copied before any write.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Read by the inlinable getters: checks in other modules read fields by the hundred thousand.
    @usableFromInline private(set) var storage: Storage

    private mutating func makeStorageUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    /// MCAG's platform-neutral role.
    public var role: Role {
        @inlinable get { storage.fields.role }
        _modify { makeStorageUnique(); yield &storage.fields.role }
    }
    /// The platform class or element type (`XCUIElementTypeButton`, `android.widget.ImageView`).
    public var className: String? {
        @inlinable get { storage.fields.className }
        _modify { makeStorageUnique(); yield &storage.fields.className }
    }
    /// iOS accessibility traits or Android semantics as reported (`Button`, `Header`, `Selected`).
    public var traits: [String]? {
        @inlinable get { storage.fields.traits }
        _modify { makeStorageUnique(); yield &storage.fields.traits }
    }
    /// The accessible name (iOS `accessibilityLabel`, Android `contentDescription` or text).
    public var label: String? {
        @inlinable get { storage.fields.label }
        _modify { makeStorageUnique(); yield &storage.fields.label }
    }
    /// The element's current value, such as a field's text or a slider's position; nil when the dump does not say.
    public var value: String? {
        @inlinable get { storage.fields.value }
        _modify { makeStorageUnique(); yield &storage.fields.value }
    }
    /// Text that says what to enter or what the element does: Android's
    /// hint text, iOS's placeholder value (WebDriverAgent `placeholderValue`).
    public var hint: String? {
        @inlinable get { storage.fields.hint }
        _modify { makeStorageUnique(); yield &storage.fields.hint }
    }
    /// The developer identifier (`accessibilityIdentifier`, `resource-id`).
    public var identifier: String? {
        @inlinable get { storage.fields.identifier }
        _modify { makeStorageUnique(); yield &storage.fields.identifier }
    }
    /// The text drawn on screen, where it differs from or stands apart from the label.
    public var text: String? {
        @inlinable get { storage.fields.text }
        _modify { makeStorageUnique(); yield &storage.fields.text }
    }
    /// Position and size in the screen's ``Screen/unit``.
    public var frame: Rect? {
        @inlinable get { storage.fields.frame }
        _modify { makeStorageUnique(); yield &storage.fields.frame }
    }
    /// Whether assistive technology can reach the element (iOS
    /// `isAccessibilityElement`, Android `important-for-accessibility`).
    public var isAccessibilityElement: Bool? {
        @inlinable get { storage.fields.isAccessibilityElement }
        _modify { makeStorageUnique(); yield &storage.fields.isAccessibilityElement }
    }
    /// Whether the element is enabled; false for a control that cannot be used; nil when the dump does not say.
    public var isEnabled: Bool? {
        @inlinable get { storage.fields.isEnabled }
        _modify { makeStorageUnique(); yield &storage.fields.isEnabled }
    }
    /// Whether the platform reports the element as visible; nil when the dump does not say.
    public var isVisible: Bool? {
        @inlinable get { storage.fields.isVisible }
        _modify { makeStorageUnique(); yield &storage.fields.isVisible }
    }
    /// Whether the element's frame meets the screen's viewport; nil when unknown.
    public var isOnScreen: Bool? {
        @inlinable get { storage.fields.isOnScreen }
        _modify { makeStorageUnique(); yield &storage.fields.isOnScreen }
    }
    /// Whether the element can take input focus; nil when the dump does not say.
    public var isFocusable: Bool? {
        @inlinable get { storage.fields.isFocusable }
        _modify { makeStorageUnique(); yield &storage.fields.isFocusable }
    }
    /// Whether the element held input focus at capture; nil when the dump does not say.
    public var isFocused: Bool? {
        @inlinable get { storage.fields.isFocused }
        _modify { makeStorageUnique(); yield &storage.fields.isFocused }
    }
    /// Whether the element responds to a tap or click; nil when the dump does not say.
    public var isClickable: Bool? {
        @inlinable get { storage.fields.isClickable }
        _modify { makeStorageUnique(); yield &storage.fields.isClickable }
    }
    /// Whether the element responds to a long press; nil when the dump does not say.
    public var isLongClickable: Bool? {
        @inlinable get { storage.fields.isLongClickable }
        _modify { makeStorageUnique(); yield &storage.fields.isLongClickable }
    }
    /// Whether the element scrolls its content; nil when the dump does not say.
    public var isScrollable: Bool? {
        @inlinable get { storage.fields.isScrollable }
        _modify { makeStorageUnique(); yield &storage.fields.isScrollable }
    }
    /// The axes along which the element scrolls: `horizontal`, `vertical`.
    public var scrollAxes: [String]? {
        get { storage.fields.rare?.value.scrollAxes }
        set { setRare(\.scrollAxes, to: newValue) }
    }
    /// Whether the element can be checked or toggled, like a checkbox or a switch; nil when the dump does not say.
    public var isCheckable: Bool? {
        @inlinable get { storage.fields.isCheckable }
        _modify { makeStorageUnique(); yield &storage.fields.isCheckable }
    }
    /// Whether a checkable element is checked or on; nil when the dump does not say.
    public var isChecked: Bool? {
        @inlinable get { storage.fields.isChecked }
        _modify { makeStorageUnique(); yield &storage.fields.isChecked }
    }
    /// Whether the element is selected, such as the current tab; nil when the dump does not say.
    public var isSelected: Bool? {
        @inlinable get { storage.fields.isSelected }
        _modify { makeStorageUnique(); yield &storage.fields.isSelected }
    }
    /// Whether the element is a password field, whose text is hidden; nil when the dump does not say.
    public var isPassword: Bool? {
        @inlinable get { storage.fields.isPassword }
        _modify { makeStorageUnique(); yield &storage.fields.isPassword }
    }
    /// 1 to 6 for headings; nil when the element is not a heading or the level is unknown.
    public var headingLevel: Int? {
        get { storage.fields.rare?.value.headingLevel }
        set { setRare(\.headingLevel, to: newValue) }
    }
    /// BCP 47 language of the element's text, where it differs from the app's.
    public var language: String? {
        get { storage.fields.rare?.value.language }
        set { setRare(\.language, to: newValue) }
    }
    /// Names of accessibility custom actions.
    public var customActions: [String]? {
        get { storage.fields.rare?.value.customActions }
        set { setRare(\.customActions, to: newValue) }
    }
    /// Gestures the element responds to (`swipe`, `pinch`, `long-press`, `drag`, `shake`).
    public var gestures: [String]? {
        get { storage.fields.rare?.value.gestures }
        set { setRare(\.gestures, to: newValue) }
    }
    /// How the element's text is set (size, weight, spacing); nil when unknown.
    public var textStyle: TextStyle? {
        get { storage.fields.rare?.value.textStyle }
        set { setRare(\.textStyle, to: newValue) }
    }
    /// The colour of the element's text or glyphs; nil when unknown.
    public var foregroundColor: Color? {
        get { storage.fields.rare?.value.foregroundColor }
        set { setRare(\.foregroundColor, to: newValue) }
    }
    /// The colour behind the element's text or content; nil when unknown.
    public var backgroundColor: Color? {
        get { storage.fields.rare?.value.backgroundColor }
        set { setRare(\.backgroundColor, to: newValue) }
    }
    /// Opacity from 0 (transparent) to 1.
    public var alpha: Double? {
        get { storage.fields.rare?.value.alpha }
        set { setRare(\.alpha, to: newValue) }
    }
    /// How long a transient element (toast, snackbar) stays on screen, in seconds.
    public var displayDuration: Double? {
        get { storage.fields.rare?.value.displayDuration }
        set { setRare(\.displayDuration, to: newValue) }
    }
    /// For a time-out warning: seconds the user has to respond.
    public var responseTime: Double? {
        get { storage.fields.rare?.value.responseTime }
        set { setRare(\.responseTime, to: newValue) }
    }
    /// Exceptions claimed for this element, each for one requirement.
    public var exceptionClaims: [ExceptionClaim]? {
        get { storage.fields.rare?.value.exceptionClaims }
        set { setRare(\.exceptionClaims, to: newValue) }
    }
    /// Platform attributes that have no field of their own, kept as given.
    /// Held as an `AttributeList` (internal); read one with ``attribute(_:)`` to avoid building the dictionary.
    public var attributes: [String: String]? {
        get { storage.fields.attributes?.dictionary }
        set {
            makeStorageUnique()
            storage.fields.attributes = newValue.map { AttributeList($0) }
        }
    }
    /// The app the element belongs to: the Android `package` attribute, or
    /// the iOS application's bundle identifier (its name when the dump
    /// states no bundle identifier). A dump also holds the windows of other
    /// apps (the status bar, the keyboard); ``AppScope`` sets them aside.
    public var appIdentifier: String? {
        get { storage.fields.window?.value.appIdentifier }
        set { setWindow(\.appIdentifier, to: newValue) }
    }
    /// The position, from 0 in document order, of the top-level window
    /// that holds the element: a root of an Android dump's `<hierarchy>`, an
    /// iOS application's `XCUIElementTypeWindow`.
    package var windowIndex: Int? {
        get { storage.fields.window?.value.windowIndex }
        set { setWindow(\.windowIndex, to: newValue) }
    }
    /// The platform's own identifier of that window, where the dump states
    /// one (Appium UiAutomator2's `window-id`).
    public var windowIdentifier: String? {
        get { storage.fields.window?.value.windowIdentifier }
        set { setWindow(\.windowIdentifier, to: newValue) }
    }
    /// What the platform says beyond the common fields: drawing order, live
    /// regions, pane titles, errors, input types, hit-testing
    /// (``PlatformSemantics``); nil when the dump says none of it.
    public var semantics: PlatformSemantics? {
        get { storage.fields.semantics?.value }
        set { setBox(\.semantics, newValue.map(SharedBox.init)) }
    }


    /// An element with these fields; what is not given stays unknown (nil),
    /// and the checks that need it say *needs review*.
    public init(
        role: Role = .unknown, className: String? = nil, traits: [String]? = nil,
        label: String? = nil, value: String? = nil, hint: String? = nil, identifier: String? = nil,
        text: String? = nil, frame: Rect? = nil, isAccessibilityElement: Bool? = nil,
        isEnabled: Bool? = nil, isVisible: Bool? = nil, isOnScreen: Bool? = nil,
        isFocusable: Bool? = nil, isFocused: Bool? = nil, isClickable: Bool? = nil,
        isLongClickable: Bool? = nil, isScrollable: Bool? = nil, scrollAxes: [String]? = nil,
        isCheckable: Bool? = nil, isChecked: Bool? = nil, isSelected: Bool? = nil, isPassword: Bool? = nil,
        headingLevel: Int? = nil, language: String? = nil, customActions: [String]? = nil,
        gestures: [String]? = nil, textStyle: TextStyle? = nil, foregroundColor: Color? = nil,
        backgroundColor: Color? = nil, alpha: Double? = nil, displayDuration: Double? = nil,
        responseTime: Double? = nil, exceptionClaims: [ExceptionClaim]? = nil,
        attributes: [String: String]? = nil, appIdentifier: String? = nil, windowIndex: Int? = nil,
        windowIdentifier: String? = nil
    ) {
        let rare = RareFields(
            language: language, textStyle: textStyle, foregroundColor: foregroundColor,
            backgroundColor: backgroundColor, alpha: alpha, displayDuration: displayDuration,
            responseTime: responseTime, exceptionClaims: exceptionClaims, scrollAxes: scrollAxes,
            headingLevel: headingLevel, customActions: customActions, gestures: gestures)
        let window = Window(appIdentifier: appIdentifier, windowIndex: windowIndex, windowIdentifier: windowIdentifier)
        storage = Storage(Fields(
            role: role,
            className: className,
            traits: traits,
            label: label,
            value: value,
            hint: hint,
            identifier: identifier,
            text: text,
            frame: frame,
            isAccessibilityElement: isAccessibilityElement,
            isEnabled: isEnabled,
            isVisible: isVisible,
            isOnScreen: isOnScreen,
            isFocusable: isFocusable,
            isFocused: isFocused,
            isClickable: isClickable,
            isLongClickable: isLongClickable,
            isScrollable: isScrollable,
            isCheckable: isCheckable,
            isChecked: isChecked,
            isSelected: isSelected,
            isPassword: isPassword,
            rare: rare.boxed,
            attributes: attributes.map { AttributeList($0) },
            window: window.boxed,
            semantics: nil))
    }

    public static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    /// The same keys as the fields' names, as before the fields were boxed.
    public init(from decoder: any Decoder) throws {
        storage = Storage(try CodedFields(from: decoder).fields)
    }

    public func encode(to encoder: any Encoder) throws { try CodedFields(storage.fields).encode(to: encoder) }

    /// Sets one of the seldom set fields.
    private mutating func setRare<Value>(_ field: WritableKeyPath<RareFields, Value?>, to newValue: Value?) {
        setGrouped(\.rare, field, to: newValue)
    }

    /// Sets one of the window fields.
    private mutating func setWindow<Value>(_ field: WritableKeyPath<Window, Value?>, to newValue: Value?) {
        setGrouped(\.window, field, to: newValue)
    }

    /// Sets one field of a boxed group: the box is replaced, never written in
    /// place (another element may share it), and left out when nothing in it is set.
    private mutating func setGrouped<Group: ElementFieldGroup, Value>(
        _ box: WritableKeyPath<Fields, SharedBox<Group>?>, _ field: WritableKeyPath<Group, Value?>, to newValue: Value?
    ) {
        var group = storage.fields[keyPath: box]?.value ?? Group()
        group[keyPath: field] = newValue
        setBox(box, group.boxed)
    }

    /// Sets a boxed group to `box`'s fields, sharing the box (see ``ElementBoxPool``).
    mutating func setBox<Group>(_ field: WritableKeyPath<Fields, SharedBox<Group>?>, _ box: SharedBox<Group>?) {
        makeStorageUnique()
        storage.fields[keyPath: field] = box
    }

    /// The platform attribute `name` (one of ``attributes``), without building their dictionary.
    public func attribute(_ name: String) -> String? { storage.fields.attributes?.value(of: name) }

    /// Sets the platform attributes from `unsorted` key-value pairs with
    /// distinct keys (an importer's kept attributes), or none when it is empty.
    package mutating func setAttributes(_ unsorted: [(key: String, value: String)]) {
        makeStorageUnique()
        storage.fields.attributes = unsorted.isEmpty ? nil : AttributeList(unsorted: unsorted)
    }

    /// Sets the platform attributes from key-value pairs whose keys are
    /// distinct and already ascending as `String` orders them, or none when it is empty.
    package mutating func setAttributes(sorted: [(key: String, value: String)]) {
        makeStorageUnique()
        storage.fields.attributes = sorted.isEmpty ? nil : AttributeList(sorted: sorted)
    }

    /// Sets the platform attributes from their encoded bytes, or none when empty.
    package mutating func setAttributes(encoded: AttributeListBytes) {
        makeStorageUnique()
        storage.fields.attributes = encoded.isEmpty ? nil : AttributeList(encoded)
    }
}
