public import MCAGCore

/// What a dump cannot say about itself, stated in a small JSON file beside
/// it: `login.xml` is described by `login.capture.json`.
///
/// A uiautomator or Appium dump holds the element tree and nothing about the
/// device settings it was taken under, so the same screen at the largest
/// text size, in dark mode or in landscape is indistinguishable from its
/// default capture. The sidecar names the screen (captures with the same
/// ``screen`` are one screen in several states, which the cross-state checks
/// compare), the density (used as `--dpi` / `--ppi` are), the text scale,
/// colour mode, orientation and locale, and the app under test with the
/// orientations it supports. Every field but ``screen`` may be left out when
/// unknown; nothing is guessed in its place. Documentation/Captures.md has the
/// format and the reasons for its design.
public struct CaptureSidecar: Sendable, Equatable {
    /// The version of the sidecar format this value follows (`"mcagCapture": 1`).
    package static let formatVersion = 1

    /// The screen's stable name; captures with the same name are one screen in several states.
    public var screen: String
    /// The app under test (Android package, iOS bundle identifier); used as `--app` is.
    public var appIdentifier: String?
    /// The orientations the app declares it supports (Android `screenOrientation`, iOS `UISupportedInterfaceOrientations`).
    public var supportedOrientations: [Orientation]?
    /// Android screen density in dots per inch (`adb shell wm density`); used as `--dpi` is.
    public var androidDPI: Double?
    /// iOS points per inch of the device; used as `--ppi` is.
    public var iosPointsPerInch: Double?
    /// The text-size setting as a multiple of the default: Android's `font_scale`, 1 by default.
    public var fontScale: Double?
    /// True when the capture was taken at the largest text size the device offers.
    public var isLargestTextSize: Bool?
    /// Light or dark appearance at capture time.
    public var colorMode: ColorMode?
    /// The device orientation at capture time.
    public var orientation: Orientation?
    /// The device locale as a BCP 47 tag, such as `en-US` or `ar-EG`.
    public var locale: String?
    /// Left-to-right or right-to-left layout at capture time.
    public var layoutDirection: LayoutDirection?
    /// What a person did on the screen before this capture (`fullscreen`,
    /// `error shown`), when it is not the screen as it first appears.
    public var interaction: String?
    /// Free text for people: the device and system version, say.
    public var device: String?

    /// A sidecar for `screen`; every other field is nil (unknown) unless given.
    public init(
        screen: String, appIdentifier: String? = nil, supportedOrientations: [Orientation]? = nil, androidDPI: Double? = nil,
        iosPointsPerInch: Double? = nil, fontScale: Double? = nil, isLargestTextSize: Bool? = nil, colorMode: ColorMode? = nil,
        orientation: Orientation? = nil, locale: String? = nil, layoutDirection: LayoutDirection? = nil, interaction: String? = nil,
        device: String? = nil
    ) {
        self.screen = screen
        self.appIdentifier = appIdentifier
        self.supportedOrientations = supportedOrientations
        self.androidDPI = androidDPI
        self.iosPointsPerInch = iosPointsPerInch
        self.fontScale = fontScale
        self.isLargestTextSize = isLargestTextSize
        self.colorMode = colorMode
        self.orientation = orientation
        self.locale = locale
        self.layoutDirection = layoutDirection
        self.interaction = interaction
        self.device = device
    }

    /// How this capture differs from the screen's default state, in words
    /// (`fullscreen, largest text, dark, landscape`); nil for the default state. Reports
    /// show it after the screen's name, so the states of one screen stay apart.
    package var stateLabel: String? {
        var parts: [String] = interaction.map { [$0] } ?? []
        if isLargestTextSize == true {
            parts.append("largest text")
        } else if let fontScale, fontScale != 1 {
            parts.append("text ×\(fontScale.twoDecimals)")
        }
        if colorMode == .dark { parts.append("dark") }
        if let orientation, orientation != .portrait {
            parts.append(orientation.isLandscape ? "landscape" : "upside down")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
