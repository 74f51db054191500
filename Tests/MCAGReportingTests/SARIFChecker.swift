import Foundation

/// A small checker for the parts of SARIF 2.1.0 that code scanning reads:
/// the required properties and types of the OASIS schema
/// (`sarif-schema-2.1.0.json`: `sarifLog`, `run`, `toolComponent`,
/// `reportingDescriptor`, `result`, `location`, `physicalLocation`,
/// `artifactLocation`, `region`), then GitHub code scanning's ingestion
/// rules (<https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning>
/// and ".../troubleshooting-sarif-uploads/results-exceed-limit"): at most
/// 20 runs and 25,000 results and rules per run; a result has a non-empty
/// `message.text`, a `ruleId` that `tool.driver.rules` defines, at least one
/// and at most 1,000 locations with a relative URI; a `region`, where a
/// location has one, starts at a line and a column of 1 or more (a result
/// about a whole file has none, which the schema allows);
/// rule descriptions within 1,024 characters, names within 255, tags at
/// most 20; `defaultConfiguration.level` one of note, warning, error.
///
/// Each problem names its place as a JSON path, such as `runs[0].results[3].locations`.
struct SARIFChecker {
    private(set) var problems: [String] = []

    static func check(_ text: String) -> [String] {
        var checker = SARIFChecker()
        guard let data = text.data(using: .utf8),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ["$: not a JSON object"]
        }
        checker.log(root)
        return checker.problems
    }

    mutating func fail(_ path: String, _ problem: String) { problems.append("\(path): \(problem)") }

    mutating func string(_ value: Any?, _ path: String, maximum: Int? = nil) {
        guard let text = value as? String, !text.isEmpty else { return fail(path, "required non-empty string") }
        if let maximum, text.count > maximum { fail(path, "\(text.count) characters, over \(maximum)") }
    }

    mutating func log(_ root: [String: Any]) {
        if root["version"] as? String != "2.1.0" { fail("version", "must be \"2.1.0\"") }
        string(root["$schema"], "$schema")
        guard let runs = root["runs"] as? [[String: Any]], !runs.isEmpty else { return fail("runs", "required non-empty array") }
        if runs.count > 20 { fail("runs", "\(runs.count) runs, over 20") }
        for (index, run) in runs.enumerated() { self.run(run, "runs[\(index)]") }
    }

    mutating func run(_ run: [String: Any], _ path: String) {
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any] ?? [:]
        string(driver["name"], path + ".tool.driver.name")
        guard let rules = driver["rules"] as? [[String: Any]] else { return fail(path + ".tool.driver.rules", "required array") }
        if rules.count > 25_000 { fail(path + ".tool.driver.rules", "over 25,000 rules") }
        var ruleIDs: [String] = []
        for (index, rule) in rules.enumerated() {
            self.rule(rule, "\(path).tool.driver.rules[\(index)]")
            ruleIDs.append(rule["id"] as? String ?? "")
        }
        if Set(ruleIDs).count != ruleIDs.count { fail(path + ".tool.driver.rules", "rule ids are not unique") }
        let bases = Set((run["originalUriBaseIds"] as? [String: Any] ?? [:]).keys)
        guard let results = run["results"] as? [[String: Any]] else { return fail(path + ".results", "required array") }
        if results.count > 25_000 { fail(path + ".results", "\(results.count) results, over 25,000") }
        for (index, result) in results.enumerated() {
            self.result(result, "\(path).results[\(index)]", ruleIDs: ruleIDs, bases: bases)
        }
    }

    mutating func rule(_ rule: [String: Any], _ path: String) {
        string(rule["id"], path + ".id")
        if rule["name"] != nil { string(rule["name"], path + ".name", maximum: 255) }
        for member in ["shortDescription", "fullDescription"] {
            string((rule[member] as? [String: Any])?["text"], "\(path).\(member).text", maximum: 1024)
        }
        string((rule["help"] as? [String: Any])?["text"], path + ".help.text")
        let level = (rule["defaultConfiguration"] as? [String: Any])?["level"]
        if let level, !["note", "warning", "error"].contains(level as? String ?? "") {
            fail(path + ".defaultConfiguration.level", "must be note, warning or error")
        }
        let tags = (rule["properties"] as? [String: Any])?["tags"] as? [Any] ?? []
        if tags.count > 20 { fail(path + ".properties.tags", "\(tags.count) tags, over 20") }
    }

    mutating func result(_ result: [String: Any], _ path: String, ruleIDs: [String], bases: Set<String>) {
        string((result["message"] as? [String: Any])?["text"], path + ".message.text")
        let ruleID = result["ruleId"] as? String ?? ""
        if !ruleIDs.contains(ruleID) { fail(path + ".ruleId", "\"\(ruleID)\" is not in tool.driver.rules") }
        if let index = result["ruleIndex"] {
            let position = index as? Int ?? -1
            if !ruleIDs.indices.contains(position) || ruleIDs[position] != ruleID { fail(path + ".ruleIndex", "does not point at \(ruleID)") }
        }
        if let level = result["level"], !["none", "note", "warning", "error"].contains(level as? String ?? "") {
            fail(path + ".level", "must be none, note, warning or error")
        }
        if let kind = result["kind"], !["notApplicable", "pass", "fail", "review", "open", "informational"].contains(kind as? String ?? "") {
            fail(path + ".kind", "not a SARIF result kind")
        }
        let fingerprints = result["partialFingerprints"] as? [String: Any] ?? [:]
        if !(fingerprints.values.allSatisfy { $0 is String }) || fingerprints["primaryLocationLineHash"] == nil {
            fail(path + ".partialFingerprints", "required, with a primaryLocationLineHash, strings only")
        }
        guard let locations = result["locations"] as? [[String: Any]], !locations.isEmpty else {
            return fail(path + ".locations", "code scanning needs at least one location")
        }
        if locations.count > 1000 { fail(path + ".locations", "over 1,000 locations") }
        for (index, location) in locations.enumerated() { self.location(location, "\(path).locations[\(index)]", bases: bases) }
    }

    mutating func location(_ location: [String: Any], _ path: String, bases: Set<String>) {
        guard let physical = location["physicalLocation"] as? [String: Any] else {
            return fail(path + ".physicalLocation", "required object")
        }
        let artifact = physical["artifactLocation"] as? [String: Any] ?? [:]
        let uri = artifact["uri"] as? String ?? ""
        string(artifact["uri"], path + ".physicalLocation.artifactLocation.uri")
        if uri.hasPrefix("/") || uri.contains(":") || URL(string: uri) == nil {
            fail(path + ".physicalLocation.artifactLocation.uri", "\"\(uri)\" is not a relative URI reference")
        }
        if let base = artifact["uriBaseId"] as? String, !bases.contains(base) {
            fail(path + ".physicalLocation.artifactLocation.uriBaseId", "\(base) is not in originalUriBaseIds")
        }
        guard let region = physical["region"] else { return }
        let startLine = (region as? [String: Any])?["startLine"] as? Int ?? 0
        if startLine < 1 { fail(path + ".physicalLocation.region.startLine", "required integer ≥ 1") }
        if let column = (region as? [String: Any])?["startColumn"], (column as? Int ?? 0) < 1 {
            fail(path + ".physicalLocation.region.startColumn", "must be an integer ≥ 1")
        }
    }
}
