/// Which scanner reads a file, decided from its path alone so files no scanner reads are never
/// opened.
enum SourceFileKind: Sendable {
    case androidLayout
    case androidValues
    case androidResource
    case kotlinOrJava
    case swiftOrObjectiveC
    case interfaceBuilder
    case javaScript
    case dart
    case appleStrings
    case stringCatalog

    /// The kind of the file at `relativePath` (folders separated by `/`), or nil for a file no
    /// scanner reads.
    init?(relativePath: String) {
        guard let dot = relativePath.lastIndex(of: ".") else { return nil }
        let fileExtension = relativePath[relativePath.index(after: dot)...]
        switch fileExtension {
        case "xml":
            let folders = relativePath.split(separator: "/").dropLast()
            guard let res = folders.lastIndex(of: "res"), res + 1 < folders.endIndex else { return nil }
            let folder = folders[res + 1]
            // A menu item's id becomes the id of the view that shows it (a bottom navigation
            // item, a toolbar action), so menus declare views as layouts do.
            if folder.hasPrefix("layout") || folder.hasPrefix("menu") {
                self = .androidLayout
            } else if folder.hasPrefix("values") {
                self = .androidValues
            } else {
                self = .androidResource
            }
        case "kt", "java": self = .kotlinOrJava
        case "swift", "m", "mm": self = .swiftOrObjectiveC
        case "storyboard", "xib": self = .interfaceBuilder
        case "js", "jsx", "ts", "tsx": self = .javaScript
        case "dart": self = .dart
        case "strings": self = .appleStrings
        case "xcstrings": self = .stringCatalog
        default: return nil
        }
    }
}
