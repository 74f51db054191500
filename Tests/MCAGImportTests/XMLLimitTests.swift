import Foundation
import Testing
@testable import MCAGImport

/// The XML reader bounds the work a hostile dump can cause and says why in words.
@Suite(.temporaryFolder) struct XMLLimitTests {
    /// A uiautomator dump whose `count` nodes each reference a 10 KB entity ten times.
    static func entityDump(nodes count: Int) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     "<!DOCTYPE hierarchy [<!ENTITY e \"\(String(repeating: "x", count: 10_000))\">]>",
                     #"<hierarchy rotation="0">"#]
        let text = String(repeating: "&e;", count: 10)
        for index in 0..<count {
            lines.append(#"<node index="\#(index)" text="\#(text)" class="android.widget.TextView" bounds="[0,0][10,10]"/>"#)
        }
        lines.append("</hierarchy>")
        return lines.joined(separator: "\n")
    }

    @Test func entitiesExpandedAcrossManyAttributesAreStopped() throws {
        // 20,000 nodes × 100 KB: 2 GB of text from a 2.3 MB file before the budget existed.
        let url = try Fixtures.temporaryFile("entities.xml", Self.entityDump(nodes: 20_000))
        let error = try #require(Fixtures.importError(url, options: ImportOptions(androidDPI: 420)))
        #expect(error.message.hasPrefix("the attributes expand to more than"), "\(error)")
        #expect(error.message.contains("internal entities"))
        // Stopped within the first few nodes' worth of expansion, not at the end of the file.
        #expect((error.line ?? .max) < 100)
    }

    @Test func aFewEntityReferencesWithinTheBudgetStillImport() throws {
        let url = try Fixtures.temporaryFile("few.xml", Self.entityDump(nodes: 0).replacingOccurrences(
            of: "</hierarchy>", with: #"<node index="0" text="&e;" class="android.widget.TextView" bounds="[0,0][10,10]"/></hierarchy>"#))
        #expect(Fixtures.importError(url, options: ImportOptions(androidDPI: 420)) == nil)
    }

    @Test func theBudgetIsTwiceTheFilePlusOneMegabyte() {
        var budget = EntityExpansionBudget(fileSize: 1000)
        #expect(budget.limit == 2000 + EntityExpansionBudget.allowance)
        #expect(budget.spend(["text": String(repeating: "a", count: budget.limit - 4)]) == nil)
        #expect(budget.spend(["b": "c"]) != nil)
        #expect(EntityExpansionBudget(fileSize: nil).limit == EntityExpansionBudget.unknownSizeLimit)
        #expect(EntityExpansionBudget(fileSize: .max).limit == .max)
    }

    @Test func anAttributeOverLibxml2sLimitIsExplained() throws {
        let value = String(repeating: "y", count: 10_500_000)
        let url = try Fixtures.temporaryFile("big.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy rotation="0">
            <node index="0" text="\(value)" class="android.widget.TextView" bounds="[0,0][10,10]"/>
            </hierarchy>
            """)
        let error = try #require(Fixtures.importError(url, options: ImportOptions(androidDPI: 420)))
        #expect(error.message.contains("longer than 10,000,000 characters"), "\(error)")
    }

    @Test func aFolderOrAMissingFileIsNamedInWords() throws {
        let folder = try Fixtures.temporaryFile("x.json", "{}").deletingLastPathComponent()
        #expect(throws: ImportError.self) { try SnapshotJSON.decode(contentsOf: folder) }
        do {
            _ = try SnapshotJSON.decode(contentsOf: folder)
        } catch {
            #expect(error.message == "cannot read the file: it is a folder, not a file")
        }
        do {
            _ = try SnapshotJSON.decode(contentsOf: folder.appendingPathComponent("missing.json"))
        } catch {
            #expect(error.message == "cannot read the file: no such file")
        }
    }
}
