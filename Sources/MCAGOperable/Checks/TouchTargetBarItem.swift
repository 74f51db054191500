import MCAGCore

/// Items of an iOS navigation bar or toolbar: the dump gives the frame
/// UIKit draws the item in (a 36 pt glass capsule, a 34 pt text), but the
/// bar lays its items out in slots across its whole height and takes the
/// touches there, so the frame is not the touch area and the touch area is
/// not in the dump. Such an item under 7 mm is *needs review* while the bar
/// itself meets the minimum (a 44 to 54 pt navigation bar, a 49 pt toolbar);
/// inside a bar that is itself too short it stays a violation. Under a
/// millimetre profile a bar of Apple's 44 pt meets it at any density, as a
/// 44 × 44 pt target does (``TouchTargetPlatformMinimum``): a 44 pt bar of a
/// 320 × 568 pt iPhone (163 pt per inch) measures 6.86 mm.
enum TouchTargetBarItem {
    /// The roles whose frame `TouchTargetSurroundings` records as each
    /// element's enclosing bar (the nearest around it, itself excluded).
    /// Bit literals of `Role.navigationBar` and `.toolbar` (their codes), so a constant in the binary.
    static let barRoles = RoleSet(bits: 1 << 20 | 1 << 21)

    /// A review for a small item of a bar that meets the profile's minimum
    /// height; nil otherwise.
    static func review(_ element: ElementContext, bar: Rect?, ruler: TargetRuler, measured size: String,
                       approximates: Bool) -> Finding? {
        guard let bar else { return nil }
        let barIsTallEnough = ruler.meetsMinimum(ruler.measure(bar.height))
            || (approximates && bar.height >= TouchTargetPlatformMinimum.appleMinimumPoints)
        guard barIsTallEnough else { return nil }
        let barHeight = "\(ruler.measure(bar.height).twoDecimals) \(ruler.unitLabel)"
        return .needsReview(
            element, "Target measures \(size) as drawn, inside a bar \(barHeight) tall: UIKit's navigation bars and toolbars take touches for their items beyond the drawn frame, so the touch area is not in the dump; measure it in the running app",
            missing: ["touch area"])
    }
}
