import MCAGCore

extension GenericScreenTitleCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case blank
        case unknown
        case generic(title: String, reason: Generic)
        case notGeneric(title: String)

        /// Why a title says nothing about its screen.
        enum Generic: Sendable, Hashable {
            case placeholder, fileName, codeName

            var phrase: String {
                switch self {
                case .placeholder: "is a placeholder or default"
                case .fileName: "is a file name"
                case .codeName: "is a name from the code"
                }
            }
        }

        var message: String {
            switch self {
            case .blank: return "The screen's title is blank, so it describes nothing."
            case .unknown:
                let places: String = ScreenTitleSource.placesLookedFor
                return "The screen's title is not known: the snapshot records none, and the tree holds none of \(places)."
            case .generic(let title, let reason):
                let phrase: String = reason.phrase
                return "The title \"\(title)\" \(phrase), so it does not describe the screen."
            case .notGeneric(let title):
                return "The title \"\(title)\" is not a placeholder, file name or code name; confirm that it describes the screen."
            }
        }

        static let fixBlank = "Title the screen with its topic or purpose, such as \"Shipping address\"."
        static let fixGeneric = "Replace it with the screen's topic or purpose as a user would name it, such as \"Shipping address\" or \"Message from Ana\"."
    }
}
