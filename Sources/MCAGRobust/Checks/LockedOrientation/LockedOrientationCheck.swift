package import MCAGCore

/// 4.1.4 Locked Orientation: the app's supported orientations include both
/// a portrait and a landscape orientation.
///
/// Impact within Minor … Serious:
/// - one orientation only (portrait, say): Serious, the device cannot even be turned over;
/// - both orientations of one family (landscape left and right): Moderate.
/// Minor is left to manual findings, such as a single screen that locks.
package struct LockedOrientationCheck: AppCheck {
    package var name: String { "locked-orientation" }

    package init() {}

    package func evaluate(_ app: AppContext) -> [Finding] {
        guard let supported = app.app.supportedOrientations, !supported.isEmpty else {
            return [.app(.needsReview, Result.orientationsUnknown, missing: ["supportedOrientations"])]
        }
        let kinds: Set<Orientation> = Set(supported)
        let landscape: Set<Orientation> = kinds.filter(\.isLandscape)
        let portrait: Set<Orientation> = kinds.subtracting(landscape)
        let listed: String = supported.map(\.rawValue).joined(separator: ", ")
        if !landscape.isEmpty && !portrait.isEmpty {
            return [.app(.pass, Result.bothFamilies(listed: listed))]
        }
        return [Self.locked(to: landscape.isEmpty ? "portrait" : "landscape", listed: listed, count: kinds.count)]
    }

    private static func locked(to family: String, listed: String, count: Int) -> Finding {
        let impact: Impact = count == 1 ? .serious : .moderate
        return .app(
            .violation, Result.locked(family: family, listed: listed),
            measured: Measured(Double(count), threshold: 2, unit: " orientation(s)"), impact: impact, fix: Result.fix)
    }

    package var examples: [CheckExample] {
        func app(_ orientations: [Orientation]?) -> AppSnapshot {
            AppSnapshot(app: AppFacts(supportedOrientations: orientations), screens: [])
        }
        return [
            .passes("Portrait and both landscapes", app: app([.portrait, .landscapeLeft, .landscapeRight])),
            .fails("Portrait only", app: app([.portrait])),
            .fails("Landscape only, both directions", app: app([.landscapeLeft, .landscapeRight])),
            .needsReview("Orientations unknown", app: app(nil)),
        ]
    }
}
