package import MCAGRules

/// The manual and assisted tests as a QA checklist, for the whole app or
/// once per screen.
package enum Checklist {
    /// One line of the checklist.
    package struct Item: Sendable {
        /// The screen to test on; nil for the whole app.
        package var screen: String?
        package var criterion: Criterion
        package var requirement: Requirement
    }

    /// Every manual and assisted test, once per screen when screens are given.
    package static func items(_ catalog: Catalog, screens: [String] = []) -> [Item] {
        let manual = catalog.criteria.flatMap { criterion in
            criterion.requirements.filter { $0.automation != .automated }.map { (criterion, $0) }
        }
        let places: [String?] = screens.isEmpty ? [nil] : screens.map { $0 }
        return places.flatMap { screen in
            manual.map { Item(screen: screen, criterion: $0.0, requirement: $0.1) }
        }
    }

    static func howToTest(_ requirement: Requirement) -> String {
        (requirement.howToTest?.text ?? "Verify by hand: \(requirement.text)").replacingNewlines()
    }

    /// A Markdown checklist with a box per test and the result choices of the DHS process.
    package static func markdown(_ catalog: Catalog, screens: [String] = []) -> String {
        var out = "# MCAG manual test checklist\n\n"
        out += "Record each result with `mcag review record` as Compliant, Not Compliant or Does Not Apply.\n"
        var currentScreen: String?? = .none
        var currentCriterion = ""
        for item in items(catalog, screens: screens) {
            if currentScreen != .some(item.screen) {
                currentScreen = .some(item.screen)
                currentCriterion = ""
                if let screen = item.screen { out += "\n## Screen: \(screen.markdownCell)\n" }
            }
            if currentCriterion != item.criterion.id {
                currentCriterion = item.criterion.id
                out += "\n### \(item.criterion.number) \(item.criterion.title) (`\(item.criterion.id)`)\n\n"
            }
            out += "- [ ] `\(item.requirement.id)` [\(item.requirement.impact), \(item.requirement.automation.rawValue)] "
                + item.requirement.text.replacingNewlines() + "\n"
            out += "  - How to test: \(howToTest(item.requirement))\n"
            for exception in item.requirement.exceptions {
                out += "  - Except: \(exception.text.replacingNewlines()) (`\(exception.key)`)\n"
            }
            if item.criterion.section508.contains(where: \.alwaysApplies) {
                out += "  - Always applies: Does Not Apply is not accepted\n"
            }
        }
        return out
    }

    /// The checklist as CSV (RFC 4180), with empty result, tester and date columns to fill in.
    package static func csv(_ catalog: Catalog, screens: [String] = []) -> String {
        var out = "screen,criterion,number,title,requirement,impact,automation,test,how to test,result,note,tester,date\r\n"
        for item in items(catalog, screens: screens) {
            let fields = [
                item.screen ?? "", item.criterion.id, item.criterion.number, item.criterion.title, item.requirement.id,
                item.requirement.impact.description, item.requirement.automation.rawValue,
                item.requirement.text.replacingNewlines(), howToTest(item.requirement), "", "", "", "",
            ]
            out += fields.map(csvField).joined(separator: ",") + "\r\n"
        }
        return out
    }

    static func csvField(_ text: String) -> String {
        // A spreadsheet reads a cell that starts with one of these as a formula
        // (`=HYPERLINK(…)`, `@SUM(…)`, `-2+3`), and a screen name comes from a dump:
        // a leading apostrophe makes it text (OWASP, "CSV Injection").
        let text = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } == true ? "'" + text : text
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
