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

    @Test func theJUnitFailureSaysWhereEachElementIsDeclared() throws {
        let tree = try Self.sourceTree()
        let run = try ExecutableTests.mcag(["audit", Self.dump, "--format", "junit", "--source", tree.path])
        #expect(run.output.contains("declared at \(tree.path)/app/src/main/res/layout/item_notice.xml:3"))
        let without = try ExecutableTests.mcag(["audit", Self.dump, "--format", "junit"])
        #expect(!without.output.contains("declared at"))
    }

    /// The JSON findings about one identifier.
    static func jsonFindings(_ identifier: String, arguments: [String]) throws -> [[String: Any]] {
        let run = try ExecutableTests.mcag(["audit", Self.dump, "--format", "json"] + arguments)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = ((root["results"] as? [[String: Any]]) ?? []).flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        return findings.filter { ($0["element"] as? [String: Any])?["identifier"] as? String == identifier }
    }

    @Test func theJSONReportGivesEachFindingItsSource() throws {
        let tree = try Self.sourceTree()
        let avatar = try Self.jsonFindings("cn.futu.trader:id/avatar_image", arguments: ["--source", tree.path])
        #expect(!avatar.isEmpty)
        for finding in avatar {
            let source = try #require(finding["source"] as? [String: Any])
            #expect(source["confidence"] as? String == "unique-declaration")
            #expect(source["query"] as? String == "avatar_image")
            let location = try #require(source["location"] as? [String: Any])
            #expect(location["path"] as? String == "\(tree.path)/app/src/main/res/layout/item_notice.xml")
            #expect(location["line"] as? Int == 3)
            #expect(location["column"] as? Int == 21)
        }
        let back = try Self.jsonFindings("cn.futu.trader:id/toolbar_back", arguments: ["--source", tree.path])
        #expect(!back.isEmpty)
        for finding in back {
            let source = try #require(finding["source"] as? [String: Any])
            #expect(source["confidence"] as? String == "one-of-several")
            #expect(source["location"] is NSNull)
            let paths = ((source["candidates"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
            #expect(paths == ["\(tree.path)/app/src/main/res/layout-land/toolbar.xml", "\(tree.path)/app/src/main/res/layout/toolbar.xml"])
        }
        // Without a source tree the member is absent, so such a report keeps its bytes.
        let without = try Self.jsonFindings("cn.futu.trader:id/avatar_image", arguments: [])
        #expect(!without.isEmpty)
        #expect(without.allSatisfy { $0["source"] == nil })
    }

    /// The SARIF results about one identifier, from a run in the source tree as CI runs it.
    static func sarifResults(_ identifier: String, source: Bool = true) throws -> (all: [[String: Any]], text: String) {
        let tree = try Self.sourceTree()
        let screens = tree.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.dump, toPath: screens.appendingPathComponent("futu.xml").path)
        let run = try ExecutableTests.mcag(["audit", "Screens", "--format", "sarif"] + (source ? ["--source", "."] : []), in: tree)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = ((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let matching = results.filter {
            (($0["properties"] as? [String: Any])?["element"] as? [String: Any])?["identifier"] as? String == identifier
        }
        return (matching, run.output)
    }

    static func uri(_ location: [String: Any]?) -> String? {
        ((location?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    static func line(_ location: [String: Any]?) -> Int? {
        ((location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int
    }

    @Test func aUniqueDeclarationIsTheSARIFResultsPrimaryLocation() throws {
        let (results, text) = try Self.sarifResults("cn.futu.trader:id/avatar_image")
        #expect(SARIFChecker.check(text) == [])
        #expect(!results.isEmpty)
        for result in results {
            let location = (result["locations"] as? [[String: Any]])?.first
            #expect(Self.uri(location) == "app/src/main/res/layout/item_notice.xml")
            #expect(Self.line(location) == 3)
            #expect((location?["logicalLocations"] as? [[String: Any]])?.first?["kind"] as? String == "element")
            let related = try #require(result["relatedLocations"] as? [[String: Any]])
            #expect(related.count == 1)
            #expect(related.first?["id"] as? Int == 1)
            #expect(Self.uri(related.first) == "Screens/futu.xml")
            let source = (result["properties"] as? [String: Any])?["source"] as? [String: Any]
            #expect(source?["confidence"] as? String == "unique-declaration")
            #expect(source?["kind"] as? String == "android-layout-id")
        }
        // The fingerprints do not move with the location: the same alerts as without --source.
        let fingerprints = { (results: [[String: Any]]) in results.compactMap { $0["partialFingerprints"] as? [String: String] } }
        let (without, _) = try Self.sarifResults("cn.futu.trader:id/avatar_image", source: false)
        #expect(fingerprints(results) == fingerprints(without))
        #expect(without.allSatisfy { $0["relatedLocations"] == nil && ($0["properties"] as? [String: Any])?["source"] == nil })
    }

    @Test func severalCandidatesAreRelatedLocationsBesideTheDump() throws {
        let (results, _) = try Self.sarifResults("cn.futu.trader:id/toolbar_back")
        let result = try #require(results.first)
        #expect(Self.uri((result["locations"] as? [[String: Any]])?.first) == "Screens/futu.xml")
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.compactMap { Self.uri($0) } == [
            "app/src/main/res/layout-land/toolbar.xml", "app/src/main/res/layout/toolbar.xml",
        ])
        #expect(related.compactMap { $0["id"] as? Int } == [1, 2])
        #expect(related.allSatisfy { Self.line($0) == 1 })
        let source = (result["properties"] as? [String: Any])?["source"] as? [String: Any]
        #expect(source?["confidence"] as? String == "one-of-several")
        #expect(source?["candidates"] as? Int == 2)
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
