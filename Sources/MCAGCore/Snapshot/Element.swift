/// One node of a screen's accessibility tree, as the platform exposes it.
///
/// Every field an importer may not know is optional: a rule that needs a
/// missing field reports *needs review*, never *pass*. Children are not
/// stored here: a ``Screen`` keeps its elements in an ``ElementTree``, flat
/// and in document order, so that no tree walk recurses.
public struct Element: Sendable, Hashable, Codable {
    /// MCAG's platform-neutral role.
    public var role: Role
    /// The platform class or element type (`XCUIElementTypeButton`, `android.widget.ImageView`).
    public var className: String?
    /// iOS accessibility traits or Android semantics as reported (`Button`, `Header`, `Selected`).
    public var traits: [String]?
    /// The accessible name (iOS `accessibilityLabel`, Android `contentDescription` or text).
    public var label: String?
    public var value: String?
    /// Text that says what to enter or what the element does: Android's
    /// hint text, iOS's placeholder value (WebDriverAgent `placeholderValue`).
    public var hint: String?
    /// The developer identifier (`accessibilityIdentifier`, `resource-id`).
    public var identifier: String?
    /// The text drawn on screen, where it differs from or stands apart from the label.
    public var text: String?
    /// Position and size in the screen's ``Screen/unit``.
    public var frame: Rect?
    /// Whether assistive technology can reach the element (iOS
    /// `isAccessibilityElement`, Android `important-for-accessibility`).
    public var isAccessibilityElement: Bool?
    public var isEnabled: Bool?
    public var isVisible: Bool?
    public var isOnScreen: Bool?
    public var isFocusable: Bool?
    public var isFocused: Bool?
    public var isClickable: Bool?
    public var isLongClickable: Bool?
    public var isScrollable: Bool?
    /// The axes along which the element scrolls: `horizontal`, `vertical`.
    public var scrollAxes: [String]?
    public var isCheckable: Bool?
    public var isChecked: Bool?
    public var isSelected: Bool?
    public var isPassword: Bool?
    /// 1 to 6 for headings; nil when the element is not a heading or the level is unknown.
    public var headingLevel: Int?
    /// BCP 47 language of the element's text, where it differs from the app's.
    public var language: String?
    /// Names of accessibility custom actions.
    public var customActions: [String]?
    /// Gestures the element responds to (`swipe`, `pinch`, `long-press`, `drag`, `shake`).
    public var gestures: [String]?
    public var textStyle: TextStyle?
    public var foregroundColor: Color?
    public var backgroundColor: Color?
    /// Opacity from 0 (transparent) to 1.
    public var alpha: Double?
    /// How long a transient element (toast, snackbar) stays on screen, in seconds.
    public var displayDuration: Double?
    /// For a time-out warning: seconds the user has to respond.
    public var responseTime: Double?
    /// Exceptions claimed for this element, each for one requirement.
    public var exceptionClaims: [ExceptionClaim]?
    /// Platform attributes that have no field of their own, kept as given.
    public var attributes: [String: String]?
    /// The app the element belongs to: the Android `package` attribute, or
    /// the iOS application's bundle identifier (its name when the dump
    /// states no bundle identifier). A dump also holds the windows of other
    /// apps (the status bar, the keyboard); ``AppScope`` sets them aside.
    public var appIdentifier: String?
    /// The position, from 0 in document order, of the top-level window
    /// that holds the element: a root of an Android dump's `<hierarchy>`, an
    /// iOS application's `XCUIElementTypeWindow`.
    public var windowIndex: Int?
    /// The platform's own identifier of that window, where the dump states
    /// one (Appium UiAutomator2's `window-id`).
    public var windowIdentifier: String?

    /// What the platform says beyond the common fields: drawing order, live
    /// regions, pane titles, errors, input types, hit-testing
    /// (``PlatformSemantics``); nil when the dump says none of it.
    public var semantics: PlatformSemantics?

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
        self.role = role
        self.className = className
        self.traits = traits
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.text = text
        self.frame = frame
        self.isAccessibilityElement = isAccessibilityElement
        self.isEnabled = isEnabled
        self.isVisible = isVisible
        self.isOnScreen = isOnScreen
        self.isFocusable = isFocusable
        self.isFocused = isFocused
        self.isClickable = isClickable
        self.isLongClickable = isLongClickable
        self.isScrollable = isScrollable
        self.scrollAxes = scrollAxes
        self.isCheckable = isCheckable
        self.isChecked = isChecked
        self.isSelected = isSelected
        self.isPassword = isPassword
        self.headingLevel = headingLevel
        self.language = language
        self.customActions = customActions
        self.gestures = gestures
        self.textStyle = textStyle
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.displayDuration = displayDuration
        self.responseTime = responseTime
        self.exceptionClaims = exceptionClaims
        self.attributes = attributes
        self.appIdentifier = appIdentifier
        self.windowIndex = windowIndex
        self.windowIdentifier = windowIdentifier
    }

    /// The label, or the visible text when there is no label: what a screen
    /// reader is most likely to announce as the name. Empty strings count as absent.
    public var accessibleName: String? {
        if let label, !label.isBlank { return label }
        if let text, !text.isBlank { return text }
        return nil
    }

    /// The text a sighted user reads on the element.
    public var visibleText: String? {
        if let text, !text.isBlank { return text }
        return nil
    }

    /// Whether the element is something a person operates.
    public var isInteractive: Bool {
        role.isInteractive || isClickable == true || isLongClickable == true
    }

    /// Whether the element has the trait, compared without regard to case.
    public func hasTrait(_ trait: String) -> Bool {
        traits?.contains { $0.caseInsensitiveEquals(trait) } ?? false
    }
}

extension String {
    /// True when the string holds nothing but white space.
    public var isBlank: Bool { allSatisfy(\.isWhitespace) }

    func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}

/// An element's claim that one of a requirement's declared exceptions
/// applies to it, with the reason a reviewer can check.
public struct ExceptionClaim: Sendable, Hashable, Codable {
    /// The requirement ID, such as `MCAG:text-color-contrast#1`.
    public var requirement: String
    /// The exception's key, as the requirement declares it (`logo-or-brand`).
    public var exception: String
    public var reason: String

    public init(requirement: String, exception: String, reason: String) {
        self.requirement = requirement
        self.exception = exception
        self.reason = reason
    }
}
