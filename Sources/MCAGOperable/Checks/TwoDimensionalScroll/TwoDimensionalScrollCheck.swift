package import MCAGCore

/// 2.5.3 Two-dimensional Scroll: no element scrolls both horizontally and
/// vertically, unless the exception 'essential-two-dimensional' is claimed.
package struct TwoDimensionalScrollCheck: ElementCheck {
    package var name: String { "two-dimensional-scroll" }

    package init() {}

    package func evaluate(_ element: ElementContext) -> Finding? {
        let item = element.element
        guard let axes = item.scrollAxes else {
            guard item.isScrollable == true else { return nil }
            if let inferred = ScrollAxisInference(of: element.index, in: element.tree) {
                return .pass(element, Result.oneInferredAxis(inferred.axis, inferred.basis))
            }
            return .needsReview(element, Result.axesUnknown(className: item.className),
                missing: ["scrollAxes"])
        }
        let normalised = Set(axes.map { $0.lowercased() })
        guard !normalised.isEmpty else { return nil }
        if normalised.contains("horizontal") && normalised.contains("vertical") {
            return .violation(element, Result.bothAxes, fix: Result.fix)
        }
        return .pass(element, Result.oneAxis(axes))
    }

    package var examples: [CheckExample] {
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
