extension Element {
    /// The fields that dumps seldom set: language, text style, colours,
    /// opacity, durations and exception claims, which uiautomator and
    /// XCUITest dumps never state; and scroll axes, heading level, custom
    /// actions and gestures, which they state on a few nodes. Held inline
    /// they were some 270 bytes of empty optionals in every element; boxed
    /// apart, they are one reference, nil unless one of them is set.
    struct RareFields: ElementFieldGroup {
        var language: String?
        var textStyle: TextStyle?
        var foregroundColor: Color?
        var backgroundColor: Color?
        var alpha: Double?
        var displayDuration: Double?
        var responseTime: Double?
        var exceptionClaims: [ExceptionClaim]?
        var scrollAxes: [String]?
        var headingLevel: Int?
        var customActions: [String]?
        var gestures: [String]?

        var isEmpty: Bool {
            language == nil && textStyle == nil && foregroundColor == nil
                && backgroundColor == nil && alpha == nil && displayDuration == nil
                && responseTime == nil && exceptionClaims == nil && scrollAxes == nil
                && headingLevel == nil && customActions == nil && gestures == nil
        }
    }
}
