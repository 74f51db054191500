import MCAGCore

extension UniqueLabelCheck {
    /// What the check reports, and how each result reads. `name` is the
    /// group's name as a report spells it; `identifiers` the first distinct
    /// identifiers, up to four (three are listed, an ellipsis stands for more).
    enum Result: FindingResult {
        // Controls of one name that are one control (`UniqueLabelOneControl`).
        case onePlace(count: Int)
        case oneWebLink(count: Int)
        case insideItself(name: String)
        case backButtonAndSelectedTab
        // Groups of one name.
        case backButton(count: Int, name: String)
        case sideBySide(name: String, identifiers: [String])
        case stacked(name: String, identifiers: [String])
        case differentControls(count: Int, name: String, identifiers: [String])
        case fieldAndActivatedControl(count: Int, name: String)
        case repeatedItems(count: Int, name: String, items: RepeatedItems)
        case sameThingUnknown(count: Int, name: String)
        // The screen.
        case usedOnce(names: Int)

        var message: String {
            switch self {
            case .onePlace(let count):
                let sentence: String = "The \(count) controls of this name are one view listed \(count) times at one place, "
                    + "with one identifier or none: they have the exact functionality."
                return sentence
            case .oneWebLink(let count):
                let sentence: String = "The \(count) controls of this name are pieces of one link of web content (an anchor "
                    + "holds no other interactive content), so they follow the same link: they have the exact functionality."
                return sentence
            case .insideItself(let name):
                let sentence: String = "One control named \"\(name)\" holds the other of its name, a part of it drawn "
                    + "inside it: both are the one control, reached twice, so they have the exact functionality."
                return sentence
            case .backButtonAndSelectedTab:
                return Self.backButtonAndSelectedTabMessage
            case .usedOnce(let names):
                return "\(names) control names on this screen are used once."
            default:
                return groupMessage ?? ""
            }
        }

        private static let backButtonAndSelectedTabMessage: String = "The navigation bar's back button returns to the "
            + "screen of this name, and the selected tab of this name returns its stack to that same first screen "
            + "(UIKit's tab bar controller pops a navigation stack to its root when its selected tab is tapped again): "
            + "they have the exact functionality."

        /// The sentence of a group that is not one control.
        private var groupMessage: String? {
            switch self {
            case .backButton(let count, let name):
                let start: String = "\(count) controls are named \"\(name)\", one of them the navigation bar's back button, "
                let end: String = "which UIKit names after the screen it returns to: whether the other leads to that same "
                    + "screen is not in the dump; confirm."
                return start + end
            case .sideBySide(let name, let identifiers):
                let listed: String = Self.listing(identifiers)
                let start: String = "2 controls side by side in one row are both named \"\(name)\" (identifiers \(listed)): "
                let end: String = "an avatar and the name beside it usually open the same profile; confirm that they do "
                    + "the same thing."
                return start + end
            case .stacked(let name, let identifiers):
                let listed: String = Self.listing(identifiers)
                let start: String = "2 controls named \"\(name)\" (identifiers \(listed)) lie one over the other: "
                let end: String = "a sheet or dialog drawn over the screen it covers repeats its title, and the dump cannot "
                    + "tell whether both are in view and do different things; confirm."
                return start + end
            case .differentControls(let count, let name, let identifiers):
                let listed: String = Self.listing(identifiers)
                let sentence: String = "\(count) controls on this screen are all named \"\(name)\" but are different "
                    + "controls (identifiers \(listed))."
                return sentence
            case .fieldAndActivatedControl(let count, let name):
                let start: String = "\(count) controls on this screen are named \"\(name)\", one a text field that takes "
                let end: String = "typed text and another a control that acts when activated, apart from it: they cannot "
                    + "have the exact functionality."
                return start + end
            case .repeatedItems(let count, let name, let items):
                let sample: String = items.sample
                let start: String = "\(count) controls on this screen are named \"\(name)\", of which some sit at one place "
                    + "of different items of one template, \(items.className) (\(sample)): "
                let end: String = "the same name acts on different items, and a user moving from control to control "
                    + "cannot tell them apart."
                return start + end
            case .sameThingUnknown(let count, let name):
                let start: String = "\(count) controls on this screen are named \"\(name)\"; no identifier tells them apart "
                    + "and they are not one place of the items of one list, "
                let end: String = "so what each opens or acts on is not in the dump: confirm that they do exactly the "
                    + "same thing."
                return start + end
            case .onePlace, .oneWebLink, .insideItself, .backButtonAndSelectedTab, .usedOnce:
                return nil
            }
        }

        /// The first three identifiers, and an ellipsis when there are more.
        static func listing(_ known: [String]) -> String {
            let first: String = known.prefix(3).joined(separator: ", ")
            return known.count > 3 ? first + ", …" : first
        }

        static let repeatedItemsFix: String = "Name each control after its item, such as \"Add Aspirin 500 mg to cart\" "
            + "(accessibilityLabel, contentDescription, or Compose's contentDescription built from the item), "
            + "or merge the item into one focus stop with a custom action; if they really do the same thing, "
            + "claim the exception `same-functionality`."

        static let differentControlsFix: String = "Name each control after what it acts on, such as \"Edit shipping "
            + "address\" and \"Edit payment method\"; if they really do the same thing, claim the exception "
            + "`same-functionality`."
    }
}
