import MCAGCore

/// One `TreeNode` of a `maestro hierarchy`, read and checked, before it is
/// mapped: its attributes as Maestro gives them and its depth in the file.
struct MaestroNode {
    /// Nesting depth in the file, 0 for the top object.
    var depth: Int
    /// `attributes`, every value a string.
    var attributes: [String: String]
    /// The node's own nullable booleans (`clickable`, `enabled`, `focused`, `checked`, `selected`).
    var flags: [String: Bool]
    /// `attributes.bounds`, parsed; nil when absent.
    var frame: Rect?

    /// An attribute's value when it is not empty.
    func nonEmpty(_ key: String) -> String? {
        guard let value = attributes[key], !value.isEmpty else { return nil }
        return value
    }

    /// An attribute's string flag (`"true"`/`"false"`, checked when read); nil when absent.
    func flag(_ key: String) -> Bool? {
        guard let text = attributes[key] else { return nil }
        return text == "true"
    }

    /// A state: the attribute string (`"true"`/`"false"`, checked when read) when
    /// present, else the node's own boolean.
    func state(_ key: String) -> Bool? {
        if let text = attributes[key] { return text == "true" }
        return flags[key]
    }
}

/// Which keys say which platform wrote the hierarchy (see Documentation/Importers.md).
enum MaestroPlatformEvidence {
    /// Written only by Maestro's Android driver (`AndroidDriver.mapHierarchy`).
    static let androidKeys: [String] = ["class", "ignoreBoundsFiltering", "scrollable", "clickable"]
    /// Written only by its iOS driver (`IOSDriver.mapViewHierarchy`).
    static let iosKeys: [String] = ["title", "value"]
}
