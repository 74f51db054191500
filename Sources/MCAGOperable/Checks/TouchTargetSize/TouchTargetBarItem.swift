import MCAGCore

/// Items of an iOS navigation bar or toolbar: the dump gives the frame
/// UIKit draws the item in (a 36 pt glass capsule, a 34 pt text), but the
/// bar lays its standard items out in slots across its whole height and takes
/// the touches there, so the drawn frame is not the touch area. Under a
/// millimetre profile a bar of Apple's 44 pt meets the minimum at any density,
/// as a 44 × 44 pt target does (``TouchTargetPlatformMinimum``): a 44 pt bar of
/// a 320 × 568 pt iPhone (163 pt per inch) measures 6.86 mm.
///
/// MCAG 2.1.1 exempts "a default user agent control … not modified by the
/// author". A bar button item UIKit draws itself is one: its frame is of a
/// height the system fixes for its bar's items, whatever the author's content
/// (a title, an SF Symbol). A custom view placed in a bar
/// (`UIBarButtonItem(customView:)`) keeps the frame the author gave it and,
/// since iOS 11's bar layout, takes touches only there; it is drawn at a
/// height of its own (Pocket Casts' 24 pt cast button). So:
/// - an item drawn at a standard bar-item height, wholly inside a bar that
///   meets the minimum, passes under `unmodified-system-control`;
/// - any other item of such a bar is *needs review*, naming its height;
/// - inside a bar that is itself too short it stays a violation.
enum TouchTargetBarItem {
    /// The roles whose frame `TouchTargetSurroundings` records as each
    /// element's enclosing bar (the nearest around it, itself excluded).
    static let barRoles = RoleSet([Role.navigationBar, .toolbar])

    /// The heights, in points, XCUITest reports for the bar button items UIKit
    /// and SwiftUI draw themselves: 34–35 pt for a text item of the iOS 13–18
    /// 49 pt `UIToolbar` (iOS Calendar's 今日, カレンダー, 出席依頼 in the corpus's
    /// DateAndTime_ja dump), 36 pt for iOS 26's glass capsule in a navigation bar
    /// and for a toolbar menu, 38 pt for an iOS 26 toolbar button and a SwiftUI
    /// principal menu (NetNewsWire, Kiwix, Ice Cubes, Pocket Casts on iOS 26).
    static let standardItemHeights: [Double] = [34, 35, 36, 38]

    /// XCUITest rounds frames to whole points; a drawn height within half a point counts.
    static let heightTolerance = 0.5

    /// The finding for a small item of a bar that meets the profile's minimum
    /// height; nil when there is no bar or the bar is itself too short.
    static func decide(_ element: ElementContext, frame: Rect, bar: Rect?, ruler: TargetRuler, measured size: TouchTargetSizeCheck.Result.Sides,
                       value: Measured, approximates: Bool, assumed: TouchTargetSizeCheck.Result.AssumedDensity) -> Finding? {
        guard let bar else { return nil }
        let barIsTallEnough = ruler.meetsMinimum(ruler.measure(bar.height))
            || (approximates && bar.height >= TouchTargetPlatformMinimum.appleMinimumPoints)
        guard barIsTallEnough else { return nil }
        let barHeight = ruler.measure(bar.height)
        if isStandardItemHeight(frame.height), bar.contains(frame) {
            return Finding.pass(
                element, TouchTargetSizeCheck.Result.standardBarItem(size, barHeight: barHeight, drawnHeight: frame.height, assumed),
                measured: value).covered(by: "unmodified-system-control")
        }
        return .needsReview(
            element, TouchTargetSizeCheck.Result.barItemUnsure(
                size, barHeight: barHeight, drawnHeight: frame.height, outOfBar: bar.contains(frame) ? nil : bar),
            missing: ["touch area"])
    }

    static func isStandardItemHeight(_ height: Double) -> Bool {
        standardItemHeights.contains { abs(height - $0) <= heightTolerance }
    }
}
