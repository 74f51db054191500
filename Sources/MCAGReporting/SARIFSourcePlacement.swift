import MCAGRules
import MCAGSourceIndex

/// Where a SARIF result points once the app's source is indexed (`mcag audit --source`): a
/// unique declaration becomes the primary location, so the pull-request annotation sits on the
/// line that declares the element, and the element in its dump moves to `relatedLocations`;
/// with several candidates the dump stays primary, the candidates are related locations, and
/// the confidence is in the result's `properties` (GitHub code scanning shows related
/// locations as links from the alert's message).
enum SARIFSourcePlacement {
    /// The result's `locations`, its `relatedLocations` (nil when none) and the properties that
    /// say how the source was matched (empty when no source was given or nothing matched).
    struct Placement {
        var locations: [JSONValue]
        var related: [JSONValue]?
        var properties: [(String, JSONValue)]
    }

    static func of(_ finding: Finding, options: ReportOptions) -> Placement {
        let dump = SARIFLocation.of(finding, options: options)
        guard let match = options.sourceIndex?.match(for: finding, screenNames: options.sourceScreenNames)
        else { return Placement(locations: [dump], related: nil, properties: []) }
        var source: [(String, JSONValue)] = [
            ("confidence", .string(match.reportedConfidence)), ("query", .string(match.query)), ("files", .int(match.fileCount)),
        ]
        if match.isAmbiguous {
            return Placement(locations: [dump], related: nil, properties: [("source", .object(source))])
        }
        if let shared = match.screenNamesShared { source.append(("screenIdentifiersShared", .int(shared))) }
        if let unique = match.unique {
            source.append(("kind", .string(unique.kind.rawValue)))
            // The element stays the primary location's logical location: the source line is where
            // it is declared, the element is still what the result is about.
            var primaryMembers: [(String, JSONValue)] = [("physicalLocation", physical(unique.location, options: options))]
            let logical = dump.member("logicalLocations")
            if logical != .null { primaryMembers.append(("logicalLocations", logical)) }
            primaryMembers.append(("message", .object([("text", .string("Declared here (\(unique.kind.rawValue)).")) ])))
            let primary = JSONValue.object(primaryMembers)
            let element = related(dump, id: 1, message: "The element in the dump.")
            return Placement(locations: [primary], related: [element], properties: [("source", .object(source))])
        }
        let candidates = match.candidates.enumerated().map { position, candidate in
            JSONValue.object([
                ("id", .int(position + 1)),
                ("physicalLocation", physical(candidate.location, options: options)),
                ("message", .object([("text", .string(
                    "Perhaps declared here (\(candidate.confidence.rawValue), \(candidate.kind.rawValue)).")) ])),
            ])
        }
        source.append(("candidates", .int(match.candidates.count)))
        return Placement(locations: [dump], related: candidates, properties: [("source", .object(source))])
    }

    /// A source line as a SARIF physical location: the file relative to `%SRCROOT%`, the line
    /// and the column (in Unicode scalars, as the run's `columnKind` says).
    static func physical(_ location: SourceLocation, options: ReportOptions) -> JSONValue {
        .object([
            ("artifactLocation", SARIFLocation.artifactLocation(location.path, options: options)),
            ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
        ])
    }

    /// The dump's location as a related location, with the `id` and `message` SARIF asks of one.
    private static func related(_ location: JSONValue, id: Int, message: String) -> JSONValue {
        guard case .object(let members) = location else { return location }
        return .object([("id", .int(id))] + members + [("message", .object([("text", .string(message))]))])
    }
}
