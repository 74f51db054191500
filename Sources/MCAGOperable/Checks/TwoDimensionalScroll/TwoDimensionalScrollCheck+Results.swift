import MCAGCore

extension TwoDimensionalScrollCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case oneInferredAxis(ScrollAxisInference.Axis, ScrollAxisInference.Basis)
        case axesUnknown(className: String?)
        case bothAxes
        /// The axes as the capture names them.
        case oneAxis([String])

        var message: String {
            switch self {
            case .oneInferredAxis(let axis, let basis):
                "The element scrolls along one axis (\(axis.rawValue), \(Self.phrase(basis, axis: axis)))"
            case .axesUnknown(let className):
                "The element scrolls, but along which axes is unknown: the capture names none (Android's scrollable=\"true\" says only that it scrolls), its class\(className.map { " (\($0))" } ?? "") is not one that scrolls along one axis only, and its children are not laid out in a single row or column, nor reach beyond it along one axis"
            case .bothAxes: "The element scrolls both horizontally and vertically"
            case .oneAxis(let axes): "The element scrolls along one axis (\(axes.joined(separator: ", ")))"
            }
        }

        private static func phrase(_ basis: ScrollAxisInference.Basis, axis: ScrollAxisInference.Axis) -> String {
            switch basis {
            case .className(let className): "inferred from its class \(className), which scrolls \(axis.rawValue)ly only"
            case .contentBeyondEdge:
                "inferred from its content, which reaches beyond its \(axis == .horizontal ? "left or right" : "top or bottom") edge only"
            case .childrenInLine(let count):
                axis == .horizontal
                    ? "inferred from its \(count) children, laid out side by side in one row"
                    : "inferred from its \(count) children, stacked in one column"
            }
        }

        static let fix = "Let the content reflow to the screen width so that it scrolls along one axis only; if two-way scrolling is essential (a map, a diagram, a large table, a game), claim the exception 'essential-two-dimensional'."
    }
}
