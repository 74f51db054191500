import MCAGCore

extension ConsistentHelpNameCheck {
    /// What the check reports, and how each result reads. `key` is the
    /// mechanism's key: "id:" and its identifier, or "unidentified".
    enum Result: FindingResult {
        case unidentifiedMechanisms(screen: String, count: Int)
        case unnamed(screen: String)
        case oneScreen
        case sameName(key: String, name: String)
        /// Each name with the screens that use it, most used first.
        case changesName(key: String, variants: [Variant])

        struct Variant: Sendable, Hashable {
            let name: String
            let screens: [String]
        }

        var message: String {
            switch self {
            case .unidentifiedMechanisms(let screen, let count):
                "\(screen) offers \(count) help mechanisms without identifiers, so they cannot be matched with other screens'."
            case .unnamed(let screen): "A help mechanism on \(screen) has no accessible name."
            case .oneScreen:
                "Only one screen was captured, so help names cannot be compared; capture every screen that offers help."
            case .sameName(let key, let name): "\(Self.what(key)) is named \"\(name)\" on every screen that shows it."
            case .changesName(let key, let variants):
                "\(Self.what(key)) changes its name from screen to screen: \(variants.map { "\"\($0.name)\" on \(RepeatedContent.list($0.screens))" }.joined(separator: "; "))."
            }
        }

        private static func what(_ key: String) -> String {
            key == "unidentified" ? "The help mechanism" : "The help mechanism \(RepeatedContent.display(key))"
        }

        static func fix(name: String) -> String {
            "Give it one accessible name everywhere, for example \"\(name)\", the name most screens use."
        }
    }
}
