/// A measured value against the threshold it had to meet.
public struct Measured: Sendable, Hashable, Codable, CustomStringConvertible {
    public var value: Double
    public var threshold: Double
    /// The unit, such as `:1` for a contrast ratio, `mm`, `s` or `characters`.
    public var unit: String
    /// How the value must compare with the threshold to pass: a minimum
    /// (``Comparison/atLeast``) or a maximum (``Comparison/atMost``).
    public var comparison: Comparison

    /// How a measured value must compare with its threshold to pass.
    ///
    /// The raw values are the symbols reports print (`needs <= 80 characters`)
    /// and JSON reports write in `measured.comparison`, unchanged from when
    /// the comparison was a free-form string.
    public enum Comparison: String, Sendable, Hashable, Codable, CaseIterable {
        /// A minimum: the value passes at or above the threshold (target size, contrast).
        case atLeast = ">="
        /// A maximum: the value passes at or below the threshold (line length, growth in points).
        case atMost = "<="
        /// The value must exceed the threshold (text that must grow).
        case greaterThan = ">"
        /// The value must stay under the threshold.
        case lessThan = "<"

        /// Whether `value` meets `threshold` under this comparison.
        public func passes(_ value: Double, threshold: Double) -> Bool {
            switch self {
            case .atLeast: value >= threshold
            case .atMost: value <= threshold
            case .greaterThan: value > threshold
            case .lessThan: value < threshold
            }
        }
    }

    /// A measurement; `comparison` says whether the threshold is a minimum
    /// (the default, as most MCAG thresholds are) or a maximum.
    public init(_ value: Double, threshold: Double, unit: String, comparison: Comparison = .atLeast) {
        self.value = value
        self.threshold = threshold
        self.unit = unit
        self.comparison = comparison
    }

    /// Whether the value meets the threshold.
    public var passes: Bool { comparison.passes(value, threshold: threshold) }

    public var description: String {
        "\(String(format2: value))\(unit) (needs \(comparison.rawValue) \(String(format2: threshold))\(unit))"
    }
}

/// What one check concluded about one element, screen or app.
public struct Finding: Sendable, Hashable, Codable {
    /// The outcome of one finding.
    public enum Kind: String, Sendable, Hashable, Codable {
        case violation, pass, needsReview, notApplicable
    }

    public var kind: Kind
    /// The element concerned; nil for a screen- or app-wide finding.
    public var element: ElementLocation?
    /// The screen concerned; nil for an app-wide finding.
    public var screen: String?
    public var message: String
    public var measured: Measured?
    /// For violations: the impact, within the requirement's range. Set by
    /// the engine from ``severity`` when the check does not give it.
    public var impact: Impact?
    /// For violations of a requirement with an impact range: how bad, from
    /// 0 (the range's lower level) to 1 (its upper level).
    public var severity: Double?
    /// How to fix a violation.
    public var fix: String?
    /// For needs-review findings: the snapshot fields that were missing.
    public var missing: [String]
    /// The name of the check that made the finding.
    public var check: String?
    /// For findings of a check that compares against thresholds: the name of
    /// the ``ThresholdProfile`` whose numbers decided it. Set by the engine.
    public var profile: String?
    /// The declared exception the check found to cover the element (a link
    /// inside a sentence, a disabled control), set with ``covered(by:)``. The
    /// engine checks the key against the requirement's declarations and lists
    /// the exception in the result's ``RequirementResult/appliedExceptions``.
    public var exception: ExceptionKey?
}

// The initializers live in an extension so that the compiler also writes the
// memberwise one, which builds a finding in one step. An initializer that
// assigns field by field builds the finding on the stack and then copies it
// out, retaining and releasing every field: a tenth of an element finding's cost.
extension Finding {
    public init(
        kind: Kind, element: ElementLocation? = nil, screen: String? = nil, message: String,
        measured: Measured? = nil, impact: Impact? = nil, severity: Double? = nil, fix: String? = nil,
        missing: [String] = []
    ) {
        self.init(kind: kind, element: element, screen: screen ?? element?.screen, message: message,
                  measured: measured, impact: impact, severity: severity, fix: fix, missing: missing,
                  check: nil, profile: nil, exception: nil)
    }

    /// An element's finding, built by the memberwise initializer.
    private static func about(
        _ element: ElementContext, _ kind: Kind, _ message: String, measured: Measured? = nil,
        impact: Impact? = nil, severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        let location = element.location
        return Finding(kind: kind, element: location, screen: location.screenName, message: message,
                       measured: measured, impact: impact, severity: severity, fix: fix, missing: missing,
                       check: nil, profile: nil, exception: nil)
    }

    public static func pass(_ element: ElementContext, _ message: String, measured: Measured? = nil) -> Finding {
        about(element, .pass, message, measured: measured)
    }

    public static func violation(
        _ element: ElementContext, _ message: String, measured: Measured? = nil, impact: Impact? = nil,
        severity: Double? = nil, fix: String
    ) -> Finding {
        about(element, .violation, message, measured: measured, impact: impact, severity: severity, fix: fix)
    }

    /// The check could not decide: data was missing (name the fields) or a
    /// person must judge.
    public static func needsReview(_ element: ElementContext, _ reason: String, missing: [String] = []) -> Finding {
        about(element, .needsReview, reason, missing: missing)
    }

    /// A finding about a whole screen.
    public static func screen(
        _ kind: Kind, _ screen: ScreenContext, _ message: String, measured: Measured? = nil,
        impact: Impact? = nil, severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        Finding(kind: kind, screen: screen.screen.displayName, message: message, measured: measured,
                impact: impact, severity: severity, fix: fix, missing: missing)
    }

    /// A finding about the app as a whole.
    public static func app(
        _ kind: Kind, _ message: String, measured: Measured? = nil, impact: Impact? = nil,
        severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        Finding(kind: kind, message: message, measured: measured, impact: impact, severity: severity,
                fix: fix, missing: missing)
    }
}
