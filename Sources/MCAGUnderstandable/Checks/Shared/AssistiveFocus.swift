import MCAGCore

/// Whether a screen reader or keyboard stops on an element, as far as the
/// snapshot tells.
enum AssistiveFocus: Sendable, Equatable {
    /// The platform flags say it is reached (`isAccessibilityElement` or `isFocusable` is true).
    case reached
    /// No flag is known, but the element is a control, which platforms make focusable by default.
    case presumed
    /// A flag says it is not reached.
    case skipped
    /// Nothing tells.
    case unknown

    /// What the screen's screen-reader model says: a wrapper the reader
    /// passes over and an element read as part of an ancestor are not stops.
    init(_ reader: ScreenReaderElement) {
        switch reader.focus {
        case .stop: self = .reached
        case .presumedStop: self = .presumed
        case .unknown: self = .unknown
        case .skipped, .wrapper, .mergedIntoAncestor: self = .skipped
        }
    }

    init(of element: Element) {
        if element.isAccessibilityElement == true || element.isFocusable == true {
            self = .reached
        } else if element.isAccessibilityElement == false || element.isFocusable == false {
            self = .skipped
        } else {
            self = element.isInteractive ? .presumed : .unknown
        }
    }

    /// Reached or presumed reached.
    var isStop: Bool { self == .reached || self == .presumed }

    /// The fields a check names when it cannot tell.
    static let missingFields = ["isAccessibilityElement", "isFocusable"]
}

/// Marks, in one pass over a flat tree, the elements that lie inside the
/// subtree of an element matching a predicate. Subtrees of a pre-order tree
/// nest, so one running end index replaces a walk up the ancestors.
struct SubtreeCover {
    private var coveredUntil = 0

    /// Call for every index in increasing order. Returns whether an
    /// ancestor (not the element itself) matched.
    mutating func visit(_ index: Int, in tree: ElementTree, matches: Bool) -> Bool {
        let inside = index < coveredUntil
        if matches { coveredUntil = max(coveredUntil, tree.descendants(of: index).upperBound) }
        return inside
    }
}
