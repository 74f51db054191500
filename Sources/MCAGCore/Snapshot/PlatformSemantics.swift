/// What a platform says about an element beyond the fields every platform
/// shares, as the importers read it (Documentation/Importers.md has the
/// mapping tables). Android's come from `AccessibilityNodeInfo`
/// (developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo),
/// as Appium UiAutomator2 and uiautomator write them; iOS's from
/// WebDriverAgent's page source. Each field is nil when the dump does not say.
public struct PlatformSemantics: Sendable, Hashable, Codable {
    /// Android: the element's drawing order among its siblings (`getDrawingOrder`);
    /// a higher figure is drawn later, on top.
    public var drawingOrder: Int?
    /// Android: the view asks screen readers to focus it even if it is not
    /// focusable otherwise (`isScreenReaderFocusable`).
    public var isScreenReaderFocusable: Bool?
    /// Android: the element held the screen reader's (accessibility) focus at capture.
    public var isAccessibilityFocused: Bool?
    /// Android: how changes to the element are announced (`getLiveRegion`).
    public var liveRegion: LiveRegion?
    /// Android: the title of the pane the element is (`getPaneTitle`), which
    /// TalkBack announces when the pane appears or changes.
    public var paneTitle: String?
    /// Android: the error text set on the element (`getError`), such as a
    /// field's validation message.
    public var errorMessage: String?
    /// Android: the element's content is marked invalid (`isContentInvalid`).
    public var isContentInvalid: Bool?
    /// Android: the `InputType` flags of an editable field (class, variation
    /// and flags, as in `android.text.InputType`), which say what the field takes.
    public var inputType: Int?
    /// Android: the field shows at most this many characters (`getMaxTextLength`).
    public var maxTextLength: Int?
    /// Android: the field takes several lines (`isMultiLine`).
    public var isMultiLine: Bool?
    /// Android: the names of the accessibility actions the element offers
    /// (`getActionList`), as the dump spells them.
    public var accessibilityActions: [String]?
    /// Android: the element can be dismissed (`isDismissable`), like a snackbar or a sheet.
    public var isDismissable: Bool?
    /// Android: the element responds to a context click (`isContextClickable`).
    public var isContextClickable: Bool?
    /// Android: the element is a key of a software keyboard (`isTextEntryKey`).
    public var isTextEntryKey: Bool?
    /// Android: the tooltip text (`getTooltipText`).
    public var tooltip: String?
    /// iOS: XCTest can hit the element at its hit point (WebDriverAgent `hittable`):
    /// false when something covers it or it is off screen.
    public var isHittable: Bool?
    /// iOS: the least and greatest values of an adjustable element (a slider,
    /// a stepper), where WebDriverAgent reports them (`minValue`, `maxValue`).
    public var minimumValue: Double?
    /// iOS: the greatest value of an adjustable element (WebDriverAgent `maxValue`); see ``minimumValue``.
    public var maximumValue: Double?
    /// iOS: the frame unrounded, as XCTest reports it (WebDriverAgent
    /// `nativeFrame`); ``Element/frame`` is WebDriverAgent's rounded one.
    public var nativeFrame: Rect?

    /// Creates semantics with every field nil; the importers set the fields the dump states.
    public init() {}

    /// Nil when no field is set, so an element without any of these carries none.
    package var nonEmpty: PlatformSemantics? { self == PlatformSemantics() ? nil : self }
}
