public import MCAGCore

/// 2.5.3 Two-dimensional Scroll: no element scrolls both horizontally and
/// vertically, unless the exception 'essential-two-dimensional' is claimed.
public struct TwoDimensionalScrollCheck: ElementCheck {
    public var name: String { "two-dimensional-scroll" }

    public init() {}

    public func evaluate(_ element: ElementContext) -> Finding? {
        let item = element.element
        guard let axes = item.scrollAxes else {
            guard item.isScrollable == true else { return nil }
            if let inferred = ScrollAxisInference(of: element.index, in: element.tree) {
                return .pass(element, "The element scrolls along one axis (\(inferred.axis.rawValue), \(inferred.basis))")
            }
            let kind = item.className.map { " (\($0))" } ?? ""
            return .needsReview(
                element,
                "The element scrolls, but along which axes is unknown: the capture names none (Android's scrollable=\"true\" says only that it scrolls), its class\(kind) is not one that scrolls along one axis only, and its children are not laid out in a single row or column, nor reach beyond it along one axis",
                missing: ["scrollAxes"])
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
            .passes("An Android HorizontalScrollView, whose class scrolls horizontally only",
                    Node(Element(role: .scrollView, className: "android.widget.HorizontalScrollView", isScrollable: true))),
            .passes("A RecyclerView whose items sit side by side in one row (a carousel)",
                    Node(Element(role: .list, className: "androidx.recyclerview.widget.RecyclerView",
                                 frame: Rect(x: 0, y: 800, width: 1080, height: 300), isScrollable: true)) {
                        Node(Element(role: .container, frame: Rect(x: 40, y: 800, width: 420, height: 300)))
                        Node(Element(role: .container, frame: Rect(x: 480, y: 800, width: 420, height: 260)))
                        Node(Element(role: .container, frame: Rect(x: 920, y: 800, width: 160, height: 300)))
                    }),
            .passes("A Compose list whose items are stacked in one column",
                    Node(Element(role: .container, className: "android.view.View",
                                 frame: Rect(x: 0, y: 300, width: 1080, height: 1800), isScrollable: true)) {
                        Node(Element(role: .container, frame: Rect(x: 0, y: 300, width: 1080, height: 600)))
                        Node(Element(role: .text, frame: Rect(x: 48, y: 920, width: 400, height: 70)))
                        Node(Element(role: .container, frame: Rect(x: 0, y: 1010, width: 1080, height: 1090)))
                    }),
            .needsReview("A RecyclerView whose items form a grid",
                         Node(Element(role: .list, className: "androidx.recyclerview.widget.RecyclerView",
                                      frame: Rect(x: 0, y: 300, width: 1080, height: 1200), isScrollable: true)) {
                             Node(Element(role: .container, frame: Rect(x: 0, y: 300, width: 540, height: 600)))
                             Node(Element(role: .container, frame: Rect(x: 540, y: 300, width: 540, height: 600)))
                             Node(Element(role: .container, frame: Rect(x: 0, y: 900, width: 540, height: 600)))
                             Node(Element(role: .container, frame: Rect(x: 540, y: 900, width: 540, height: 600)))
                         }.flagged()),
        ]
    }
}
