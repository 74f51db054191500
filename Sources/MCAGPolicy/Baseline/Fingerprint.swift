/// Stable keys for findings, so that a baseline or a suppression recognises
/// the same problem in tomorrow's snapshot.
///
/// An element with an identifier is known by its screen and identifier.
/// Without one, by its screen, role, label and the roles and identifiers of
/// its ancestors. Never by frame or position among siblings: moving a button
/// or adding a row above it must not turn a known problem into a new one.
package enum Fingerprint {
    /// The element part: `Home :: id=play`, or
    /// `Home :: button "Play" in application/window/list[id=tracks]`.
    package static func of(_ element: ElementLocation) -> String {
        if let identifier = element.identifier, !identifier.isBlank {
            return "\(element.screen) :: id=\(identifier)"
        }
        let label = element.label.map { " \"\($0)\"" } ?? ""
        return "\(element.screen) :: \(element.role)\(label) in \(ancestorPath(of: element.path))"
    }

    /// The whole key: the requirement ID, then the element part, or the
    /// screen and message for a finding about a whole screen or app.
    package static func of(_ finding: Finding, requirement: String) -> String {
        if let element = finding.element { return "\(requirement) @ \(of(element))" }
        return "\(requirement) @ \(finding.screen ?? "app") :: \(finding.message)"
    }

    /// The element's path without its last step and without sibling
    /// positions: `application/window/list[2]/cell[3]` → `application/window/list`.
    static func ancestorPath(of path: String) -> String {
        var steps: [String] = []
        var current = ""
        var depth = 0
        // Identifiers such as Android's `com.app:id/play` hold '/', so split only outside brackets.
        for character in path {
            switch character {
            case "[": depth += 1; current.append(character)
            case "]": depth = max(0, depth - 1); current.append(character)
            case "/" where depth == 0: steps.append(current); current = ""
            default: current.append(character)
            }
        }
        // The last step is the element itself, whose role and label the key already holds.
        return steps.map(withoutPosition).joined(separator: "/")
    }

    private static func withoutPosition(_ step: String) -> String {
        guard step.hasSuffix("]"), let open = step.lastIndex(of: "[") else { return step }
        let inside = step[step.index(after: open)..<step.index(before: step.endIndex)]
        return !inside.isEmpty && inside.allSatisfy(\.isNumber) ? String(step[..<open]) : step
    }
}
