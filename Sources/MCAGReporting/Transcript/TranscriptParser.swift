/// A transcript file that does not read back, with the line at fault.
public struct TranscriptParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// What is wrong with the line, and what was expected.
    public var message: String

    /// An error at `line`.
    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line N: message".
    public var description: String { "line \(line): \(message)" }
}

extension Transcript {
    /// Reads back the transcripts ``render(_:)`` wrote (one or more screens).
    /// Blank lines separate screens; a line this format does not know is an
    /// error naming its number, never skipped.
    public static func parse(_ text: String) throws(TranscriptParseError) -> [Transcript] {
        var reader = TranscriptReader()
        // CR LF is one Character in Swift, so splitting at the Character "\n" alone would leave a
        // file saved with Windows line ends as a single line (read as one header: "no change").
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (offset, line) in lines.enumerated() {
            try reader.read(line.hasSuffix("\r") ? line.dropLast() : line[...], number: offset + 1)
        }
        return try reader.finish()
    }

    /// Whether `text` looks like a transcript rather than a dump or snapshot.
    package static func looksLikeTranscript(_ text: some StringProtocol) -> Bool {
        text.hasPrefix("screen: ")
    }
}

/// Reads a transcript line by line.
private struct TranscriptReader {
    var done: [Transcript] = []
    var current: Transcript?
    var declaredStops = 0
    var inElsewhere = false
    var headerLine = 0

    mutating func read(_ line: Substring, number: Int) throws(TranscriptParseError) {
        if line.isEmpty { return }
        if let value = Self.value(of: "screen", in: line) {
            try close()
            current = Transcript(screen: value, platform: nil, app: nil, order: "", stops: [])
            headerLine = number
            inElsewhere = false
            return
        }
        guard current != nil else { throw TranscriptParseError(line: number, message: "expected 'screen: NAME' to open a transcript") }
        if try readHeader(line, number: number) { return }
        if line == TranscriptSyntax.elsewhereHeading { inElsewhere = true; return }
        if let requirement = Self.violation(in: line) {
            try addViolation(requirement, number: number)
            return
        }
        guard !inElsewhere else { throw TranscriptParseError(line: number, message: "expected '✗ REQUIREMENT  WHERE' under 'elsewhere:'") }
        let stop = try TranscriptLine.stop(line, number: number, expected: (current?.stops.count ?? 0) + 1)
        current?.stops.append(stop)
    }

    mutating func readHeader(_ line: Substring, number: Int) throws(TranscriptParseError) -> Bool {
        if let value = Self.value(of: "platform", in: line) { current?.platform = value == TranscriptSyntax.unknown ? nil : value }
        else if let value = Self.value(of: "app", in: line) { current?.app = value == TranscriptSyntax.unknown ? nil : value }
        else if let value = Self.value(of: "order", in: line) { current?.order = value }
        else if let value = Self.value(of: "audited", in: line) { current?.isAudited = value == "yes" }
        else if let value = Self.value(of: "stops", in: line) {
            guard let count = Int(value), count >= 0 else {
                throw TranscriptParseError(line: number, message: "'stops: \(value)' is not a count")
            }
            declaredStops = count
        } else {
            return false
        }
        return true
    }

    mutating func addViolation(_ text: Substring, number: Int) throws(TranscriptParseError) {
        if inElsewhere {
            guard let gap = text.range(of: "  ") else {
                throw TranscriptParseError(line: number, message: "expected '✗ REQUIREMENT  WHERE'")
            }
            current?.elsewhere.append(TranscriptViolation(requirement: String(text[..<gap.lowerBound]),
                                                          anchor: String(text[gap.upperBound...])))
            return
        }
        guard let last = current?.stops.indices.last else {
            throw TranscriptParseError(line: number, message: "a violation before any stop")
        }
        current?.stops[last].violations.append(String(text))
    }

    mutating func close() throws(TranscriptParseError) {
        guard let transcript = current else { return }
        guard transcript.stops.count == declaredStops else {
            throw TranscriptParseError(line: headerLine, message: "the header says \(declaredStops) stops but \(transcript.stops.count) follow")
        }
        done.append(transcript)
        current = nil
        declaredStops = 0
    }

    mutating func finish() throws(TranscriptParseError) -> [Transcript] {
        try close()
        guard !done.isEmpty else { throw TranscriptParseError(line: 1, message: "no 'screen: NAME' line: not a transcript") }
        return done
    }

    static func value(of key: String, in line: Substring) -> String? {
        line.hasPrefix(key + ": ") ? String(line.dropFirst(key.count + 2)) : nil
    }

    /// The requirement (and anchor) after `✗ ` on an indented line.
    static func violation(in line: Substring) -> Substring? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.count < line.count, trimmed.hasPrefix(TranscriptSyntax.violationMark) else { return nil }
        return trimmed.dropFirst(TranscriptSyntax.violationMark.count)
    }
}
