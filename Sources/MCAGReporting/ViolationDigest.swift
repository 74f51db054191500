import Foundation
import MCAGRules

/// The violations as a person reads them, shared by the text, Markdown and
/// HTML reports (JSON, SARIF and JUnit list every finding on its own).
///
/// Most severe first: one level per impact, critical to minor. Within a
/// level, tests keep catalog order; within a test, the findings that say the
/// same thing (same impact, same message once numbers and quoted names are
/// set aside) form a *pattern*, whose message and fix are printed once.
/// Within a pattern, elements of one *family* (the same identifier, or
/// siblings of the same role under one parent, such as the rows of a list)
/// are listed under one line such as "7 × container in list
/// `quote_portfolio_position_history_rv`". Every element stays listed with
/// its role, identifier, label, frame and path.
struct ViolationDigest {
    /// A finding and its number: its place among all violations in catalog
    /// order, 1-based, the same in every grouped format (HTML anchors `v1`, `v2`…).
    struct Entry {
        var finding: Finding
        var number: Int
        /// What groups the element with its family (see ``familyKey(_:)``).
        fileprivate var familyKey = ""
    }

    /// Elements that share an identifier, or a parent and a role.
    struct Family {
        /// "7 × container in list `rv`"; nil for a family of one.
        var title: Title?
        var entries: [Entry]
    }

    /// A family's title in two parts, the words and the identifier shown as
    /// code, so that each format can escape the identifier as code: a
    /// backtick inside it must not end the span (`Markdown`), nor split it (HTML).
    struct Title {
        /// "7 × container in list": may hold a screen name from the dump.
        var words: String
        /// "rv", from the dump; nil when the title names no identifier.
        var code: String?

        /// The title with its identifier in backticks, as the text report prints it.
        var plain: String { code.map { "\(words) `\($0)`" } ?? words }
    }

    /// Findings of one test with one impact and one message shape.
    struct Pattern {
        var impact: Impact
        var entries: [Entry]
        /// The message when every finding has the same one; else each element carries its own.
        var message: String?
        /// The message once, with the quoted names that differ shown as "…", or
        /// the first message as an example when numbers differ too.
        var heading = ""
        /// The fix once, with the quoted names that differ (an identifier the
        /// element line already shows) elided; nil when fixes differ otherwise.
        var fix: String?
        var families: [Family]
    }

    struct TestGroup {
        var result: RequirementResult
        var patterns: [Pattern]
        /// True in the first (most severe) level the test appears in, where its exceptions are listed.
        var isFirstAppearance: Bool
        var count: Int { patterns.reduce(0) { $0 + $1.entries.count } }
    }

    struct Level {
        var impact: Impact
        var tests: [TestGroup]
        var count: Int { tests.reduce(0) { $0 + $1.count } }
    }

    var levels: [Level]
    var violationCount: Int
    var testCount: Int

    /// The violations of `grouping`, grouped. With `concurrently`, the work
    /// done for each finding (its message's shape and its family) and each
    /// pattern's completion run on every core; the digest is the same.
    init(_ grouping: ReportGrouping, concurrently: Bool = false) {
        // Each result's violations are filtered once (the filter copies every finding).
        let violated: [(result: RequirementResult, violations: [Finding])] = grouping.results.compactMap { result in
            guard result.outcome == .violation else { return nil }
            let violations = result.violations
            return violations.isEmpty ? nil : (result, violations)
        }
        let keys = OrderedChunks.mapSlices(violated.flatMap(\.violations), concurrently: concurrently, Self.keys)
        var tests: [(result: RequirementResult, patterns: [Pattern])] = []
        var number = 0
        for (result, violations) in violated {
            var patterns: [Pattern] = []
            var slot: [String: Int] = [:]
            for finding in violations {
                let entry = Entry(finding: finding, number: number + 1, familyKey: keys[number].family)
                let impact = finding.effectiveImpact(in: result)
                let key = impact.name + "\u{0}" + keys[number].shape
                number += 1
                if let index = slot[key] {
                    patterns[index].entries.append(entry)
                } else {
                    slot[key] = patterns.count
                    patterns.append(Pattern(impact: impact, entries: [entry], families: []))
                }
            }
            tests.append((result, patterns))
        }
        let completed = OrderedChunks.map(tests.flatMap(\.patterns), concurrently: concurrently, minimum: 2, Self.completed)
        var byImpact: [Impact: [TestGroup]] = [:]
        var next = 0
        for test in tests {
            let patterns = completed[next..<(next + test.patterns.count)]
            next += test.patterns.count
            var seen = false
            for impact in Impact.allCases.reversed() {
                let here = patterns.filter { $0.impact == impact }.sorted { $0.entries.count > $1.entries.count }
                guard !here.isEmpty else { continue }
                byImpact[impact, default: []].append(TestGroup(result: test.result, patterns: here, isFirstAppearance: !seen))
                seen = true
            }
        }
        levels = Impact.allCases.reversed().compactMap { impact in byImpact[impact].map { Level(impact: impact, tests: $0) } }
        violationCount = number
        testCount = tests.count
    }

    /// Each finding's message shape and family key. The rows of a list
    /// repeat one message and one family: a key equal to the previous
    /// finding's is that key again, not a copy, so that a screen of a
    /// million failing rows holds a few keys, not two million.
    @Sendable private static func keys(_ findings: ArraySlice<Finding>) -> [(shape: String, family: String)] {
        var keys: [(shape: String, family: String)] = []
        keys.reserveCapacity(findings.count)
        var previous: (message: String, shape: String, family: String)?
        for finding in findings {
            let message = finding.message
            let shape = previous.flatMap { $0.message == message ? $0.shape : nil } ?? Self.shape(of: message)
            let computedFamily = Self.familyKey(finding)
            let family = previous.flatMap { $0.family == computedFamily ? $0.family : nil } ?? computedFamily
            keys.append((shape, family))
            previous = (message, shape, family)
        }
        return keys
    }

    private static func completed(_ pattern: Pattern) -> Pattern {
        var pattern = pattern
        let messages = pattern.entries.map(\.finding.message)
        pattern.message = messages.first.flatMap { first in messages.allSatisfy { DigestText.same($0, first) } ? first : nil }
        pattern.heading = common(messages) ?? messages.first.map { "e.g. " + $0 } ?? ""
        let fixes = pattern.entries.map { $0.finding.fix ?? "" }
        pattern.fix = (common(fixes) ?? sharedLeadingClause(fixes)).flatMap { $0.isEmpty ? nil : $0 }
        pattern.families = families(pattern.entries).sorted { $0.entries.count > $1.entries.count }
        return pattern
    }

    /// The one text all share, with quoted parts that differ elided; nil when they differ otherwise.
    private static func common(_ texts: [String]) -> String? {
        guard let first = texts.first else { return nil }
        if texts.allSatisfy({ DigestText.same($0, first) }) { return first }
        let elided = quotesElided(first)
        return texts.dropFirst().allSatisfy({ DigestText.same(quotesElided($0), elided) }) ? elided : nil
    }

    /// The clauses every text starts with, when the texts differ only by
    /// clauses added at the end ("…(Android)." and "…(Android), for the
    /// element with identifier "x"."): the advice they share, ended with a
    /// full stop. Nil when they differ anywhere else.
    static func sharedLeadingClause(_ texts: [String]) -> String? {
        guard texts.count > 1 else { return nil }
        // Plain, and without CR: CR LF is one Character of two scalars, and this counts Characters.
        if texts.allSatisfy({ DigestText.isPlain($0) && !$0.utf8.contains(0x0D) }) { return DigestText.sharedLeadingClause(texts) }
        return sharedLeadingClauseByCharacters(texts)
    }

    /// ``sharedLeadingClause(_:)`` over `Character`s: the general path, and the oracle of the fast one.
    static func sharedLeadingClauseByCharacters(_ texts: [String]) -> String? {
        guard let first = texts.first, texts.count > 1 else { return nil }
        var prefix = Substring(first)
        for text in texts.dropFirst() {
            prefix = prefix.prefix(zip(prefix, text).prefix { $0 == $1 }.count)
        }
        let ends: Set<Character> = [".", ",", ";", ":"]
        let atClauseEnd = texts.allSatisfy { text in
            text.count == prefix.count || text.dropFirst(prefix.count).first.map(ends.contains) == true
        }
        guard atClauseEnd, prefix.count * 2 >= first.count, let last = prefix.last, !ends.contains(last) else { return nil }
        return String(prefix) + "."
    }

    /// The text with the contents of its quotes replaced by "…".
    static func quotesElided(_ text: String) -> String { DigestText.quotesElided(text) }

    /// ``quotesElided(_:)`` over `Character`s: the general path, and the oracle of the fast one.
    static func quotesElidedByCharacters(_ text: String) -> String {
        var out = ""
        var closing: Character?
        for character in text {
            if let end = closing {
                if character == end {
                    closing = nil
                    out += "…" + String(character)
                }
                continue
            }
            out.append(character)
            switch character {
            case "'", "\"": closing = character
            case "“": closing = "”"
            case "‘": closing = "’"
            default: break
            }
        }
        return closing == nil ? out : text
    }

    /// The message with its numbers and quoted names replaced, so "7.28 × 5.63 mm" and
    /// "4.64 × 4.64 mm", or role 'container' on two rows, read as one kind of finding.
    static func shape(of message: String) -> String { DigestText.shape(of: message) }

    /// ``shape(of:)`` over `Character`s: the general path, and the oracle of the fast one.
    static func shapeByCharacters(of message: String) -> String {
        var out = ""
        var closing: Character?
        var lastWasDigit = false
        for character in message {
            if let end = closing {
                if character == end { closing = nil }
                continue
            }
            switch character {
            case "'", "\"": closing = character; out += "‘…’"
            case "“": closing = "”"; out += "‘…’"
            case "‘": closing = "’"; out += "‘…’"
            case _ where character.isNumber || (lastWasDigit && (character == "." || character == ",")):
                if !lastWasDigit { out += "#" }
                lastWasDigit = true
                continue
            default: out.append(character)
            }
            lastWasDigit = false
        }
        return out
    }

    private static func families(_ entries: [Entry]) -> [Family] {
        var families: [Family] = []
        var slot: [String: Int] = [:]
        for entry in entries {
            let key = entry.familyKey
            if let index = slot[key] {
                families[index].entries.append(entry)
            } else {
                slot[key] = families.count
                families.append(Family(title: nil, entries: [entry]))
            }
        }
        for index in families.indices where families[index].entries.count > 1 {
            families[index].title = familyTitle(families[index])
        }
        return families
    }

    /// Elements with one identifier and role, or one parent and role, on one screen share a key.
    private static func familyKey(_ finding: Finding) -> String {
        guard let element = finding.element else { return "place\u{0}" + finding.placeText }
        if let identifier = element.identifier, !identifier.isEmpty {
            return "id\u{0}\(element.screen)\u{0}\(element.role.rawValue)\u{0}\(identifier)"
        }
        let steps = element.pathSteps
        return "parent\u{0}\(element.screen)\u{0}\(steps.dropLast().joined(separator: "/"))\u{0}\(element.role.rawValue)"
    }

    private static func familyTitle(_ family: Family) -> Title? {
        guard let element = family.entries.first?.finding.element else { return nil }
        let count = family.entries.count
        if let identifier = element.identifier, !identifier.isEmpty {
            return Title(words: "\(count) × \(element.role.rawValue)", code: shortIdentifier(identifier))
        }
        let steps = element.pathSteps
        guard steps.count >= 2 else { return Title(words: "\(count) × \(element.role.rawValue) at the top of \(element.screen)") }
        let step = describe(step: steps[steps.count - 2])
        return Title(words: "\(count) × \(element.role.rawValue) in \(step.words)", code: step.code)
    }

    /// "list" and "rv" for `list[id=pkg:id/rv]`; the step as written otherwise.
    private static func describe(step: Substring) -> Title {
        guard let open = step.firstIndex(of: "["), step.hasSuffix("]") else { return Title(words: String(step)) }
        let inside = step[step.index(after: open)..<step.index(before: step.endIndex)]
        guard inside.hasPrefix("id=") else { return Title(words: String(step)) }
        return Title(words: String(step[..<open]), code: shortIdentifier(String(inside.dropFirst(3))))
    }

    /// An Android resource name without its package (`pkg:id/name` → `name`).
    static func shortIdentifier(_ identifier: String) -> String {
        guard let range = identifier.range(of: ":id/", options: .backwards) else { return identifier }
        return String(identifier[range.upperBound...])
    }
}

extension ElementLocation {
    /// The path's steps, split only outside brackets because Android identifiers hold '/'.
    var pathSteps: [Substring] { DigestText.pathSteps(of: self.path) }
}
