import Foundation
package import MCAGRules

/// Reads expectation files (format in Documentation/Accuracy.md) and checks
/// every line against the catalog, so that a typo fails loudly at its place
/// instead of silently matching nothing.
package enum AccuracyExpectationParser {
    /// The header keys a file may use; `dump` and `density` are required.
    static let headerKeys: Set<String> = ["dump", "density", "app", "reviewer"]

    /// Parses one file's text. `file` names it in errors.
    package static func parse(_ text: String, file: String, catalog: Catalog) throws(AccuracyCorpusError) -> AccuracyScreenReview {
        var header: [String: String] = [:]
        var expectations: [AccuracyExpectation] = []
        var seen: [String: Int] = [:]
        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            let number = offset + 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if line.hasPrefix("#") {
                try readHeader(line, into: &header, file: file, line: number)
                continue
            }
            let expectation = try expectation(line, file: file, line: number, catalog: catalog)
            let key = "\(expectation.requirementID ?? "*")\t\(expectation.className)\t\(expectation.bounds)"
            if let earlier = seen[key] {
                throw AccuracyCorpusError(file: file, line: number, message: "repeats line \(earlier) (same requirement, class and bounds)")
            }
            seen[key] = number
            expectations.append(expectation)
        }
        return try review(header, expectations, file: file)
    }

    private static func review(
        _ header: [String: String], _ expectations: [AccuracyExpectation], file: String
    ) throws(AccuracyCorpusError) -> AccuracyScreenReview {
        guard let dump = header["dump"], !dump.isEmpty else {
            throw AccuracyCorpusError(file: file, message: "no '# dump: PATH' header line")
        }
        guard let densityText = header["density"] else {
            throw AccuracyCorpusError(file: file, message: "no '# density: …' header line (420 dpi, 3 scale 460 ppi or unknown)")
        }
        guard let density = AccuracyDensity(header: densityText) else {
            throw AccuracyCorpusError(file: file, message: "density '\(densityText)' is not '<n> dpi', '<scale> scale <n> ppi' or 'unknown'")
        }
        return AccuracyScreenReview(file: file, dump: dump, density: density, app: header["app"], reviewer: header["reviewer"],
                                    expectations: expectations)
    }

    /// `# key: value` lines set the header; other comment lines are free text.
    private static func readHeader(_ line: String, into header: inout [String: String], file: String, line number: Int) throws(AccuracyCorpusError) {
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
        guard let colon = body.firstIndex(of: ":") else { return }
        let key = body[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        guard headerKeys.contains(key) else { return }
        if header[key] != nil {
            throw AccuracyCorpusError(file: file, line: number, message: "a second '\(key)' header line")
        }
        header[key] = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    private static func expectation(
        _ line: String, file: String, line number: Int, catalog: Catalog
    ) throws(AccuracyCorpusError) -> AccuracyExpectation {
        let fields = line.components(separatedBy: "\t")
        guard fields.count == 5 else {
            throw AccuracyCorpusError(file: file, line: number, message:
                "\(fields.count) tab-separated fields; a line has 5: verdict, requirement or *, class, bounds, reason")
        }
        guard let verdict = AccuracyExpectation.Verdict(rawValue: fields[0]) else {
            throw AccuracyCorpusError(file: file, line: number, message: "verdict '\(fields[0])' is not report, clean or review")
        }
        let requirement: String? = fields[1] == "*" ? nil : fields[1]
        if let requirement, catalog.requirement(id: requirement) == nil {
            throw AccuracyCorpusError(file: file, line: number, message:
                "'\(requirement)' is not a requirement of the catalog (see 'mcag catalog'); write the full ID, such as MCAG:touch-target-size#1")
        }
        if requirement == nil, verdict == .report {
            throw AccuracyCorpusError(file: file, line: number, message: "'report *' names no requirement; report one requirement per line")
        }
        guard !fields[2].isEmpty, !fields[2].contains(" ") else {
            throw AccuracyCorpusError(file: file, line: number, message: "class '\(fields[2])' is empty or has a space; write it as the dump does")
        }
        guard let bounds = AccuracyBounds(fields[3]) else {
            throw AccuracyCorpusError(file: file, line: number, message:
                "bounds '\(fields[3])' are neither [x1,y1][x2,y2] (Android) nor x,y,width,height (iOS)")
        }
        guard !fields[4].trimmingCharacters(in: .whitespaces).isEmpty else {
            throw AccuracyCorpusError(file: file, line: number, message: "no reason; say in one line why, from platform behaviour")
        }
        return AccuracyExpectation(verdict: verdict, requirementID: requirement, className: fields[2], bounds: bounds,
                                   reason: fields[4], line: number)
    }
}
