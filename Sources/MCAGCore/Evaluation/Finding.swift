/// A measured value against the threshold it had to meet.
public struct Measured: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The value the check measured, in ``unit``.
    public var value: Double
    /// The value it had to meet, in the same unit.
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
        package func passes(_ value: Double, threshold: Double) -> Bool {
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
///
/// The fields live in one box that copies share until one of them is
/// changed, as ``Element``'s do: a check returns a finding (or nil) for
/// every element it is asked about, and a finding held inline was 176 bytes
/// copied twice per element and check, nil or not, a tenth of an audit's
/// time. Boxed, a finding is one reference: returned in a register, copied
/// with one retain.
public struct Finding: Sendable, Hashable, Codable {
    /// The outcome of one finding.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A finding breaks the requirement, meets it, needs a person's review, or does not apply.
        case violation, pass, needsReview, notApplicable
    }

    /// The stored fields, in the order a report writes them.
    struct Fields: Sendable, Hashable, Codable {
        var kind: Kind
        var element: ElementLocation?
        var screen: String?
        var message: FindingWording
        var measured: Measured?
        var impact: Impact?
        var severity: Double?
        var fix: String?
        var missing: [String]
        var check: String?
        var profile: String?
        var exception: ExceptionKey?
    }

    private final class Storage: @unchecked Sendable {
        // Changed only through `fields` below, after `isKnownUniquelyReferenced`, so
        // never by two at once: unchecked, a write does not pay for the runtime's
        // exclusivity bookkeeping (about 150 instructions per write).
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(_ fields: Fields) { storage = Storage(fields) }

    /// The fields, for writing: a box shared with another copy is copied first.
    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    /// Whether the finding is a violation, a pass, needs review or does not apply.
    public var kind: Kind {
        get { storage.fields.kind }
        set { fields.kind = newValue }
    }
    /// The element concerned; nil for a screen- or app-wide finding.
    public var element: ElementLocation? {
        get { storage.fields.element }
        set { fields.element = newValue }
    }
    /// The screen concerned; nil for an app-wide finding.
    public var screen: String? {
        get { storage.fields.screen }
        set { fields.screen = newValue }
    }
    /// What the check found: its result code and arguments.
    package var result: any FindingResult {
        get { storage.fields.message.result }
        set { fields.message = .coded(newValue) }
    }
    /// The sentence a report prints, written from the check's result each time it is asked for.
    public var message: String {
        get { storage.fields.message.text }
        set { fields.message = .written(newValue) }
    }
    /// The measurement behind the finding, against its threshold; nil when the check measured nothing.
    public var measured: Measured? {
        get { storage.fields.measured }
        set { fields.measured = newValue }
    }
    /// For violations: the impact, within the requirement's range. Set by
    /// the engine from ``severity`` when the check does not give it.
    public var impact: Impact? {
        get { storage.fields.impact }
        set { fields.impact = newValue }
    }
    /// For violations of a requirement with an impact range: how bad, from
    /// 0 (the range's lower level) to 1 (its upper level).
    public var severity: Double? {
        get { storage.fields.severity }
        set { fields.severity = newValue }
    }
    /// How to fix a violation.
    public var fix: String? {
        get { storage.fields.fix }
        set { fields.fix = newValue }
    }
    /// For needs-review findings: the snapshot fields that were missing.
    public var missing: [String] {
        get { storage.fields.missing }
        set { fields.missing = newValue }
    }
    /// The name of the check that made the finding.
    public var check: String? {
        get { storage.fields.check }
        set { fields.check = newValue }
    }
    /// For findings of a check that compares against thresholds: the name of
    /// the ``ThresholdProfile`` whose numbers decided it. Set by the engine.
    public var profile: String? {
        get { storage.fields.profile }
        set { fields.profile = newValue }
    }
    /// The declared exception the check found to cover the element (a link
    /// inside a sentence, a disabled control), set with ``covered(by:)``. The
    /// engine checks the key against the requirement's declarations and lists
    /// the exception in the result's ``RequirementResult/appliedExceptions``.
    public var exception: ExceptionKey? {
        get { storage.fields.exception }
        set { fields.exception = newValue }
    }

    /// The engine's fields, written in one go: one uniqueness check of the
    /// box instead of one per field. The message and the fix become the
    /// equal sentences of earlier findings where `sentences` holds them.
    mutating func stamp(check: String, profile: String?, impactRange: ImpactRange, sharing sentences: inout RepeatedSentences) {
        let impact = kind == .violation ? Audit.impact(of: self, in: impactRange) : nil
        modifyFields { fields in
            fields.check = check
            if let profile { fields.profile = profile }
            if let impact { fields.impact = impact }
            if case .written(var text) = fields.message {
                sentences.share(&text)
                fields.message = .written(text)
            }
            if fields.fix != nil { sentences.share(&fields.fix!) }
        }
    }

    private mutating func modifyFields(_ body: (inout Fields) -> Void) { body(&fields) }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    // Coded as the fields themselves: the same keys, in the same order, as
    // when they were the finding's own stored properties.
    public init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }
    public func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }
}

extension Finding {
    /// A finding whose result the caller writes as data (see ``FindingResult``).
    package init(
        kind: Kind, element: ElementLocation? = nil, screen: String? = nil, result: some FindingResult,
        measured: Measured? = nil, impact: Impact? = nil, severity: Double? = nil, fix: String? = nil,
        missing: [String] = []
    ) {
        self.init(kind: kind, element: element, screen: screen, wording: .coded(result), measured: measured,
                  impact: impact, severity: severity, fix: fix, missing: missing)
    }

    /// A finding given as its sentence, as a house rule may write it.
    package init(
        kind: Kind, element: ElementLocation? = nil, screen: String? = nil, message: String,
        measured: Measured? = nil, impact: Impact? = nil, severity: Double? = nil, fix: String? = nil,
        missing: [String] = []
    ) {
        self.init(kind: kind, element: element, screen: screen, wording: .written(message), measured: measured,
                  impact: impact, severity: severity, fix: fix, missing: missing)
    }

    private init(
        kind: Kind, element: ElementLocation?, screen: String?, wording: FindingWording, measured: Measured?,
        impact: Impact?, severity: Double?, fix: String?, missing: [String]
    ) {
        self.init(Fields(kind: kind, element: element, screen: screen ?? element?.screen, message: wording,
                         measured: measured, impact: impact, severity: severity, fix: fix, missing: missing,
                         check: nil, profile: nil, exception: nil))
    }

    /// An element's finding, its fields built by their memberwise initializer.
    private static func about(
        _ element: ElementContext, _ kind: Kind, _ wording: FindingWording, measured: Measured? = nil,
        impact: Impact? = nil, severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        let location = element.location
        return Finding(Fields(kind: kind, element: location, screen: location.screenName, message: wording,
                              measured: measured, impact: impact, severity: severity, fix: fix, missing: missing,
                              check: nil, profile: nil, exception: nil))
    }

    /// The element meets the requirement.
    package static func pass(_ element: ElementContext, _ result: some FindingResult, measured: Measured? = nil) -> Finding {
        about(element, .pass, .coded(result), measured: measured)
    }

    /// The element fails the requirement; `fix` says how to mend it.
    package static func violation(
        _ element: ElementContext, _ result: some FindingResult, measured: Measured? = nil, impact: Impact? = nil,
        severity: Double? = nil, fix: String
    ) -> Finding {
        about(element, .violation, .coded(result), measured: measured, impact: impact, severity: severity, fix: fix)
    }

    /// The check could not decide: data was missing (name the fields) or a
    /// person must judge.
    package static func needsReview(_ element: ElementContext, _ result: some FindingResult, missing: [String] = []) -> Finding {
        about(element, .needsReview, .coded(result), missing: missing)
    }

    /// A finding about a whole screen.
    package static func screen(
        _ kind: Kind, _ screen: ScreenContext, _ result: some FindingResult, measured: Measured? = nil,
        impact: Impact? = nil, severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        Finding(kind: kind, element: nil, screen: screen.screen.displayName, wording: .coded(result), measured: measured,
                impact: impact, severity: severity, fix: fix, missing: missing)
    }

    /// A finding about the app as a whole.
    package static func app(
        _ kind: Kind, _ result: some FindingResult, measured: Measured? = nil, impact: Impact? = nil,
        severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        Finding(kind: kind, element: nil, screen: nil, wording: .coded(result), measured: measured, impact: impact,
                severity: severity, fix: fix, missing: missing)
    }

    // The same, with the result given as its sentence.

    /// The element meets the requirement, as `message` says.
    public static func pass(_ element: ElementContext, _ message: String, measured: Measured? = nil) -> Finding {
        about(element, .pass, .written(message), measured: measured)
    }

    /// The element fails the requirement, as `message` says; `fix` says how to mend it.
    public static func violation(
        _ element: ElementContext, _ message: String, measured: Measured? = nil, impact: Impact? = nil,
        severity: Double? = nil, fix: String
    ) -> Finding {
        about(element, .violation, .written(message), measured: measured, impact: impact, severity: severity, fix: fix)
    }

    /// The check could not decide, for the reason given.
    public static func needsReview(_ element: ElementContext, _ reason: String, missing: [String] = []) -> Finding {
        about(element, .needsReview, .written(reason), missing: missing)
    }

    /// A finding about a whole screen, given as its sentence.
    public static func screen(
        _ kind: Kind, _ screen: ScreenContext, _ message: String, measured: Measured? = nil,
        impact: Impact? = nil, severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        Finding(kind: kind, element: nil, screen: screen.screen.displayName, wording: .written(message), measured: measured,
                impact: impact, severity: severity, fix: fix, missing: missing)
    }

    /// A finding about the app as a whole, given as its sentence.
    public static func app(
        _ kind: Kind, _ message: String, measured: Measured? = nil, impact: Impact? = nil,
        severity: Double? = nil, fix: String? = nil, missing: [String] = []
    ) -> Finding {
        Finding(kind: kind, element: nil, screen: nil, wording: .written(message), measured: measured, impact: impact,
                severity: severity, fix: fix, missing: missing)
    }
}
