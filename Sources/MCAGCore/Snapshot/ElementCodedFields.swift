extension Element {
    /// Every field inline, under the names they have always had: the form
    /// an element is encoded and decoded in (synthesized `Codable`, so the
    /// keys are the fields' names) and the one its mirror shows. ``Fields``
    /// stores the seldom set ones apart, which no reader of a snapshot sees.
    struct CodedFields: Codable {
        var role: Role
        var className: String?
        var traits: [String]?
        var label: String?
        var value: String?
        var hint: String?
        var identifier: String?
        var text: String?
        var frame: Rect?
        var isAccessibilityElement: Bool?
        var isEnabled: Bool?
        var isVisible: Bool?
        var isOnScreen: Bool?
        var isFocusable: Bool?
        var isFocused: Bool?
        var isClickable: Bool?
        var isLongClickable: Bool?
        var isScrollable: Bool?
        var scrollAxes: [String]?
        var isCheckable: Bool?
        var isChecked: Bool?
        var isSelected: Bool?
        var isPassword: Bool?
        var headingLevel: Int?
        var language: String?
        var customActions: [String]?
        var gestures: [String]?
        var textStyle: TextStyle?
        var foregroundColor: Color?
        var backgroundColor: Color?
        var alpha: Double?
        var displayDuration: Double?
        var responseTime: Double?
        var exceptionClaims: [ExceptionClaim]?
        var attributes: AttributeList?
        var appIdentifier: String?
        var windowIndex: Int?
        var windowIdentifier: String?
        var semantics: PlatformSemantics?

        init(_ stored: Fields) {
            let rare = stored.rare?.value ?? RareFields()
            role = stored.role
            className = stored.className
            traits = stored.traits
            label = stored.label
            value = stored.value
            hint = stored.hint
            identifier = stored.identifier
            text = stored.text
            frame = stored.frame
            isAccessibilityElement = stored.isAccessibilityElement
            isEnabled = stored.isEnabled
            isVisible = stored.isVisible
            isOnScreen = stored.isOnScreen
            isFocusable = stored.isFocusable
            isFocused = stored.isFocused
            isClickable = stored.isClickable
            isLongClickable = stored.isLongClickable
            isScrollable = stored.isScrollable
            scrollAxes = rare.scrollAxes
            isCheckable = stored.isCheckable
            isChecked = stored.isChecked
            isSelected = stored.isSelected
            isPassword = stored.isPassword
            headingLevel = rare.headingLevel
            language = rare.language
            customActions = rare.customActions
            gestures = rare.gestures
            textStyle = rare.textStyle
            foregroundColor = rare.foregroundColor
            backgroundColor = rare.backgroundColor
            alpha = rare.alpha
            displayDuration = rare.displayDuration
            responseTime = rare.responseTime
            exceptionClaims = rare.exceptionClaims
            attributes = stored.attributes
            appIdentifier = stored.window?.value.appIdentifier
            windowIndex = stored.window?.value.windowIndex
            windowIdentifier = stored.window?.value.windowIdentifier
            semantics = stored.semantics?.value
        }

        /// The stored form of these fields.
        var fields: Fields {
            let rare = RareFields(
                language: language, textStyle: textStyle, foregroundColor: foregroundColor,
                backgroundColor: backgroundColor, alpha: alpha, displayDuration: displayDuration,
                responseTime: responseTime, exceptionClaims: exceptionClaims, scrollAxes: scrollAxes,
                headingLevel: headingLevel, customActions: customActions, gestures: gestures)
            let window = Window(appIdentifier: appIdentifier, windowIndex: windowIndex, windowIdentifier: windowIdentifier)
            return Fields(
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
                attributes: attributes,
                window: window.boxed,
                semantics: semantics.map(SharedBox.init))
        }
    }
}
