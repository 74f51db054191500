import MCAGCore

/// What the contrast checks need to know about every element of a screen,
/// computed in one pass in document order (parents before children) so that
/// no check walks up the ancestors of each element.
struct ColorLayers: Sendable {
    /// The opaque colour behind each element's content: its own background
    /// composited over what lies beneath, or nil when that is unknown.
    private(set) var background: PalettedColors
    /// The product of the element's and its ancestors' `alpha`.
    private(set) var opacity: [Double]
    /// True when the element or an ancestor has `isEnabled == false`.
    private(set) var disabled: [Bool]
    /// The elements that draw text and are not reported invisible, in
    /// document order: what the three text-contrast tests measure, found
    /// once instead of by each test over every element.
    private(set) var visibleTexts: [Int] = []

    /// The screen's layers, worked out once for the three text-contrast tests and the non-text one.
    static func of(_ screen: ScreenContext) -> ColorLayers {
        screen.shared(fact) { ColorLayers(screen.tree) }
    }

    private static let fact = SharedFact<ColorLayers>("colour layers")

    init(_ tree: ElementTree) {
        let count = tree.indices.count
        background = PalettedColors(count: count)
        opacity = Array(repeating: 1, count: count)
        disabled = Array(repeating: false, count: count)
        for index in tree.indices {
            let element = tree[index]
            let parent = tree.parent(of: index)
            let inheritedOpacity = parent.map { opacity[$0] } ?? 1
            opacity[index] = min(max(element.alpha ?? 1, 0), 1) * inheritedOpacity
            disabled[index] = element.isEnabled == false || (parent.map { disabled[$0] } ?? false)
            if element.displayedText != nil, element.isVisible != false { visibleTexts.append(index) }
            let beneath = parent.flatMap { background[$0] }
            guard var own = element.backgroundColor else {
                background[index] = beneath
                continue
            }
            own.alpha *= opacity[index]
            if own.alpha >= 0.999 {
                background[index] = Color(red: own.red, green: own.green, blue: own.blue)
            } else if own.alpha <= 0.001 {
                background[index] = beneath
            } else {
                background[index] = beneath.map { own.composited(over: $0) }
            }
        }
    }

    /// The element's foreground as painted: its colour with its own alpha and
    /// the layers' opacity, composited over the background behind it.
    func paintedForeground(of element: Element, at index: Int) -> Color? {
        guard var foreground = element.foregroundColor, let behind = background[index] else { return nil }
        foreground.alpha *= opacity[index]
        return foreground.composited(over: behind)
    }

    /// The colours a contrast measurement of the element lacks.
    func missingColours(of element: Element, at index: Int) -> MissingContrastFields {
        var missing: MissingContrastFields = []
        if element.foregroundColor == nil { missing.insert(.foregroundColor) }
        if background[index] == nil { missing.insert(.backgroundColor) }
        return missing
    }

    /// The Minor-to-Serious scale of a contrast shortfall: 0 just below the
    /// threshold, 1 at no contrast at all (1:1).
    static func severity(ratio: Double, threshold: Double) -> Double {
        min(max((threshold - ratio) / (threshold - 1), 0), 1)
    }
}
