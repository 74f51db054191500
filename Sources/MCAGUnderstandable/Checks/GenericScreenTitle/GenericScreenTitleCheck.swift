package import MCAGCore

/// 3.1.1 test 2, assisted: flags titles that cannot describe a screen's
/// context because they are placeholders, defaults, file names or code names.
///
/// Only a person can confirm that a title describes its screen; this check
/// rules out the titles that certainly do not, and passes the others for a
/// person to confirm.
package struct GenericScreenTitleCheck: ScreenCheck {
    package init() {}

    package var name: String { "screen-title-not-generic" }
    package var automation: Automation { .assisted }

    /// Titles (compared as spoken) that say nothing about a screen.
    static let placeholders: Set<String> = [
        "untitled", "untitled document", "no title", "title", "new title", "enter title", "enter title…",
        "enter title...", "screen", "page", "view", "new page", "new screen", "placeholder", "lorem ipsum",
        "todo", "tbd", "default",
    ]

    /// File extensions that make a title a file name ("report.pdf").
    static let fileExtensions: Set<String> = [
        "pdf", "doc", "docx", "txt", "jpg", "jpeg", "png", "gif", "heic", "mov", "mp4", "xls", "xlsx", "csv", "zip",
    ]

    /// Type-name endings that make a title a code name ("MainViewController").
    static let codeSuffixes = ["viewcontroller", "controller", "activity", "fragment", "screen_title", "_title"]

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let source = ScreenTitleSource(of: screen.screen)
        guard let title = source.text else {
            if source == .blank {
                return [.screen(.violation, screen, Result.blank, fix: Result.fixBlank)]
            }
            return [.screen(.needsReview, screen, Result.unknown, missing: ["title"])]
        }
        if let reason = Self.reasonTitleIsGeneric(title) {
            return [.screen(.violation, screen, Result.generic(title: title, reason: reason), fix: Result.fixGeneric)]
        }
        return [.screen(.pass, screen, Result.notGeneric(title: title))]
    }

    static func reasonTitleIsGeneric(_ title: String) -> Result.Generic? {
        let key = SpokenNameKey.of(title)
        if placeholders.contains(key) { return .placeholder }
        if let dot = key.lastIndex(of: "."), fileExtensions.contains(String(key[key.index(after: dot)...])) {
            return .fileName
        }
        if !key.contains(" "), codeSuffixes.contains(where: { key.hasSuffix($0) && key.count > $0.count }) {
            return .codeName
        }
        return nil
    }

    package var examples: [CheckExample] {
        [
            .passes("A title that names the screen's topic", screen: Screen(name: "Address", title: "Shipping address")),
            .fails("A default document title", screen: Screen(name: "Editor", title: "Untitled Document")),
            .fails("A file name as title", screen: Screen(name: "Viewer", title: "DSC_0123.jpeg")),
            .fails("A class name as title", screen: Screen(name: "Main", title: "MainViewController")),
            .needsReview("No title recorded or shown", screen: Screen(name: "Feed", Node(Element(role: .image)))),
        ]
    }
}
