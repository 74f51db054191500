import Foundation
import Testing

/// `mcag audit --source DIR`: the text and Markdown reports say where each violation's element
/// is declared, a folder that cannot be read stops the run with its name, and the option repeats.
@Suite(.temporaryFolder) struct AuditSourceCommandTests {
    static let dump = AuditCommandTests.androidDump

    /// A source tree for the Futu example: `avatar_image` declared once, `toolbar_back` in two
    /// layouts, `toolbar_logo` only set in code.
    static func sourceTree() throws -> URL {
        let root = try TemporaryFolder.make()
        let files = [
            "app/src/main/res/layout/item_notice.xml": "<LinearLayout>\n    <ImageView\n        android:id=\"@+id/avatar_image\"/>\n</LinearLayout>\n",
            "app/src/main/res/layout/toolbar.xml": "<ImageView android:id=\"@+id/toolbar_back\"/>\n",
            "app/src/main/res/layout-land/toolbar.xml": "<ImageView android:id=\"@+id/toolbar_back\"/>\n",
            "app/src/main/java/Toolbar.kt": "logo.id = R.id.toolbar_logo\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func theTextReportSaysWhereEachElementIsDeclared() throws {
        let tree = try Self.sourceTree()
        let run = try ExecutableTests.mcag(["audit", Self.dump, "--source", tree.path])
        #expect(run.status == 1, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let avatarLines = lines.indices.filter { lines[$0].contains("id \"cn.futu.trader:id/avatar_image\"") }
        #expect(!avatarLines.isEmpty)
        for index in avatarLines {
            #expect(lines[index + 1].trimmingCharacters(in: .whitespaces)
                == "declared at \(tree.path)/app/src/main/res/layout/item_notice.xml:3")
        }
        #expect(run.output.contains("declared at one of \(tree.path)/app/src/main/res/layout-land/toolbar.xml:1, "
            + "\(tree.path)/app/src/main/res/layout/toolbar.xml:1 (one-of-several)"))
        #expect(run.output.contains("declared at \(tree.path)/app/src/main/java/Toolbar.kt:1 (one-of-several)"))
        let without = try ExecutableTests.mcag(["audit", Self.dump])
        #expect(!without.output.contains("declared at"))
    }

    @Test func theMarkdownReportPutsThePlaceInACodeSpan() throws {
        let tree = try Self.sourceTree()
        let run = try ExecutableTests.mcag(["audit", Self.dump, "--format", "markdown", "--source", tree.path])
        #expect(run.output.contains("; declared at `\(tree.path)/app/src/main/res/layout/item_notice.xml:3`"))
    }

    @Test func theHTMLReportShowsThePlaceBesideTheElement() throws {
        let tree = try Self.sourceTree()
        let run = try ExecutableTests.mcag(["audit", Self.dump, "--format", "html", "--source", tree.path])
        #expect(run.output.contains(
            "<span class=\"source\">declared at <code>\(tree.path)/app/src/main/res/layout/item_notice.xml:3</code></span>"))
    }

    @Test func theOptionRepeatsAndAnUnreadableFolderIsAnErrorNamingIt() throws {
        let tree = try Self.sourceTree()
        let empty = try TemporaryFolder.make()
        let twice = try ExecutableTests.mcag(["audit", Self.dump, "--source", empty.path, "--source", tree.path])
        #expect(twice.output.contains("item_notice.xml:3"))
        let missing = tree.appendingPathComponent("no-such-folder").path
        let refused = try ExecutableTests.mcag(["audit", Self.dump, "--source", missing])
        #expect(refused.status == 2)
        #expect(refused.error.contains("--source: source folder \(missing): cannot be read"))
        #expect(refused.output.isEmpty)
        let help = try ExecutableTests.mcag(["audit", "--help"])
        #expect(help.output.contains("--source DIR"))
    }
}
