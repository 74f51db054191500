import Foundation
import Testing

/// Every Swift block of the README, CONTRIBUTING.md, Documentation/ and the DocC catalogs is code
/// that CI compiles: its lines (imports aside, whitespace folded) appear in that order, with no line
/// between them, in a Swift file of the package's sources, tests or the Examples package, where a
/// test runs it. A document that drifts from its compiled copy fails here, with the block's place.
///
/// A block that cannot be compiled as it stands (a package manifest, an Apple-only adapter) says so
/// on the line before its fence: `<!-- not compiled: why -->`; that reason is listed by the test.
@Suite("Documentation snippets are compiled")
struct DocumentationSnippetCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Block: CustomStringConvertible {
        let file: String
        let line: Int
        let lines: [String]
        let exemption: String?
        var description: String { "\(file):\(line)" }
    }

    /// Whitespace runs folded to one space, ends trimmed: a snippet's indentation in a document is
    /// not its indentation inside a test function.
    static func folded(_ line: Substring) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func documents() throws -> [URL] {
        var files = [root.appendingPathComponent("README.md"), root.appendingPathComponent("CONTRIBUTING.md")]
        for folder in ["Documentation", "Sources"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "md" else { continue }
                if folder == "Sources", !url.path.contains(".docc/") { continue }
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func blocks(in url: URL) throws -> [Block] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let name = String(url.path.dropFirst(root.path.count + 1))
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```swift") else { continue }
            let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            let exemption = previous.hasPrefix("<!-- not compiled:") && previous.hasSuffix("-->")
                ? String(previous.dropFirst("<!-- not compiled:".count).dropLast(3)).trimmingCharacters(in: .whitespaces)
                : nil
            let start = index + 1
            var end = start
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            let code = lines[start..<end].map(folded).filter { !$0.isEmpty && !$0.hasPrefix("import ") }
            blocks.append(Block(file: name, line: start, lines: code, exemption: exemption))
            index = end
        }
        return blocks
    }

    /// The folded, non-empty lines of every Swift file CI compiles.
    static func compiledSources() throws -> [[String]] {
        var sources: [[String]] = []
        for folder in ["Sources", "Tests", "Examples"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.path.contains("/.build") { enumerator?.skipDescendants(); continue }
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                sources.append(text.split(separator: "\n").map(folded).filter { !$0.isEmpty })
            }
        }
        return sources
    }

    static func appears(_ block: [String], in sources: [[String]]) -> Bool {
        guard let first = block.first else { return true }
        for lines in sources where lines.count >= block.count {
            for start in 0...(lines.count - block.count) where lines[start] == first
                && Array(lines[start..<(start + block.count)]) == block {
                return true
            }
        }
        return false
    }

    @Test func everySwiftBlockIsCompiledByCI() throws {
        let sources = try Self.compiledSources()
        var blocks: [Block] = []
        for document in try Self.documents() { blocks += try Self.blocks(in: document) }
        #expect(blocks.count > 20, "the documents' Swift blocks were not found under \(Self.root.path)")
        let uncompiled = blocks.filter { $0.exemption == nil && !Self.appears($0.lines, in: sources) }
        #expect(uncompiled.isEmpty, """
            Swift blocks of the documentation with no compiled copy (copy each into a test that runs it, \
            or mark it '<!-- not compiled: why -->'): \(uncompiled.map(\.description).joined(separator: ", "))
            """)
        for block in blocks where block.exemption?.isEmpty == true {
            Issue.record("\(block): a '<!-- not compiled: -->' mark must say why")
        }
    }

    @Test func aBlockThatDriftsFromItsCopyIsFound() throws {
        let sources = [["let a = 1", "let b = 2", "let c = 3"]]
        #expect(Self.appears(["let b = 2", "let c = 3"], in: sources))
        #expect(!Self.appears(["let a = 1", "let c = 3"], in: sources))
        #expect(!Self.appears(["let b = 2", "let c = 4"], in: sources))
        #expect(Self.folded("    let   x =  1  ") == "let x = 1")
    }
}
