/// A keyboard shortcut an app defines (2.1.5).
public struct KeyboardShortcut: Sendable, Hashable, Codable {
    /// The key, such as `k` or `space`.
    public var key: String
    /// Modifier keys: `command`, `control`, `option`, `shift`, `alt`, `meta`.
    public var modifiers: [String]
    /// What the shortcut does.
    public var action: String?
    /// The user can turn the shortcut off.
    public var canBeDisabled: Bool?
    /// The user can map the shortcut to other keys (including a modifier).
    public var canBeRemapped: Bool?
    /// The shortcut works only while its component has focus.
    public var activeOnlyWhenFocused: Bool?

    /// A shortcut as an app-facts file lists it; what is not given stays unknown.
    public init(
        key: String, modifiers: [String] = [], action: String? = nil, canBeDisabled: Bool? = nil,
        canBeRemapped: Bool? = nil, activeOnlyWhenFocused: Bool? = nil
    ) {
        self.key = key
        self.modifiers = modifiers
        self.action = action
        self.canBeDisabled = canBeDisabled
        self.canBeRemapped = canBeRemapped
        self.activeOnlyWhenFocused = activeOnlyWhenFocused
    }

    /// A shortcut of one character key (or space) with no modifier but Shift.
    public var isSingleKey: Bool {
        modifiers.allSatisfy { $0.lowercased() == "shift" } && (key.count == 1 || key.lowercased() == "space")
    }
}

/// A session time limit the app imposes (2.3.1).
public struct TimeLimit: Sendable, Hashable, Codable {
    /// What the limit is called in the app (`session`, `checkout hold`), for messages.
    public var name: String?
    /// Seconds until the time-out.
    public var duration: Double?
    /// Seconds between the warning and the time-out; nil when there is no warning.
    public var warningDuration: Double?
    /// The user can turn the limit off before meeting it.
    public var canBeTurnedOff: Bool?
    /// The user can set a longer limit before meeting it.
    public var canBeAdjusted: Bool?
    /// The user is warned before the time-out and can extend it with a simple action.
    public var canBeExtended: Bool?
    /// The largest multiple of ``duration`` the user can set before the
    /// limit starts (2.3.1 asks for at least 10); nil when unknown.
    public var adjustableUpTo: Double?
    /// The largest multiple of ``duration`` the user can reach by extending
    /// the limit when warned (2.3.1 asks for at least 10); nil when unknown.
    public var extendableUpTo: Double?

    /// A time limit as an app-facts file lists it; what is not given stays unknown.
    public init(
        name: String? = nil, duration: Double? = nil, warningDuration: Double? = nil, canBeTurnedOff: Bool? = nil,
        canBeAdjusted: Bool? = nil, canBeExtended: Bool? = nil, adjustableUpTo: Double? = nil,
        extendableUpTo: Double? = nil
    ) {
        self.adjustableUpTo = adjustableUpTo
        self.extendableUpTo = extendableUpTo
        self.name = name
        self.duration = duration
        self.warningDuration = warningDuration
        self.canBeTurnedOff = canBeTurnedOff
        self.canBeAdjusted = canBeAdjusted
        self.canBeExtended = canBeExtended
    }
}

/// What is known about the app as a whole.
public struct AppFacts: Sendable, Hashable, Codable {
    /// The app's name, for reports.
    public var name: String?
    /// The app's bundle identifier (iOS) or package name (Android), which tells its elements from other apps'.
    public var bundleIdentifier: String?
    /// The platform the app runs on; nil when the capture does not say.
    public var platform: Platform?
    /// Orientations the app supports; nil when unknown.
    public var supportedOrientations: [Orientation]?
    /// The declared locale (BCP 47), such as `en-US`.
    public var locale: String?
    /// Keyboard shortcuts the app defines; nil when unknown, empty when it defines none.
    public var keyboardShortcuts: [KeyboardShortcut]?
    /// Time limits the app imposes; nil when unknown, empty when it has none.
    public var timeLimits: [TimeLimit]?

    /// Facts about the app; what is not given stays unknown, and the checks that need it say *needs review*.
    public init(
        name: String? = nil, bundleIdentifier: String? = nil, platform: Platform? = nil,
        supportedOrientations: [Orientation]? = nil, locale: String? = nil,
        keyboardShortcuts: [KeyboardShortcut]? = nil, timeLimits: [TimeLimit]? = nil
    ) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.platform = platform
        self.supportedOrientations = supportedOrientations
        self.locale = locale
        self.keyboardShortcuts = keyboardShortcuts
        self.timeLimits = timeLimits
    }
}

/// Everything an audit reads: app facts and one or more captured screens.
public struct AppSnapshot: Sendable {
    /// The version of the JSON snapshot format this value follows.
    package static let formatVersion = 2

    /// What is known about the app as a whole.
    public var app: AppFacts
    /// The captured screens, in the order they were given.
    public var screens: [Screen]

    /// An app's facts and its screens, given as an array.
    public init(app: AppFacts = AppFacts(), screens: [Screen]) {
        self.app = app
        self.screens = screens
    }

    /// An app's facts and its screens, listed one after another.
    public init(app: AppFacts = AppFacts(), _ screens: Screen...) {
        self.init(app: app, screens: screens)
    }
}
