/// The evaluation protocol: an automated or assisted check that decides one
/// ``Requirement`` from an ``AppSnapshot``.
///
/// A check is declared inside its requirement, like an exception:
///
/// ```swift
/// Requirement("All the interactive UI components must have an accessible name …", impact: .critical) {
///     InteractiveNameCheck()
/// }
/// ```
///
/// Adopt one of ``ElementCheck``, ``ScreenCheck`` or ``AppCheck`` by the scope
/// the check needs. Checks see only the snapshot model, never platform
/// types, so every check runs and is tested on any platform. A check that
/// lacks the data it needs returns ``Finding/needsReview(_:_:missing:)``,
/// never a pass.
public protocol Check: Sendable {
    /// A short, stable name, unique in the catalog: `touch-target-size`.
    var name: String { get }
    /// Whether the check decides the requirement or only finds candidates.
    var automation: Automation { get }
    /// Passing and failing snapshot fragments that show what the check
    /// decides. One generic test runs every example of every check.
    var examples: [CheckExample] { get }
    /// True when the check compares against ``ThresholdProfile`` numbers:
    /// the engine then records the profile's name on each of its findings.
    var readsThresholds: Bool { get }
    /// The keys of the requirement's declared exceptions that the check can
    /// find by itself and report with ``Finding/covered(by:)``. The catalog
    /// refuses a check whose requirement does not declare one of them.
    var detectedExceptions: [ExceptionKey] { get }
}

extension Check {
    public var automation: Automation { .automated }
    public var readsThresholds: Bool { false }
    public var detectedExceptions: [ExceptionKey] { [] }
}

/// A check that looks at one element at a time.
public protocol ElementCheck: Check {
    /// The finding for one element, or nil when the requirement does not
    /// concern that element.
    func evaluate(_ element: ElementContext) -> Finding?
}

/// A check that needs a whole screen: order, headings, duplicate labels.
public protocol ScreenCheck: Check {
    /// The findings for one screen; empty when the requirement does not concern it.
    func evaluate(_ screen: ScreenContext) -> [Finding]
}

/// A check that compares screens or reads app facts: consistent navigation,
/// unique titles, supported orientations.
public protocol AppCheck: Check {
    /// The findings for the whole snapshot; empty when the requirement does not concern it.
    func evaluate(_ app: AppContext) -> [Finding]

    /// Works out, on one screen, the shared facts ``evaluate(_:)`` will read
    /// there (the package's `ScreenContext.shared(_:_:)`), while the audit is on that
    /// screen and its elements are in the cache.
    ///
    /// The audit calls it once on every screen, among that screen's element
    /// and screen checks; the default does nothing. A check that collects a
    /// fact per screen, such as where the navigation bar sits, asks for it
    /// here: otherwise ``evaluate(_:)`` reads every screen again once all have
    /// been audited, from memory, which in an app of a hundred screens costs
    /// more than the work itself.
    ///
    /// `prepare` only computes earlier what ``evaluate(_:)`` would compute
    /// anyway, so it must not change what the check finds. A concurrent audit
    /// may start ``evaluate(_:)`` before every screen is prepared: it asks for
    /// the same facts, and gets them from whichever asked first.
    func prepare(_ screen: ScreenContext)
}

extension AppCheck {
    public func prepare(_ screen: ScreenContext) {}
}
