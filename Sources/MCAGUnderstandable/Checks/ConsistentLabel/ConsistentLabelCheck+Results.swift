import MCAGCore

extension ConsistentLabelCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case noIdentifiers
        case noneRecurs
        case oneScreen
        case keepNames(count: Int)
        /// Each occurrence's name with the name of the screen it is on, in order.
        case namedDifferently(identifier: String, names: [Named])

        struct Named: Sendable, Hashable {
            let name: String
            let screen: String
        }

        var message: String {
            switch self {
            case .noIdentifiers:
                "No named control carries an identifier, so recurring controls cannot be matched across screens."
            case .noneRecurs: "No control appears on more than one captured screen, so consistency cannot be compared."
            case .oneScreen: "Only one screen was captured; comparing names needs the app's other screens."
            case .keepNames(let count): "The \(count) controls that recur across screens keep their names."
            case .namedDifferently(let identifier, let names):
                "The control \"\(identifier)\" is named differently on different screens: \(names.map { "\"\($0.name)\" on \($0.screen)" }.joined(separator: ", "))."
            }
        }

        static func fix(name: String) -> String {
            "Use one accessible name for the control wherever it appears, such as \"\(name)\"; if the name follows a state, keep the name fixed and expose the state as a value or trait."
        }
    }
}
