package import MCAGCore
import Foundation

/// 3.1.4: a figure and the caption drawn right under it are read as one unit.
///
/// MCAG's test asks that "a value and its label" be read together. A
/// dashboard that draws a bare figure ("82%", "18", "8h") over its caption
/// ("Attendance", "Scans today"), each a screen-reader stop of its own, makes
/// TalkBack or VoiceOver say the number with nothing to tell what it counts;
/// the caption comes a swipe later, or, where the reading order takes the row
/// of figures before the row of captions (Flutter's semantics order), several
/// swipes later. Found on College Companion (Flutter) and AI Anti-Scam
/// Guardian (plain TextViews, which TalkBack reads one by one).
///
/// A figure is a static text stop (not operable, no children) whose whole
/// name is a number, with a percent sign or a unit of one or two letters at
/// most (or a degree sign, or a dash standing for a missing reading); its
/// caption is a static text stop with letters and no digit, at most
/// 40 characters, whose top lies within half the figure's
/// height below the figure and which spans the figure's horizontal centre.
/// A figure followed on its own line by more text ("5" then " items added")
/// begins a phrase instead and is left alone. Captions and neighbours are
/// found by hashing their top and left edges, so the check is linear as
/// long as few texts share one top row or one left column; a screen of
/// thousands of texts aligned on one edge is scanned once per figure.
package struct FigureCaptionGroupingCheck: ScreenCheck {
    package init() {}

    package var name: String { "figure-and-caption-grouped" }

    /// Longer text under a number is a paragraph, not its caption.
    static let captionLength = 40
    /// Rows of a dump scanned below a figure at most: its half height, bounded.
    static let maximumGap = 200

    struct TextStop {
        var index: Int
        var name: String
        var frame: Rect
    }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let stops = Self.staticTextStops(screen)
        // Most screens show no figure: the tables of captions and neighbours
        // are built only for one that does.
        let figures: [Int] = stops.indices.filter { Self.isFigure(stops[$0].name) }
        guard !figures.isEmpty else { return [] }
        var captionsByTop: [Int: [TextStop]] = [:], textsByLeft: [Int: [TextStop]] = [:]
        for stop in stops {
            if let left = Self.row(stop.frame.minX) { textsByLeft[left, default: []].append(stop) }
            guard Self.isCaption(stop.name), let row = Self.row(stop.frame.minY) else { continue }
            captionsByTop[row, default: []].append(stop)
        }
        var findings: [Finding] = []
        for position in figures {
            let figure = stops[position]
            guard !Self.hasTextBeside(figure, in: textsByLeft),
                  let caption = Self.caption(below: figure, in: captionsByTop),
                  !Self.beginsALineOfItsRow(caption, in: screen) else { continue }
            findings.append(.violation(
                screen.element(figure.index), Result.figureApart(figure: figure.name, caption: caption.name),
                fix: Result.fix(figure: figure.name, caption: caption.name)))
        }
        findings += Self.readingsApartFromTheirTime(stops: stops, in: screen)
        if findings.isEmpty {
            findings.append(.screen(.pass, screen, Result.noneApart))
        }
        return findings
    }

    /// A reading and the clock time it belongs to, the only two text stops of a small container,
    /// stacked in one column: an hour of a forecast ("12pm" over "59°", the condition icon between)
    /// or a bar of a chart ("0%" over "12pm"). The time is the reading's label, and each is a stop of
    /// its own: the screen reader says "59°" and only on another swipe which hour it is. Reported on
    /// the reading.
    static func readingsApartFromTheirTime(stops: [TextStop], in screen: ScreenContext) -> [Finding] {
        guard stops.contains(where: { isClockTime($0.name) }) else { return [] }
        var findings: [Finding] = []
        for (_, group) in staticTextStopsByParent(screen) where group.count == 2 {
            guard let time = group.first(where: { isClockTime($0.name) }),
                  let reading = group.first(where: { $0.index != time.index && isFigure($0.name) && !isClockTime($0.name) }),
                  abs(time.frame.midX - reading.frame.midX) <= max(time.frame.width, reading.frame.width) / 2,
                  time.frame.maxY <= reading.frame.minY || reading.frame.maxY <= time.frame.minY else { continue }
            findings.append(.violation(
                screen.element(reading.index), Result.readingApart(reading: reading.name, time: time.name),
                fix: Result.fix(reading: reading.name, time: time.name)))
        }
        return findings.sorted { ($0.element?.index ?? 0) < ($1.element?.index ?? 0) }
    }

    /// "12pm", "3 AM", "10:05", "9:30 pm": an hour of the day.
    static func isClockTime(_ name: String) -> Bool {
        var text = Substring(name.trimmingCharacters(in: .whitespaces)).lowercased()[...]
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            text = text.dropLast(2)
            if text.hasSuffix(" ") { text = text.dropLast() }
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard let hour = parts.first.flatMap({ Int($0) }), (1...12).contains(hour) else { return false }
            return parts.count == 1 || (parts.count == 2 && parts[1].count == 2 && Int(parts[1]).map { (0..<60).contains($0) } == true)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]) else { return false }
        return (0..<24).contains(hour) && (0..<60).contains(minute)
    }

    /// Leaf stops that only show text: not operable, named, with a frame.
    /// Worked out once per screen: the three 3.1.4 checks on text stops
    /// (figures, icon glyphs, split words) all read them.
    static func staticTextStops(_ screen: ScreenContext) -> [TextStop] {
        screen.shared(staticTextStopsFact) { gatherStaticTextStops(screen) }
    }

    private static let staticTextStopsFact = SharedFact<[TextStop]>("static text stops")
    private static let staticTextStopsByParentFact = SharedFact<[Int: [TextStop]]>("static text stops by parent")

    /// The static text stops grouped by their parent, each group in
    /// document order: the siblings the icon-glyph and split-word checks
    /// compare, found in one pass.
    /// Worked out once per screen, like the stops: both checks read it.
    static func staticTextStopsByParent(_ screen: ScreenContext) -> [Int: [TextStop]] {
        screen.shared(staticTextStopsByParentFact) {
            var stopsByParent: [Int: [TextStop]] = [:]
            for stop in staticTextStops(screen) {
                guard let parent = screen.tree.parent(of: stop.index) else { continue }
                stopsByParent[parent, default: []].append(stop)
            }
            return stopsByParent
        }
    }

    static func gatherStaticTextStops(_ screen: ScreenContext) -> [TextStop] {
        let tree = screen.tree, model = screen.screenReader
        var stops: [TextStop] = []
        // Fields are read in place: copying each element's screen-reader entry cost more than the tests on it.
        for index in tree.indices where model[index].focus.isStop {
            guard !tree[index].isInteractive, !model[index].role.isInteractive, tree.descendants(of: index).isEmpty,
                  let name = model[index].name, let frame = tree[index].frame, !frame.isEmpty else { continue }
            stops.append(TextStop(index: index, name: name, frame: frame))
        }
        return stops
    }

    /// The caption whose top lies just under the figure and spans its centre.
    static func caption(below figure: TextStop, in captionsByTop: [Int: [TextStop]]) -> TextStop? {
        guard let bottom = row(figure.frame.maxY) else { return nil }
        let gap = min(maximumGap, row(figure.frame.height / 2) ?? 0)
        let centre = figure.frame.midX
        for top in (bottom - 1)...(bottom + gap) {
            if let found = captionsByTop[top]?.first(where: { $0.frame.minX - 1 <= centre && centre <= $0.frame.maxX + 1 }) {
                return found
            }
        }
        return nil
    }

    /// Whether the caption shares its container with a value on its line, to its right: a text
    /// stop holding a digit ("Equivalent to" and "$0.1328" in one row under "664.21M",
    /// PacketShare). The caption then labels that value, not the figure above it. The next
    /// caption of a row of figures ("Attendance" beside "Lectures") holds no digit.
    static func beginsALineOfItsRow(_ caption: TextStop, in screen: ScreenContext) -> Bool {
        guard let parent = screen.tree.parent(of: caption.index),
              let siblings = staticTextStopsByParent(screen)[parent] else { return false }
        return siblings.contains { other in
            other.index != caption.index && other.frame.minX >= caption.frame.maxX - edgeSlack
                && other.frame.minY < caption.frame.maxY && other.frame.maxY > caption.frame.minY
                && other.name.unicodeScalars.contains { ("0"..."9").contains($0) }
        }
    }

    /// Pixels or points of slack: bounds are rounded to whole units.
    static let edgeSlack = 1.0

    /// Whether a text starts right after the figure on its line ("5" and
    /// " items added"): the figure is then the first word of a phrase, read
    /// next, not a figure over a caption.
    static func hasTextBeside(_ figure: TextStop, in textsByLeft: [Int: [TextStop]]) -> Bool {
        guard let right = row(figure.frame.maxX) else { return false }
        let gap = min(maximumGap, row(figure.frame.height / 2) ?? 0)
        return ((right - 1)...(right + gap)).contains { left in
            textsByLeft[left]?.contains { $0.index != figure.index && $0.frame.minY < figure.frame.maxY && $0.frame.maxY > figure.frame.minY } ?? false
        }
    }

    /// A coordinate as a whole row of the dump; nil when it is no usable number.
    static func row(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 1_000_000_000 else { return nil }
        return Int(value.rounded(.down))
    }

    /// "82%", "18", "8h", "1,250", "-3": digits, perhaps signed and grouped,
    /// then perhaps a percent sign or a unit of one or two letters.
    static func isFigure(_ name: String) -> Bool {
        // A lone dash stands for a reading not yet known ("—" over "Wind" in a weather tile).
        if missingReadings.contains(name.trimmingCharacters(in: .whitespaces)) { return true }
        // Most texts are words: decide those on their first scalar, before
        // the characters are gathered; on their first byte when it is ASCII
        // and not white space (that byte is then the first scalar that is not),
        // without looking up Unicode properties.
        if let byte = name.utf8.first, byte < 0x80, !isASCIIWhiteSpace(byte) {
            guard isFigureStart(Unicode.Scalar(byte)) else { return false }
        } else {
            guard let first = name.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
                  first.isASCII, isFigureStart(first) else { return false }
        }
        let trimmed: [Character] = Array(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard let afterDigits = endOfDigits(in: trimmed) else { return false }
        let suffix: [Character] = trimmed[afterDigits...].filter { $0 != " " }
        if suffix.isEmpty { return true }
        if suffix == ["%"] { return true }
        // A temperature or an angle: "56°", "21°C".
        if suffix.first == "°" { return suffix.count <= 2 && suffix.dropFirst().allSatisfy { $0.isASCII && $0.isLetter } }
        return suffix.count <= 2 && suffix.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// What a dashboard shows in a figure's place while the reading is missing.
    static let missingReadings: Set<String> = ["—", "–", "-", "--"]

    /// Where the number at the start of `characters` ends (a sign, then ASCII digits, points and commas);
    /// nil when it holds no digit.
    private static func endOfDigits(in characters: [Character]) -> Int? {
        var position = 0
        if position < characters.count, characters[position] == "-" || characters[position] == "+" { position += 1 }
        var digits = 0
        while position < characters.count {
            let character: Character = characters[position]
            guard character.isASCII, character.isNumber || character == "." || character == "," else { break }
            if character.isNumber { digits += 1 }
            position += 1
        }
        return digits > 0 ? position : nil
    }

    /// A digit, a sign, or a decimal or grouping separator: what a figure may start with.
    private static func isFigureStart(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || "+-.,".unicodeScalars.contains(scalar)
    }

    /// The ASCII bytes with Unicode's White_Space property: tab to carriage return, and space.
    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Words under a figure: letters, not another figure, not a paragraph, and no number of their
    /// own ("Feels like 43°F" under "49°F" is a second reading, not what the first one measures).
    static func isCaption(_ name: String) -> Bool {
        guard !name.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return false }
        if let (characters, hasLetter) = ASCIIWords.characterCountAndLetter(name) {
            return characters <= captionLength && hasLetter && !isFigure(name)
        }
        return name.count <= captionLength && name.contains(where: \.isLetter) && !isFigure(name)
    }

    package var examples: [CheckExample] {
        let figure = Rect(x: 131, y: 1154, width: 139, height: 84)
        let under = Rect(x: 101, y: 1244, width: 198, height: 39)
        return [
            .fails("A figure \"82%\" and its caption \"Attendance\" under it, each a stop",
                   Node(Element(role: .container)) {
                       Node(Element(role: .text, label: "82%", frame: figure, isAccessibilityElement: true)).flagged()
                       Node(Element(role: .text, label: "Attendance", frame: under, isAccessibilityElement: true))
                   }),
            .fails("A temperature \"56°\" over its caption \"Feels Like\", each a stop",
                   Node(Element(role: .container)) {
                       Node(Element(role: .text, label: "56°", frame: Rect(x: 73, y: 432, width: 25, height: 18),
                                    isAccessibilityElement: true)).flagged()
                       Node(Element(role: .text, label: "Feels Like", frame: Rect(x: 59, y: 452, width: 54, height: 14),
                                    isAccessibilityElement: true))
                   }),
            .fails("A missing reading \"—\" over its caption \"Wind\", each a stop",
                   Node(Element(role: .container)) {
                       Node(Element(role: .text, label: "—", frame: Rect(x: 194, y: 432, width: 14, height: 18),
                                    isAccessibilityElement: true)).flagged()
                       Node(Element(role: .text, label: "Wind", frame: Rect(x: 187, y: 452, width: 28, height: 14),
                                    isAccessibilityElement: true))
                   }),
            .fails("An hour of a forecast, \"12pm\" over \"59°\" in its column, each a stop",
                   Node(Element(role: .container, frame: Rect(x: 40, y: 585, width: 54, height: 64))) {
                       Node(Element(role: .text, label: "12pm", frame: Rect(x: 51, y: 585, width: 32, height: 15), isAccessibilityElement: true))
                       Node(Element(role: .image, label: "partly cloudy night", frame: Rect(x: 55, y: 607, width: 24, height: 18),
                                    isAccessibilityElement: false))
                       Node(Element(role: .text, label: "59°", frame: Rect(x: 54, y: 632, width: 26, height: 17),
                                    isAccessibilityElement: true)).flagged()
                   }),
            .passes("Two times side by side in a row: no reading",
                    Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 300, height: 20))) {
                        Node(Element(role: .text, label: "10:05", frame: Rect(x: 0, y: 0, width: 50, height: 20), isAccessibilityElement: true))
                        Node(Element(role: .text, label: "11:05", frame: Rect(x: 200, y: 0, width: 50, height: 20), isAccessibilityElement: true))
                    }),
            .passes("A figure \"5\" followed on its line by \" items added\", with another message under it",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "5", frame: Rect(x: 454, y: 2728, width: 31, height: 77),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: " items added", frame: Rect(x: 485, y: 2705, width: 404, height: 99),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "Congratulations!", frame: Rect(x: 72, y: 2811, width: 1200, height: 55),
                                     isAccessibilityElement: true))
                    }),
            .passes("A figure with a paragraph under it, not a caption",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "3", frame: figure, isAccessibilityElement: true))
                        Node(Element(role: .text, label: "Lectures are recorded and published on the course page the next day.",
                                     frame: under, isAccessibilityElement: true))
                    }),
        ]
    }
}
