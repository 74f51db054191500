import MCAGCore

/// A target whose frame is cut on one axis only (by a list's or the
/// screen's edge, or by a system bar's background drawn over it) still shows
/// its whole extent on the other axis. MCAG 2.1.1 asks that "user-operable
/// elements have a minimum size of 7x7 millimeters": when that uncut side is
/// already under 7 mm at every density the capture leaves plausible, the
/// target fails whatever the hidden part measures, and it is a violation
/// naming that side, not a review. Only the cut side's length is unknown.
struct TouchTargetUncutSide {
    /// "width" or "height".
    let name: String
    /// In ruler units at the assumed density.
    let measure: Double
    /// In ruler units at the lowest plausible density, where it measures largest.
    let largest: Double

    /// The uncut side when it fails at every plausible density; nil when the
    /// frame is cut both ways, or the uncut side reaches the minimum somewhere.
    static func failing(width: Double, height: Double, cutHorizontally: Bool, cutVertically: Bool,
                        ruler: TargetRuler) -> Self? {
        guard cutHorizontally != cutVertically else { return nil }
        let (name, length) = cutHorizontally ? ("height", height) : ("width", width)
        let measure = ruler.measure(length)
        let largest = ruler.largestMeasure(length) ?? measure
        guard !ruler.meetsMinimum(largest), !ruler.meetsMinimum(measure) else { return nil }
        return Self(name: name, measure: measure, largest: largest)
    }

    /// The axis a system bar's background cuts a frame it partly covers: the
    /// bar spans the frame's width (status and navigation bars along the top
    /// or bottom) or its height (a navigation bar at a side); nil otherwise.
    static func barCut(_ bar: Rect, over frame: Rect) -> (horizontally: Bool, vertically: Bool)? {
        guard !bar.contains(frame) else { return nil }
        if bar.minX <= frame.minX && bar.maxX >= frame.maxX { return (false, true) }
        if bar.minY <= frame.minY && bar.maxY >= frame.maxY { return (true, false) }
        return nil
    }

    /// Whether the part of `frame` outside the bar lies under a clickable
    /// element drawn after the target (later in the tree, outside its
    /// subtree), in its window: then no part of the target is left for a
    /// finger and whether it can be reached at all is the question, not its
    /// size (X's video mute button: its top 34 px lie under the app's own
    /// "Mesajlar" tab, the rest under the navigation bar background).
    static func restIsCovered(_ index: Int, frame: Rect, bar: Rect, tree: ElementTree) -> Bool {
        let rest: Rect
        if bar.minX <= frame.minX && bar.maxX >= frame.maxX {
            rest = bar.minY > frame.minY
                ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bar.minY - frame.minY)
                : Rect(x: frame.minX, y: bar.maxY, width: frame.width, height: frame.maxY - bar.maxY)
        } else {
            rest = bar.minX > frame.minX
                ? Rect(x: frame.minX, y: frame.minY, width: bar.minX - frame.minX, height: frame.height)
                : Rect(x: bar.maxX, y: frame.minY, width: frame.maxX - bar.maxX, height: frame.height)
        }
        let window = tree[index].windowIndex
        for later in tree.descendants(of: index).upperBound..<tree.count {
            let element = tree[later]
            guard element.isClickable == true, element.windowIndex == window, element.isVisible != false,
                  let cover = element.frame, cover.contains(rest) else { continue }
            return true
        }
        return false
    }
}
