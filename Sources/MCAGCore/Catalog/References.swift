/// A WCAG 2.2 success criterion that an MCAG criterion restates.
public struct WCAG: Sendable, Hashable, Codable {
    /// WCAG conformance levels.
    /// `a`, `aa` and `aaa` are levels A, AA and AAA.
    public enum Level: String, Sendable, Hashable, Codable {
        /// Level A, the lowest.
        case a = "A"
        /// Level AA, the level most policies require.
        case aa = "AA"
        /// Level AAA, the highest.
        case aaa = "AAA"
    }

    /// The WCAG number, such as `1.4.3`.
    public var number: String
    /// The WCAG criterion's title, such as "Contrast (Minimum)".
    public var title: String
    /// The WCAG level at which the criterion applies.
    public var level: Level
    /// The address of the criterion's WCAG page; nil when none is given.
    public var url: String?

    /// Creates a WCAG reference from its number (such as `1.4.3`), title and level, with an optional page address.
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
        /// Apple's Human Interface Guidelines.
        case appleHumanInterfaceGuidelines = "apple-hig"
        /// Apple's developer documentation.
        case appleDeveloperDocumentation = "apple-developer"
        /// Android's accessibility principles.
        case androidAccessibilityPrinciples = "android-accessibility"
        /// Google's Material Design guidance.
        case materialDesign = "material-design"
        /// Any other publisher.
        case other = "other"

        /// The source's name for display, such as "Material Design".
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

    /// Where the guidance is published.
    public var source: Source
    /// The title of the guidance page.
    public var title: String
    /// The page's address; nil when none is given.
    public var url: String?

    /// Creates a reference to the page `title` in `source`, with an optional address.
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

    /// Creates a failure condition from its DHS test ID (such as `2.A`), its wording and the provisions it cites.
    public init(_ testID: String, _ failureCondition: String, provisions: [String], alwaysApplies: Bool = false) {
        self.testID = testID
        self.failureCondition = failureCondition
        self.provisions = provisions
        self.alwaysApplies = alwaysApplies
    }
}
