/// How a platform announces changes to an element (Android live regions).
public enum LiveRegion: String, Sendable, Hashable, Codable, CaseIterable {
    /// Changes are not announced (`ACCESSIBILITY_LIVE_REGION_NONE`, 0).
    case off
    /// Changes are announced when the screen reader is idle (`POLITE`, 1).
    case polite
    /// Changes interrupt what is being spoken (`ASSERTIVE`, 2).
    case assertive
}
