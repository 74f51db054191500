import MCAGCore

/// What the strict reader needs beyond the model's coding keys: the names
/// to suggest for a misspelt key, the allowed values of each enumeration,
/// and the strict spelling of a colour.
enum SnapshotKeys {
    /// Every key of the format, from the model's stored properties (which
    /// synthesized `Codable` uses as keys) and the JSON form's own keys.
    static let all: Set<String> = {
        let models: [Any] = [
            Element(), PlatformSemantics(), AppFacts(), TimeLimit(), KeyboardShortcut(key: ""), TextStyle(),
            Density(unitsPerMillimetre: 1), Rect(x: 0, y: 0, width: 0, height: 0),
            ExceptionClaim(requirement: "", exception: "", reason: ""), Screen(tree: ElementTree()),
        ]
        let stored = models.flatMap { Mirror(reflecting: $0).children.compactMap(\.label) }
        // The importer sets a screen's source format; no snapshot states it.
        return Set(stored).subtracting(["sourceFormat"])
            .union(["formatVersion", "app", "screens", "elements", "parent", "lower", "upper"])
    }()

    /// `#` and six or eight hexadecimal digits, nothing looser.
    static func colour(_ text: String) -> Color? {
        guard text.hasPrefix("#"), text.utf8.count == 7 || text.utf8.count == 9 else { return nil }
        return Color(hex: text)
    }
}

/// A string enumeration of the format, so errors can list its values.
protocol SnapshotChoice {
    static var choices: [String] { get }
}

extension SnapshotChoice where Self: CaseIterable & RawRepresentable, RawValue == String {
    static var choices: [String] { allCases.map(\.rawValue) }
}

extension LengthUnit: SnapshotChoice {}
extension Orientation: SnapshotChoice {}
extension ColorMode: SnapshotChoice {}
extension LayoutDirection: SnapshotChoice {}
extension Platform: SnapshotChoice {}
extension TextStyle.Alignment: SnapshotChoice {}
extension LiveRegion: SnapshotChoice {}
