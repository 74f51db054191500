import MCAGCore

extension ConsistentNavigationOrderCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case itemsUnmatched(screen: String, component: String, gap: ItemGap.Reason)
        case onlyOneScreen
        case sameOrder(component: String, screens: Int)
        /// `missing` and `extra` are empty unless the component must hold the same items everywhere.
        case reordered(
            component: String, order: Order, items: [String], screens: [String], reference: [String],
            referenceScreens: [String], missing: [String], extra: [String])

        var message: String {
            switch self {
            case .itemsUnmatched(let screen, let component, let gap):
                return "On \(screen), the \(component) has items \(gap.phrase)."
            case .onlyOneScreen:
                return "Only one screen was captured, so navigation cannot be compared across screens; capture every screen that shows it."
            case .sameOrder(let component, let screens):
                return "The \(component) keeps its items in the same order on \(screens) screens."
            case .reordered(let component, let order, let items, let screens, let reference, let referenceScreens,
                            let missing, let extra):
                return Self.reordered(component, order, items, screens, reference, referenceScreens, missing, extra)
            }
        }

        private static func reordered(
            _ component: String, _ order: Order, _ items: [String], _ screens: [String], _ reference: [String],
            _ referenceScreens: [String], _ missing: [String], _ extra: [String]
        ) -> String {
            let ordered: String = order == .programmatic ? "announced in the order" : "shown in the order"
            let here: String = "\(ConsistentNavigationOrderCheck.sequence(items)) on \(RepeatedContent.list(screens))"
            let there: String = "\(ConsistentNavigationOrderCheck.sequence(reference)) on \(RepeatedContent.list(referenceScreens))"
            var message: String = "The \(component) is \(ordered) \(here), but \(there)."
            if !missing.isEmpty {
                message += " Missing there: \(missing.map(RepeatedContent.display).joined(separator: ", "))."
            }
            if !extra.isEmpty {
                message += " Only there: \(extra.map(RepeatedContent.display).joined(separator: ", "))."
            }
            return message
        }

        static func fix(component: String, reference: [String], referenceScreens: [String]) -> String {
            let sequence: String = ConsistentNavigationOrderCheck.sequence(reference)
            let screens: String = RepeatedContent.list(referenceScreens)
            return "Give the \(component) the same items in the same order on every screen: \(sequence), as on \(screens)."
        }
    }
}
