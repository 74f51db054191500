/// How an element's text is set, where the snapshot knows it.
public struct TextStyle: Sendable, Hashable, Codable {
    /// Horizontal alignment of a text block.
    public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
        /// Start-edge, centred, end-edge, justified, or the platform's natural alignment for the writing direction.
        case leading, center, trailing, justified, natural
    }

    /// Font size in points (iOS) or sp (Android); both are about 1/160 inch at default text size.
    public var fontSize: Double?
    /// CSS-style weight from 100 (thin) to 900 (black); 400 is regular.
    public var weight: Int?
    /// True when the text is set in italics; nil when unknown.
    public var isItalic: Bool?
    /// True when the text is shown in capitals whatever its case; nil when unknown.
    public var isAllCaps: Bool?
    /// Horizontal alignment of the text; nil when unknown.
    public var alignment: Alignment?
    /// Line height as a multiple of the font size.
    public var lineSpacing: Double?
    /// Number of lines the text occupies on screen.
    public var lineCount: Int?
    /// The most characters on one visible line.
    public var charactersPerLine: Int?

    /// Creates a text style; each parameter is nil where the snapshot does not know it.
    public init(
        fontSize: Double? = nil, weight: Int? = nil, isItalic: Bool? = nil, isAllCaps: Bool? = nil,
        alignment: Alignment? = nil, lineSpacing: Double? = nil, lineCount: Int? = nil, charactersPerLine: Int? = nil
    ) {
        self.fontSize = fontSize
        self.weight = weight
        self.isItalic = isItalic
        self.isAllCaps = isAllCaps
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineCount = lineCount
        self.charactersPerLine = charactersPerLine
    }
}
