import MCAGCore

/// MCAG 2.1.1's exception "there is a nearby equivalent link or control that
/// meets the minimum size requirements", for an inner iOS control that
/// VoiceOver never stops on (`accessible="false"`) inside the accessible cell
/// or button that does the same thing: the cell speaks the inner control's
/// name as part of its own ("Wi-Fi" inside the cell "Wi-Fi, Home"), so it is
/// one action exposed twice, and the cell around it is the equivalent control.
///
/// An inner control with a name the cell does not speak (Ice Cubes' "Reply"
/// inside an unnamed post row) or with no name at all (an avatar button) is a
/// separate action a finger taps directly: it is measured on its own.
enum TouchTargetEquivalent {
    /// The accessible ancestor that is an equivalent control meeting the
    /// minimum, for the inner control at `index`; nil when there is none.
    static func cell(around index: Int, in screen: ScreenContext, ruler: TargetRuler) -> Int? {
        let tree = screen.tree
        let element = tree[index]
        guard element.isAccessibilityElement == false, let name = element.accessibleName?.lowercased(),
              !name.isEmpty else { return nil }
        var current = tree.parent(of: index)
        while let ancestor = current {
            let outer = tree[ancestor]
            guard outer.isAccessibilityElement != true else {
                guard outer.role == .cell || outer.hasTrait("Button"),
                      let spoken = screen.screenReader[ancestor].name?.lowercased(), spoken != name,
                      spoken.contains(name), let frame = outer.frame,
                      ruler.meetsMinimum(min(ruler.measure(frame.width), ruler.measure(frame.height))) else { return nil }
                return ancestor
            }
            current = tree.parent(of: ancestor)
        }
        return nil
    }
}
