import MCAGCore

/// Targets that meet their platform's own minimum, judged within MCAG's
/// approximation.
///
/// MCAG 2.1.1 asks for "a minimum approximate size of 7 to 9 millimeters"
/// and cites Apple's Human Interface Guidelines ("a hit target that
/// measures at least 44x44 pt") as its reference. At 163 points per inch
/// (the @2x iPhones, 326 ppi) 44 pt measures 6.86 mm; at 152.7 (458 ppi,
/// @3x) 7.32 mm. A target of 44 × 44 pt or more therefore meets the
/// minimum MCAG itself points to, and passes with a note saying so; the
/// millimetres stay in the measurement. Android needs no such rule: 48 dp
/// is 7.62 mm on every device.
///
/// A `UISwitch` (`XCUIElementTypeSwitch`) is drawn at a size UIKit fixes:
/// "the size components of this rectangle are ignored" (Apple,
/// `UISwitch.init(frame:)`). It measures 51 × 31 pt up to iOS 18 and 63 × 28 pt
/// in iOS 26's design (the inner switch of every Settings row in the corpus'
/// iOS 26 Settings > Motion dump, `x=305 width=63 height=29`); XCUITest's
/// rounding of frames adds up to a point. The author cannot have changed it,
/// so the requirement's exception `unmodified-system-control` applies, also to
/// a Settings or SwiftUI toggle row that combines the label and such a switch
/// into one accessible switch element (a row of 330 × 29 pt holding the
/// 63 × 29 pt switch): its part that responds to a finger is the system switch.
/// Items of the iOS status bar and Safari's own controls are the system's
/// too (``TouchTargetSurroundings``).
enum TouchTargetPlatformMinimum {
    /// Apple's minimum hit target side, in points.
    static let appleMinimumPoints = 44.0
    /// UIKit's fixed switch sizes, in points: before iOS 26, and from iOS 26.
    static let uiSwitchSizes = [Size(width: 51, height: 31), Size(width: 63, height: 28)]

    /// Why a target under 7 mm passes, and the declared exception that reason is, if any.
    enum Reason: Sendable, Hashable {
        case appleMinimum
        case statusBarItem
        case browserChrome
        case systemSearchField(height: Double)
        case systemSearchFieldPart
        case systemSwitch
        case systemSwitchRow

        var text: String {
            switch self {
            case .appleMinimum: "it meets Apple's 44 × 44 pt minimum hit target, the reference MCAG cites for its approximate 7 to 9 mm"
            case .statusBarItem: "it is an item of the iOS status bar, which the system draws and sizes (exception 'unmodified-system-control')"
            case .browserChrome: "it is Safari's own control around the page, sized by the browser, not the page's author (exception 'unmodified-system-control')"
            case .systemSearchField(let height): "it is a UIKit search field at the height the system gives it, \(height.twoDecimals) pt (exception 'unmodified-system-control')"
            case .systemSearchFieldPart: "it is a part of a UIKit search field drawn at the system's height (its dictation or clear button, which VoiceOver reaches through the field) (exception 'unmodified-system-control')"
            case .systemSwitch: "it is a UISwitch at the size UIKit fixes (exception 'unmodified-system-control')"
            case .systemSwitchRow: "it is a toggle row whose control is a UISwitch at the size UIKit fixes (exception 'unmodified-system-control')"
            }
        }

        var exception: ExceptionKey? { self == .appleMinimum ? nil : "unmodified-system-control" }
    }

    /// The reason the target passes although under 7 mm; nil when it does not pass.
    static func pass(_ index: Int, tree: ElementTree, frame: Rect, unit: LengthUnit,
                     surroundings: TouchTargetSurroundings) -> Reason? {
        guard unit == .points else { return nil }
        if min(frame.width, frame.height) >= appleMinimumPoints { return .appleMinimum }
        if surroundings.insideStatusBar[index] { return .statusBarItem }
        if surroundings.isBrowserChrome(index, tree: tree) { return .browserChrome }
        if let field = systemSearchField(at: index, tree: tree) {
            return field == index ? .systemSearchField(height: frame.height) : .systemSearchFieldPart
        }
        guard tree[index].className == switchClass else { return nil }
        if isSystemSwitch(frame) { return .systemSwitch }
        let holdsSystemSwitch = tree.children(of: index).contains { child in
            tree[child].className == switchClass && tree[child].frame.map(isSystemSwitch) == true
        }
        return holdsSystemSwitch ? .systemSwitchRow : nil
    }

    static let switchClass = "XCUIElementTypeSwitch"

    /// The heights XCUITest and idb report for the search field UIKit draws itself: 36 pt for a
    /// `UISearchBar`'s field from iOS 13 to 18 (Settings' search in idb's capture, subrole
    /// `AXSearchField`), 38 pt for iOS 26's glass search field in a toolbar (Settings on iOS 26).
    static let systemSearchFieldHeights: [Double] = [36, 38]

    /// The search field at `index`, or the one an inner part not exposed to VoiceOver (its
    /// dictation button) belongs to, when it is drawn at a height UIKit gives its own.
    static func systemSearchField(at index: Int, tree: ElementTree) -> Int? {
        let isSearchField: (Int) -> Bool = { candidate in
            let element = tree[candidate]
            let isField = element.role == .searchField
                || (element.role == .textField && element.attribute("subrole") == "AXSearchField")
            guard isField, let height = element.frame?.height else { return false }
            return systemSearchFieldHeights.contains { abs(height - $0) <= 0.5 }
        }
        if isSearchField(index) { return index }
        guard tree[index].isAccessibilityElement == false, let parent = tree.parent(of: index), isSearchField(parent)
        else { return nil }
        return parent
    }

    /// A frame of one of UIKit's fixed switch sizes, within XCUITest's rounding.
    static func isSystemSwitch(_ frame: Rect) -> Bool {
        uiSwitchSizes.contains { abs(frame.width - $0.width) <= 0.5 && abs(frame.height - $0.height) <= 1 }
    }
}
