import MCAGRules
import Foundation

/// Where a SARIF result points: a file relative to `%SRCROOT%` (the
/// directory `mcag` ran in, the working tree's root in CI), so that code
/// scanning can match it against the repository and no path of the machine
/// that ran the audit leaks into the report.
///
/// GitHub code scanning needs at least one location per result and a
/// relative `artifactLocation.uri`
/// (<https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning>).
/// A result about an element has a `region`: the line and column where the
/// element starts in its dump, as the importer recorded them
/// (``SourcePosition``). A result about a screen or the app, or about an
/// element whose importer could not say where it is (a snapshot built in
/// code, a JSON snapshot of format version 1, which is converted before it
/// is read), points at the file with no region: line 1 would claim a place
/// that is not the element's. `partialFingerprints` never depend on the
/// region, so an alert stays the same alert when lines move.
enum SARIFLocation {
    /// The `originalUriBaseIds` key every artifact location is relative to.
    static let baseID = "%SRCROOT%"

    /// The run's `originalUriBaseIds`: the base is described, not spelled
    /// out, because its absolute path belongs to the machine that ran the audit.
    static var originalUriBaseIds: JSONValue {
        .object([(baseID, .object([("description", .object([
            ("text", .string("The directory mcag ran in; in CI, the root of the checked-out repository.")),
        ]))]))])
    }

    /// The location of a finding: the file of its screen (or of the audit
    /// when it has none), and its element as a logical location.
    static func of(_ finding: Finding?, options: ReportOptions) -> JSONValue {
        let file = finding?.screen.flatMap { options.screenSources[$0] ?? $0 } ?? defaultArtifact(options)
        let position = finding?.element?.sourcePosition
        var members: [(String, JSONValue)] = [("physicalLocation", physical(file, at: position, options: options))]
        if let element = finding?.element {
            members.append(("logicalLocations", .array([logical(element)])))
        } else if let screen = finding?.screen {
            members.append(("logicalLocations", .array([.object([("name", .string(screen)), ("kind", .string("module"))])])))
        }
        return .object(members)
    }

    /// The file a result about the whole audit points to: the first dump
    /// (a file, where an input may be a folder), else the first input.
    static func defaultArtifact(_ options: ReportOptions) -> String {
        options.screenSources.values.sorted().first ?? options.inputs?.files.first ?? "snapshot"
    }

    /// The file, and the region of `position` when there is one.
    static func physical(_ file: String, at position: SourcePosition?, options: ReportOptions) -> JSONValue {
        var members: [(String, JSONValue)] = [("artifactLocation", artifactLocation(file, options: options))]
        if let position { members.append(("region", region(position))) }
        return .object(members)
    }

    /// `startLine`, and `startColumn` when the importer knew it (SARIF 2.1.0 §3.30).
    static func region(_ position: SourcePosition) -> JSONValue {
        var members: [(String, JSONValue)] = [("startLine", .int(position.line))]
        if let column = position.column { members.append(("startColumn", .int(column))) }
        return .object(members)
    }

    static func artifactLocation(_ file: String, options: ReportOptions) -> JSONValue {
        let path = relativePath(file, root: options.sourceRoot ?? FileManager.default.currentDirectoryPath)
        let uri = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return .object([("uri", .string(uri)), ("uriBaseId", .string(baseID))])
    }

    /// The run's `artifacts` (SARIF 2.1.0 §3.14.15, §3.24): each file a
    /// screen was read from, once, with its format in words as the
    /// description and by name in the properties; nil when no screen names
    /// its file and format.
    static func artifacts(_ options: ReportOptions) -> JSONValue? {
        var seen: Set<String> = []
        var artifacts: [JSONValue] = []
        for source in options.inputs?.sources ?? [] {
            guard let file = source.file, let format = source.format, seen.insert(file).inserted else { continue }
            artifacts.append(.object([
                ("location", artifactLocation(file, options: options)),
                ("description", .object([("text", .string(format.displayName))])),
                ("properties", .object([("format", .string(format.rawValue))])),
            ]))
        }
        return artifacts.isEmpty ? nil : .array(artifacts)
    }

    static func logical(_ element: ElementLocation) -> JSONValue {
        .object([
            ("name", .string(element.identifier ?? element.label ?? element.role.rawValue)),
            ("fullyQualifiedName", .string("\(element.screen)/\(element.path)")),
            ("kind", .string("element")),
            ("properties", .object(element.fields.map { ($0.0, .string($0.1)) })),
        ])
    }

    /// `path` relative to `root`: an absolute path under the root loses the
    /// root, one elsewhere climbs with `..`; a relative path stays as given,
    /// without a leading `./`.
    static func relativePath(_ path: String, root: String) -> String {
        guard path.hasPrefix("/") else {
            return components(path).joined(separator: "/")
        }
        let target = components(path), base = components(root)
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let climb = Array(repeating: "..", count: base.count - shared)
        return (climb + target[shared...]).joined(separator: "/")
    }

    /// The path's steps without empty and `.` steps.
    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// `partialFingerprints`: the baseline's fingerprint of the finding
    /// (stable when elements move, see ``Fingerprint``) and, once
    /// ``numbered(_:)`` has counted them, its hash as the
    /// `primaryLocationLineHash` code scanning matches alerts by. Without
    /// one the upload action would hash the text of the result's line, which
    /// changes when the dump is captured again and is the same for results
    /// without a region; neither may make one alert of two or two of one.
    static func fingerprints(_ key: String) -> JSONValue {
        .object([(fingerprintKey, .string(key))])
    }

    static let fingerprintKey = "mcagFingerprint/v1"

    /// The results with `primaryLocationLineHash` set to `HASH:N`, N counting
    /// the results with the same fingerprint (rows of a list that share an
    /// identifier), as code scanning's own hashes count equal lines: each
    /// stays its own alert, and keeps its number while the screen keeps its order.
    static func numbered(_ results: [JSONValue]) -> [JSONValue] {
        var seen: [String: Int] = [:]
        return results.map { result in
            guard case let .object(members) = result,
                  case let .string(key) = result.member("partialFingerprints").member(fingerprintKey) else { return result }
            let occurrence = (seen[key] ?? 0) + 1
            seen[key] = occurrence
            let fingerprints = JSONValue.object([
                ("primaryLocationLineHash", .string(fnv1a(key) + ":\(occurrence)")), (fingerprintKey, .string(key)),
            ])
            return .object(members.map { $0.0 == "partialFingerprints" ? ($0.0, fingerprints) : $0 })
        }
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes, as 16 hex digits: stable
    /// across runs and platforms, unlike `Hasher`.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
