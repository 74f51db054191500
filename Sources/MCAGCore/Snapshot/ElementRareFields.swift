extension Element {
    /// The fields that dumps seldom set: language, text style, colours,
    /// opacity, durations and exception claims, which uiautomator and
    /// XCUITest dumps never state; and scroll axes, heading level, custom
    /// actions and gestures, which they state on a few nodes. Held inline
    /// they were some 270 bytes of empty optionals in every element; boxed
    /// apart, they are one reference, nil unless one of them is set.
    struct RareFields: Sendable, Hashable {
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

        /// The fields in a box, or nil when none is set, so that an element
        /// without them never holds an empty box (and equality need not tell
        /// an empty box from none).
        var boxed: Box? {
            let isEmpty = language == nil && textStyle == nil && foregroundColor == nil
                && backgroundColor == nil && alpha == nil && displayDuration == nil
                && responseTime == nil && exceptionClaims == nil && scrollAxes == nil
                && headingLevel == nil && customActions == nil && gestures == nil
            return isEmpty ? nil : Box(self)
        }

        /// Never written after it is made: a change makes a new box, so
        /// elements that share one (copies) stay independent.
        final class Box: Sendable, Hashable {
            let fields: RareFields
            init(_ fields: RareFields) { self.fields = fields }

            static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
            func hash(into hasher: inout Hasher) { fields.hash(into: &hasher) }
        }
    }
}
