import Foundation
import Testing

/// Architecture.md is where a newcomer learns where things go, so it must say what the package is:
/// every target of `Package.swift` (test targets aside) has a row in its target table naming the
/// targets it depends on, every row names a real target, and every source path or file the page
/// names exists. A renamed folder, a new target or a new dependency fails here until the page says so.
@Suite("Architecture.md matches the package")
struct ArchitectureDocumentTests {
    static let root = DocumentationSnippetCoverageTests.root
    static let principles: Set<String> = ["MCAGPerceivable", "MCAGOperable", "MCAGUnderstandable", "MCAGRobust"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The strings between backticks on a line, in order.
    static func quoted(_ text: Substring) -> [String] {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }

    /// Each non-test target of the manifest and the targets it depends on, read from the
    /// manifest's text (every dependency here is a target of this package, named by a string).
    static func manifestTargets() throws -> [String: Set<String>] {
        let manifest = try text("Package.swift")
        let openings = [".target(", ".executableTarget(", ".plugin(", ".testTarget("]
        var starts: [(index: String.Index, isTest: Bool)] = []
        for opening in openings {
            var searchStart = manifest.startIndex
            while let range = manifest.range(of: opening, range: searchStart..<manifest.endIndex) {
                starts.append((range.lowerBound, opening == ".testTarget("))
                searchStart = range.upperBound
            }
        }
        starts.sort { $0.index < $1.index }
        var targets: [String: Set<String>] = [:]
        for (position, start) in starts.enumerated() where !start.isTest {
            let end = position + 1 < starts.count ? starts[position + 1].index : manifest.endIndex
            let declaration = manifest[start.index..<end]
            guard let name = firstString(after: "name:", in: declaration) else { continue }
            targets[name] = dependencies(in: declaration)
        }
        return targets
    }

    static func firstString(after key: String, in text: Substring) -> String? {
        guard let keyRange = text.range(of: key) else { return nil }
        let rest = text[keyRange.upperBound...]
        guard let open = rest.firstIndex(of: "\"") else { return nil }
        let value = rest[rest.index(after: open)...]
        guard let close = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<close])
    }

    static func dependencies(in declaration: Substring) -> Set<String> {
        guard let keyRange = declaration.range(of: "dependencies: ["),
              let close = declaration[keyRange.upperBound...].firstIndex(of: "]") else { return [] }
        let list = declaration[keyRange.upperBound..<close]
        let parts = list.split(separator: "\"", omittingEmptySubsequences: false)
        return Set(stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) })
    }

    /// The target table's rows: the targets of the first column and the dependencies of the second
    /// ("the four principle targets" standing for the four).
    static func documentedTargets() throws -> [(targets: [String], dependencies: Set<String>, line: Int)] {
        let lines = try text("Documentation/Architecture.md").split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| target | depends on | holds |") }) else { return [] }
        var rows: [(targets: [String], dependencies: Set<String>, line: Int)] = []
        var index = header + 2
        while index < lines.count, lines[index].hasPrefix("|") {
            let cells = lines[index].split(separator: "|", omittingEmptySubsequences: false)
            if cells.count > 3 {
                var dependencies = Set(quoted(cells[2]))
                if cells[2].contains("the four principle targets") { dependencies.formUnion(principles) }
                rows.append((quoted(cells[1]), dependencies, index + 1))
            }
            index += 1
        }
        return rows
    }

    @Test("every target has a row, and every row's dependencies are the manifest's")
    func targetTableMatchesManifest() throws {
        let manifest = try Self.manifestTargets()
        let rows = try Self.documentedTargets()
        #expect(manifest.count > 10, "the manifest's targets were not found: \(manifest.keys.sorted())")
        #expect(!rows.isEmpty, "Architecture.md has no target table")
        var documented: Set<String> = []
        for row in rows {
            for target in row.targets {
                documented.insert(target)
                guard let dependencies = manifest[target] else {
                    Issue.record("Architecture.md:\(row.line) names `\(target)`, which is not a target of Package.swift")
                    continue
                }
                #expect(row.dependencies == dependencies,
                        "Architecture.md:\(row.line): `\(target)` depends on \(dependencies.sorted()) in Package.swift")
            }
        }
        for target in manifest.keys.sorted() where !documented.contains(target) {
            Issue.record("Package.swift's target `\(target)` has no row in Architecture.md's target table")
        }
    }

    /// A quoted path (`Sources/…`, `Documentation/…`), with `<Name>` placeholders standing for any
    /// text within one path component, must match something on disk; a quoted file name
    /// (`CommandRegistry.swift`) must exist somewhere in the package's sources or docs.
    @Test("every path and file the page names exists")
    func namedPathsExist() throws {
        let page = try Self.text("Documentation/Architecture.md")
        let files = try Self.packageFiles()
        let prefixes = ["Sources/", "Documentation/", "Tests/", "Benchmarks/", "Examples/", ".ci/"]
        var checked = 0
        for line in page.split(separator: "\n") {
            for token in Self.quoted(line) where !token.contains(" ") {
                if prefixes.contains(where: token.hasPrefix) {
                    checked += 1
                    let pattern = token.hasSuffix("/") ? String(token.dropLast()) : token
                    #expect(files.contains { Self.matches($0, pattern) } || Self.isDirectory(pattern),
                            "Architecture.md names `\(token)`, which does not exist")
                } else if token.hasSuffix(".swift") || token.hasSuffix(".md") || token.hasSuffix(".docc") {
                    checked += 1
                    #expect(files.contains { $0 == token || $0.hasSuffix("/" + token) || $0.contains("/" + token + "/") },
                            "Architecture.md names `\(token)`, which is no file of the package")
                }
            }
        }
        #expect(checked > 20, "only \(checked) paths were found on the page")
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return !path.contains("<") && FileManager.default.fileExists(
            atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Paths of the package's files, relative to its root.
    static func packageFiles() throws -> [String] {
        var files: [String] = ["Package.swift", "README.md", "CONTRIBUTING.md"]
        for folder in ["Sources", "Documentation", "Tests", "Benchmarks", "Examples", ".ci"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let path = url.standardizedFileURL.path
                let rootPath = root.standardizedFileURL.path
                guard path.hasPrefix(rootPath + "/") else { continue }
                let relative = String(path.dropFirst(rootPath.count + 1))
                if relative.contains("/.build") || relative.hasPrefix("Tests/AccuracyCorpus/dumps") { continue }
                files.append(relative)
            }
        }
        return files
    }

    /// Whether `path` matches `pattern`, where each `<…>` in the pattern stands for one or more
    /// characters other than `/`.
    static func matches(_ path: String, _ pattern: String) -> Bool {
        var literals: [Substring] = []
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            literals.append(rest[..<open])
            rest = rest[rest.index(after: close)...]
        }
        literals.append(rest)
        return matches(Substring(path), literals[...], first: true)
    }

    private static func matches(_ path: Substring, _ literals: ArraySlice<Substring>, first: Bool) -> Bool {
        guard let literal = literals.first else { return path.isEmpty }
        if first {
            guard path.hasPrefix(literal) else { return false }
            return matches(path.dropFirst(literal.count), literals.dropFirst(), first: false)
        }
        // A placeholder came before `literal`: it takes one or more characters, none of them `/`.
        var index = path.startIndex
        while index < path.endIndex, path[index] != "/" {
            index = path.index(after: index)
            let candidate = path[index...]
            if candidate.hasPrefix(literal),
               matches(candidate.dropFirst(literal.count), literals.dropFirst(), first: false) {
                return true
            }
        }
        return false
    }
}
