public import MCAGCore

/// 2.5.3 Two-dimensional Scroll: no element scrolls both horizontally and
/// vertically, unless the exception 'essential-two-dimensional' is claimed.
public struct TwoDimensionalScrollCheck: ElementCheck {
    public var name: String { "two-dimensional-scroll" }

    public init() {}

    public func evaluate(_ element: ElementContext) -> Finding? {
        let item = element.element
        guard let axes = item.scrollAxes else {
            return item.isScrollable == true
                ? .needsReview(element, "The element scrolls, but along which axes is unknown", missing: ["scrollAxes"])
                : nil
        }
        let normalised = Set(axes.map { $0.lowercased() })
        guard !normalised.isEmpty else { return nil }
        if normalised.contains("horizontal") && normalised.contains("vertical") {
            return .violation(
                element, "The element scrolls both horizontally and vertically",
                fix: "Let the content reflow to the screen width so that it scrolls along one axis only; if two-way scrolling is essential (a map, a diagram, a large table, a game), claim the exception 'essential-two-dimensional'.")
        }
        return .pass(element, "The element scrolls along one axis (\(axes.joined(separator: ", ")))")
    }

    public var examples: [CheckExample] {
        [
            .passes("A vertical list", Node(Element(role: .list, isScrollable: true, scrollAxes: ["vertical"]))),
            .fails("A page that pans both ways", Node(Element(role: .scrollView, isScrollable: true, scrollAxes: ["horizontal", "vertical"])).flagged()),
            .needsReview("A scroll view whose axes are unknown", Node(Element(role: .scrollView, isScrollable: true)).flagged()),
        ]
    }
}
