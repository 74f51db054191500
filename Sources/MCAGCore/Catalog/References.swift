/// A WCAG 2.2 success criterion that an MCAG criterion restates.
public struct WCAG: Sendable, Hashable, Codable {
    /// WCAG conformance levels.
    public enum Level: String, Sendable, Hashable, Codable { case a = "A", aa = "AA", aaa = "AAA" }

    /// The WCAG number, such as `1.4.3`.
    public var number: String
    public var title: String
    public var level: Level
    public var url: String?

    public init(_ number: String, _ title: String, level: Level, url: String? = nil) {
        self.number = number
        self.title = title
        self.level = level
        self.url = url
    }
}

/// A pointer to platform guidance beside WCAG.
public struct Reference: Sendable, Hashable, Codable {
    /// Where the guidance is published.
    public enum Source: String, Sendable, Hashable, Codable, CaseIterable {
        case appleHumanInterfaceGuidelines = "apple-hig"
        case appleDeveloperDocumentation = "apple-developer"
        case androidAccessibilityPrinciples = "android-accessibility"
        case materialDesign = "material-design"
        case other = "other"

        public var title: String {
            switch self {
            case .appleHumanInterfaceGuidelines: "Apple Human Interface Guidelines"
            case .appleDeveloperDocumentation: "Apple Developer Documentation"
            case .androidAccessibilityPrinciples: "Android Accessibility Principles"
            case .materialDesign: "Material Design"
            case .other: "Other"
            }
        }
    }

    public var source: Source
    public var title: String
    public var url: String?

    public init(_ source: Source, _ title: String, url: String? = nil) {
        self.source = source
        self.title = title
        self.url = url
    }
}

/// A failure condition of the DHS Section 508 iOS test process that covers
/// the same ground as an MCAG criterion.
///
/// The DHS process numbers its failure conditions by test section and letter
/// (`2.A`: Screen Reader, "A meaningful image does not have an equivalent
/// description") and cites the Section 508 functional performance criteria
/// they serve, such as `31(a)` (use without vision).
public struct Section508: Sendable, Hashable, Codable {
    /// The DHS test ID, section number and letter: `1.A`, `4.A`.
    public var testID: String
    /// The failure condition in the DHS document's terms.
    public var failureCondition: String
    /// The Section 508 provisions cited, such as `31(a)`.
    public var provisions: [String]
    /// True when the process says the test always applies, so that
    /// "Does Not Apply" is not an acceptable result.
    public var alwaysApplies: Bool

    public init(_ testID: String, _ failureCondition: String, provisions: [String], alwaysApplies: Bool = false) {
        self.testID = testID
        self.failureCondition = failureCondition
        self.provisions = provisions
        self.alwaysApplies = alwaysApplies
    }
}
