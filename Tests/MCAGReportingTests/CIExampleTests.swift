import Foundation
import Testing

/// The CI files in `Examples/CI` parse, have the structure GitHub Actions
/// and GitLab CI expect, and run only commands that exist: the plugin verb
/// declared in Package.swift and `mcag audit` options its help lists.
@Suite struct CIExampleTests {
    static func load(_ name: String) throws -> MiniYAML {
        let url = CatalogExportTests.packageRoot.appendingPathComponent("Examples/CI/\(name)")
        return try MiniYAML.parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Checks one `swift package mcag-audit …` command line; returns its `--output`.
    static func checkCommand(_ line: String, auditHelp: String, package: String) -> String? {
        let words = line.split(separator: " ").map(String.init)
        #expect(Array(words.prefix(2)) == ["swift", "package"], "\(line)")
        let verb = words.dropFirst(2).first ?? ""
        #expect(package.contains("verb: \"\(verb)\""), "\(verb) is not a plugin verb in Package.swift")
        for word in words where word.hasPrefix("--") {
            #expect(auditHelp.contains("  \(word) ") || auditHelp.contains("  \(word)\n"), "mcag audit has no \(word)")
        }
        return words.firstIndex(of: "--output").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
    }

    static func context() throws -> (help: String, package: String) {
        let help = try ExecutableTests.mcag(["audit", "--help"]).output
        let package = try String(contentsOf: CatalogExportTests.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return (help, package)
    }

    @Test func theGitHubWorkflowAuditsUploadsSARIFAndKeepsTheHTML() throws {
        let workflow = try Self.load("github-actions.yml")
        let (help, package) = try Self.context()
        #expect(workflow["on"]?["pull_request"] != nil)
        #expect(workflow["permissions"]?["security-events"]?.text == "write")
        let jobs: [MiniYAML] = if case let .map(members) = workflow["jobs"] { Array(members.values) } else { [] }
        let steps = try #require(jobs.first?["steps"]?.items)
        var outputs: Set<String> = []
        for step in steps {
            #expect((step["uses"] == nil) != (step["run"] == nil), "a step either uses an action or runs a command")
            if let run = step["run"]?.text, let output = Self.checkCommand(run, auditHelp: help, package: package) {
                outputs.insert(output)
            }
        }
        let upload = try #require(steps.first { $0["uses"]?.text?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        let sarif = try #require(upload["with"]?["sarif_file"]?.text)
        #expect(outputs.contains(sarif), "the SARIF uploaded is the one the audit wrote")
        let artifact = try #require(steps.first { $0["uses"]?.text?.hasPrefix("actions/upload-artifact@") == true })
        #expect(outputs.contains(artifact["with"]?["path"]?.text ?? ""), "the artifact is the HTML report")
    }

    @Test func theGitLabJobWritesJUnitAndKeepsTheHTML() throws {
        let file = try Self.load("gitlab-ci.yml")
        let (help, package) = try Self.context()
        let job = try #require(file["accessibility"])
        var outputs: Set<String> = []
        for line in (job["script"]?.items ?? []) + (job["after_script"]?.items ?? []) {
            if let output = Self.checkCommand(line.text ?? "", auditHelp: help, package: package) { outputs.insert(output) }
        }
        let artifacts = try #require(job["artifacts"])
        #expect(artifacts["when"]?.text == "always", "the report is kept when the audit fails")
        #expect(outputs.contains(artifacts["reports"]?["junit"]?.text ?? ""), "the JUnit report is the one the audit wrote")
        #expect(artifacts["paths"]?.items.compactMap(\.text).allSatisfy(outputs.contains) == true)
    }

    @Test func theYAMLReaderRejectsWhatItCannotFollow() {
        #expect(throws: MiniYAML.Problem.self) { try MiniYAML.parse("a:\n\tb: 1") }
        #expect(throws: MiniYAML.Problem.self) { try MiniYAML.parse("a: 1\na: 2") }
        #expect(throws: MiniYAML.Problem.self) { try MiniYAML.parse("a:\n  b: 1\n c: 2") }
        #expect((try? MiniYAML.parse("a:\n  - x: 1\n    y: 2\n  - z"))?["a"]?.items.count == 2)
    }
}
