package import MCAGCore

/// 3.4.4, test 3: the same help mechanism carries exactly the same
/// accessible name on every screen.
///
/// Mechanisms are matched across screens by identifier. Where they have
/// none, a screen's only unidentified help mechanism is taken to be the
/// same as the other screens' only one; a screen with several
/// unidentified ones is *needs review*, naming `identifier`.
package struct ConsistentHelpNameCheck: AppCheck {
    /// The words that mark an element as a help mechanism.
    package var vocabulary: HelpVocabulary

    /// A check with the standard help vocabulary, or another one.
    package init(vocabulary: HelpVocabulary = .standard) { self.vocabulary = vocabulary }

    package var name: String { "consistent-help-name" }

    /// Finds the screen's help mechanisms while the screen is in the cache.
    package func prepare(_ screen: ScreenContext) { _ = HelpMechanism.all(in: screen, vocabulary: vocabulary) }

    package func evaluate(_ app: AppContext) -> [Finding] {
        let screenNames = RepeatedContent.screenNames(of: app)
        var namesByMechanism: [String: [String: [String]]] = [:]  // mechanism → name → screens
        var mechanismOrder: [String] = []
        var findings: [Finding] = []
        var sawHelp = false
        for (screenIndex, context) in app.screens.enumerated() {
            let mechanisms = HelpMechanism.all(in: context, vocabulary: vocabulary)
            sawHelp = sawHelp || !mechanisms.isEmpty
            let unidentified = mechanisms.filter { $0.identifier == nil }
            if unidentified.count > 1 {
                findings.append(.app(.needsReview,
                    Result.unidentifiedMechanisms(screen: screenNames[screenIndex], count: unidentified.count),
                    missing: ["identifier"]))
            }
            for mechanism in mechanisms where mechanism.identifier != nil || unidentified.count == 1 {
                let key = mechanism.identifier.map { "id:" + $0 } ?? "unidentified"
                guard let name = mechanism.name?.trimmingSpaces else {
                    findings.append(.app(.needsReview, Result.unnamed(screen: screenNames[screenIndex]),
                                         missing: ["label"]))
                    continue
                }
                if namesByMechanism[key] == nil { mechanismOrder.append(key) }
                namesByMechanism[key, default: [:]][name, default: []].append(screenNames[screenIndex])
            }
        }
        if app.screens.count < 2 {
            return sawHelp ? findings + [.app(.needsReview,
                Result.oneScreen,
                missing: ["screens"])] : findings
        }
        for key in mechanismOrder {
            if let finding = Self.comparison(key, names: namesByMechanism[key] ?? [:]) { findings.append(finding) }
        }
        return findings
    }

    /// The finding on one help mechanism's names (name → screens); nil when it is seen only once.
    private static func comparison(_ key: String, names: [String: [String]]) -> Finding? {
        guard names.values.reduce(0, { $0 + $1.count }) > 1 else { return nil }
        guard names.count > 1 else {
            return .app(.pass, Result.sameName(key: key, name: names.keys.first ?? ""))
        }
        let ranked = names.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        return .app(
            .violation, Result.changesName(key: key, variants: ranked.map { Result.Variant(name: $0.key, screens: $0.value) }),
            fix: Result.fix(name: ranked.first?.key ?? ""))
    }

    package var examples: [CheckExample] { HelpExamples.nameExamples }
}

extension String {
    fileprivate var trimmingSpaces: String? {
        let trimmed = String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.isEmpty ? nil : trimmed
    }
}
