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
/// A `UISwitch` (`XCUIElementTypeSwitch` of 51 × 31 pt, the height within the
/// point XCUITest's rounding of frames adds) is drawn at a
/// size UIKit fixes: "the size components of this rectangle are ignored"
/// (Apple, `UISwitch.init(frame:)`). The author cannot have changed it, so
/// the requirement's exception `unmodified-system-control` applies.
enum TouchTargetPlatformMinimum {
    /// Apple's minimum hit target side, in points.
    static let appleMinimumPoints = 44.0
    /// UIKit's fixed switch size, in points.
    static let uiSwitchSize = Size(width: 51, height: 31)

    /// The reason the target passes although under 7 mm, with the declared
    /// exception that reason is, if any; nil when it does not pass.
    static func pass(_ element: Element, frame: Rect, unit: LengthUnit) -> (text: String, exception: ExceptionKey?)? {
        guard unit == .points else { return nil }
        if min(frame.width, frame.height) >= appleMinimumPoints {
            return ("it meets Apple's 44 × 44 pt minimum hit target, the reference MCAG cites for its approximate 7 to 9 mm", nil)
        }
        if element.className == "XCUIElementTypeSwitch", frame.width == uiSwitchSize.width, abs(frame.height - uiSwitchSize.height) <= 1 {
            return ("it is a UISwitch at the 51 × 31 pt size UIKit fixes (exception 'unmodified-system-control')",
                    "unmodified-system-control")
        }
        return nil
    }
}
