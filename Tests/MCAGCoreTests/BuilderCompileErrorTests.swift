import Foundation
import Testing
import MCAGCore

/// The DSL's builders take one `buildExpression` per kind of component, so a
/// component in the wrong block is a compile error, not a catalog error at run
/// time. SwiftPM has no negative compile tests, so this suite runs `swiftc
/// -typecheck` on small snippets against the MCAGCore module just built
/// beside the test binary and reads the diagnostics (about half a second each).
@Suite struct BuilderCompileErrorTests {
    /// Each snippet puts one component where it does not belong; the value is
    /// the diagnostic the compiler must give on that snippet's marked line.
    static let misplaced: [(code: String, diagnostic: String)] = [
        ("Requirement(\"r\", impact: .minor) { WCAG(\"1.1.1\", \"Non-text Content\", level: .a) }",
         "WCAG, Section508 and Reference go in the Criterion's body"),
        ("Requirement(\"r\", impact: .minor) { Description(\"d\") }",
         "a criterion's Description goes in the Criterion's body"),
        ("Criterion(\"A:x\", number: \"1\", \"X\") { Requirement(\"r\", impact: .minor); HowToTest(\"h\") }",
         "HowToTest belongs to one Requirement"),
        ("Criterion(\"A:x\", number: \"1\", \"X\") { Requirement(\"r\", impact: .minor); Exception(\"k\", \"t\") }",
         "an Exception belongs to one Requirement"),
        ("Criterion(\"A:x\", number: \"1\", \"X\") { Requirement(\"r\", impact: .minor); 42 }",
         "no exact matches in call to static method 'buildExpression'"),
        ("Guideline(\"1\", \"G\", id: \"A:g\") { WCAG(\"1.1.1\", \"Non-text Content\", level: .a) }",
         "no exact matches in call to static method 'buildExpression'"),
    ]

    @Test func wellFormedSnippetTypeChecks() throws {
        let snippet = """
            import MCAGCore
            let c = Criterion("A:x", number: "1", "X") {
                Description("d")
                Requirement("r", impact: .minor) { Exception("k", "t"); HowToTest("h") }
                WCAG("1.1.1", "Non-text Content", level: .a)
                Section508("1.B", "Keyboard trap", provisions: ["502.3.2"], alwaysApplies: true)
            }
            """
        let result = try Self.typeCheck(snippet)
        #expect(result.status == 0, "a well-formed body must type-check: \(result.output)")
    }

    @Test func misplacedComponentsAreCompileErrors() throws {
        try Self.expectCompileErrors(Self.misplaced, importing: "MCAGCore")
    }

    /// Type-checks one file that declares each of `misplaced` on its own
    /// line after `import module`, and expects each line's diagnostic.
    static func expectCompileErrors(_ misplaced: [(code: String, diagnostic: String)], importing module: String) throws {
        var lines = ["import \(module)"]
        for (index, entry) in misplaced.enumerated() { lines.append("let v\(index) = \(entry.code)") }
        let result = try Self.typeCheck(lines.joined(separator: "\n"))
        #expect(result.status != 0)
        for (index, entry) in misplaced.enumerated() {
            // Snippet `index` is on line index + 2 of the file.
            let onLine = result.output.split(separator: "\n").filter { $0.contains("snippet.swift:\(index + 2):") }
            #expect(onLine.contains { $0.contains("error:") && $0.contains(entry.diagnostic) },
                    "line \(index + 2) `\(entry.code)`: expected '\(entry.diagnostic)' in \(onLine)")
        }
    }

    /// Runs `swiftc -typecheck` on `source` with the built MCAGCore module.
    static func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        let modules = try #require(builtModules(), "no Modules/MCAGCore.swiftmodule above \(CommandLine.arguments[0])")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-builder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
        // The compiler driver leaves a TemporaryDirectory.* behind in $TMPDIR on
        // every run: point it at the folder removed above.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": directory.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The `Modules` folder SwiftPM writes beside the test binary: the nearest
    /// one above the running executable that holds MCAGCore's module.
    static func builtModules() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MCAGCore.swiftmodule").path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
