/// Screen orientations.
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Upright, upside down, or turned on one side or the other (left or right, as the platform names them).
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the screen is wider than tall: either landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Light or dark appearance.
public enum ColorMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The light appearance, or the dark one (Dark Mode, Android's dark theme).
    case light, dark
}

/// Reading direction of the layout.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right (English, Chinese), or right to left (Arabic, Hebrew).
    case leftToRight, rightToLeft
}

/// The platform an app runs on.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS or iPadOS (VoiceOver), or Android (TalkBack).
    case ios, android
}

/// One screen of an app as captured: its settings and its element tree.
public struct Screen: Sendable {
    /// A stable name for the screen across captures (`Settings`, `checkout.xml`).
    /// Screens with the same name are the same screen under other settings.
    public var name: String?
    /// The title assistive technology announces for the screen (3.1.1).
    public var title: String?
    /// The screen's size in ``unit``.
    public var viewport: Size?
    /// The unit of every frame on the screen: points on iOS, pixels in Android dumps.
    public var unit: LengthUnit
    /// Units per millimetre; nil when unknown, which makes size rules *needs review*.
    public var density: Density?
    /// The orientation the screen was captured in; nil when the capture does not say.
    public var orientation: Orientation?
    /// The text-size setting as a multiple of the default (1 = default).
    public var textScale: Double?
    /// True when the capture was taken at the largest text size the platform offers.
    public var isLargestTextSize: Bool?
    /// The appearance the screen was captured in; nil when the capture does not say.
    public var colorMode: ColorMode?
    /// The layout's reading direction; nil when the capture does not say.
    public var layoutDirection: LayoutDirection?
    /// How this capture differs from the screen's default state (`largest text, dark`),
    /// when one screen was captured in several states; nil for the default state.
    /// A capture sidecar sets it (Documentation/Captures.md); the screen's name in messages shows it,
    /// so that findings and screenshots of the states of one ``name`` stay apart.
    public var stateLabel: String?
    /// What a person did on the screen before this capture, in a few words
    /// (`fullscreen`, `error shown`, `dialog open`), when it is not the screen
    /// as it first appears; nil for that first state. A setting such as text
    /// size or orientation is stated by its own field, not here. Cross-state
    /// checks compare only captures with the same interaction: a landscape
    /// capture of a video in full screen says nothing about the portrait
    /// capture of the page that embeds it.
    public var interaction: String?
    /// Where the screen came from (a file path), for messages.
    package var source: String?
    /// The format the screen's source file was read in, as the importer names it: the raw
    /// value of MCAGImport's `SnapshotFormat` (`uiautomator`, `maestro`,
    /// `json`), which reports show beside the source in words
    /// (`uiautomator dump`). Set by the importer, never by a snapshot file;
    /// nil for a screen built in code.
    public var sourceFormat: String?
    /// The screen's elements, as the capture lists them.
    public var tree: ElementTree
    /// The screen's pixels as captured, when a screenshot came with the dump;
    /// contrast checks measure colours from it (Documentation/Screenshots.md).
    public var screenshot: Screenshot?
    /// Where an on-screen keyboard that ``AppScope`` set aside was drawn: the
    /// keyboard is not audited, but what it covers is still the app's, and
    /// the screen-reader model needs to know it is covered.
    package var inputMethodFrames: [Rect] = []

    /// A screen with these settings and elements; what is not given stays unknown, and the
    /// checks that need it say *needs review*.
    package init(
        name: String? = nil, title: String? = nil, viewport: Size? = nil, unit: LengthUnit = .points,
        density: Density? = nil, orientation: Orientation? = nil, textScale: Double? = nil,
        isLargestTextSize: Bool? = nil, colorMode: ColorMode? = nil, layoutDirection: LayoutDirection? = nil,
        source: String? = nil, tree: ElementTree
    ) {
        self.name = name
        self.title = title
        self.viewport = viewport
        self.unit = unit
        self.density = density
        self.orientation = orientation
        self.textScale = textScale
        self.isLargestTextSize = isLargestTextSize
        self.colorMode = colorMode
        self.layoutDirection = layoutDirection
        self.source = source
        self.tree = tree
    }

    /// A screen built from a nested description.
    public init(
        name: String? = nil, title: String? = nil, unit: LengthUnit = .points, density: Density? = nil,
        layoutDirection: LayoutDirection? = nil, _ roots: Node...
    ) {
        self.init(name: name, title: title, unit: unit, density: density, layoutDirection: layoutDirection,
                  tree: ElementTree(roots: roots))
    }

    /// The screen's name for messages: its name, else its title, else its source,
    /// followed by its ``stateLabel`` in brackets when it has one.
    package var displayName: String {
        let base = name ?? title ?? source ?? "screen"
        return stateLabel.map { "\(base) (\($0))" } ?? base
    }

    /// Converts a length in ``unit`` to millimetres, when the density is known.
    package func millimetres(_ length: Double) -> Double? { density.map { $0.millimetres(length) } }
}
