import MCAGCore

/// MCAG 2.1.1's exception "there is a nearby equivalent link or control that
/// meets the minimum size requirements", for an inner iOS control that
/// VoiceOver never stops on (`accessible="false"`) inside the accessible cell
/// or button that does the same thing: the cell speaks the inner control's
/// name as part of its own ("Wi-Fi" inside the cell "Wi-Fi, Home"), so it is
/// one action exposed twice, and the cell around it is the equivalent control.
///
/// An inner control with a name the cell does not speak (Ice Cubes' "Reply"
/// inside an unnamed post row) is a separate action a finger taps directly: it
/// is measured on its own. So is one with no name inside a row that has none
/// either (the post's avatar button): nothing says the row does what it does.
///
/// An inner control with no name of its own (none, or an image's resource
/// name such as "discover_tick") inside an accessible control that has one
/// (Kiwix's 20 pt icon inside the catalog entry "Astronomy by Wikipedia, …")
/// is different: the dump shows neither what the icon does nor that it does
/// anything but what the entry does. If it is a piece of the entry, the
/// exception applies (the entry is measured as a target of its own); if it
/// acts by itself, it is too small. Only a tap in the running app tells, so
/// it is left to review, naming the control around it
/// (``unnamedPart(around:in:)``).
enum TouchTargetEquivalent {
    /// The accessible ancestor that is an equivalent control meeting the
    /// minimum, for the inner control at `index`; nil when there is none.
    static func cell(around index: Int, in screen: ScreenContext, ruler: TargetRuler) -> Int? {
        let tree = screen.tree
        let element = tree[index]
        guard element.isAccessibilityElement == false, let own = element.accessibleName,
              case let name = spokenWords(own), !name.isEmpty else { return nil }
        var current = tree.parent(of: index)
        while let ancestor = current {
            let outer = tree[ancestor]
            guard outer.isAccessibilityElement != true else {
                guard outer.role == .cell || outer.hasTrait("Button"),
                      let spoken = screen.screenReader[ancestor].name.map(spokenWords),
                      spoken.contains(name), let frame = outer.frame,
                      ruler.meetsMinimum(min(ruler.measure(frame.width), ruler.measure(frame.height))) else { return nil }
                return ancestor
            }
            current = tree.parent(of: ancestor)
        }
        return nil
    }

    /// A name as a screen reader speaks it, for comparing two: lower case, letters and digits only, so
    /// that punctuation and spacing a reader does not voice the same way do not tell them apart
    /// (Settings' "Capacity, 994,61 GB" inside the cell "Capacity, 994, 61 GB").
    static func spokenWords(_ name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
    }

    /// The named accessible control that holds the unnamed inner control at `index`
    /// (``TouchTargetEquivalent``); nil when the element has a name of its own, is a stop,
    /// or the control around it has no name either.
    static func unnamedPart(around index: Int, in screen: ScreenContext) -> Int? {
        let tree = screen.tree
        let element = tree[index]
        guard element.isAccessibilityElement == false, !hasNameOfItsOwn(element.accessibleName) else { return nil }
        var current = tree.parent(of: index)
        while let ancestor = current {
            let outer = tree[ancestor]
            if outer.isAccessibilityElement == true {
                guard outer.role == .cell || outer.role == .button || outer.hasTrait("Button"),
                      hasNameOfItsOwn(screen.screenReader[ancestor].name) else { return nil }
                return ancestor
            }
            current = tree.parent(of: ancestor)
        }
        return nil
    }

    /// A name a person would read as what the control does: not empty, and not an image's
    /// resource or asset name that VoiceOver would read in its place (``NameDefect``).
    private static func hasNameOfItsOwn(_ name: String?) -> Bool {
        guard let name, !name.trimmingWhitespace.isEmpty else { return false }
        return NameDefect.of(name) == nil
    }
}
