import MCAGCore

/// A TV screen being driven by a D-pad, where 2.1.1 has no touch target to
/// measure.
///
/// The shape of a screen (landscape at rest, 16:9) only suggests a TV: a
/// landscape tablet or a car display can have it. What settles it is the
/// input focus. Android gives focus to a button, a card or a row only outside
/// touch mode: "once the user touches the screen, the device enters touch
/// mode", and from then on only views that are focusable in touch mode, text
/// fields, take focus (developer.android.com, "Handling UI events", Touch
/// mode; Compose's clickable nodes likewise take focus only from keys). An
/// operable element other than a text field holding focus therefore says the
/// screen was being operated with keys, a TV's D-pad (Android CDD §2.3.1: TV
/// implementations must support a D-pad and need no touchscreen). The size of
/// a D-pad's focus target is not a touch target's, so the test does not apply.
enum TouchTargetTelevision {
    /// Roles that take focus in touch mode too: their focus says nothing about the input.
    private static let focusableInTouchMode = RoleSet([.textField, .secureTextField, .searchField])

    /// The element holding input focus on a screen shaped as a TV's, when that
    /// focus shows the screen is driven by keys; nil otherwise.
    static func dPadFocus(in screen: ScreenContext) -> Int? {
        guard screen.screen.density?.presumedTelevision == true else { return nil }
        let tree = screen.tree
        let editable = focusableInTouchMode
        for index in tree.indices where tree[index].isFocused == true {
            let element = tree[index]
            if element.isInteractive && !editable.contains(element.role) { return index }
        }
        return nil
    }

    /// The screen's finding: the test does not apply, with the evidence.
    static func notApplicable(_ screen: ScreenContext, focused index: Int, targets: Int) -> Finding {
        let element = screen.tree[index]
        return .screen(.notApplicable, screen, TouchTargetSizeCheck.Result.televisionFocus(
            role: element.role, name: element.label ?? element.text ?? "", at: element.frame, targets: targets))
    }
}
