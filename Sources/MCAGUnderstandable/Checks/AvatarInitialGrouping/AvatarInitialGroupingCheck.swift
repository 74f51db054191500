package import MCAGCore

/// 3.1.4: an avatar drawn as the initial of a name is read with that name.
///
/// An app without a photo of a person draws an avatar as the initial of the
/// name in a circle, with the name under it or beside it ("M" over "Mom" in
/// Family Hub's member row). When the two are text views of their own,
/// TalkBack and VoiceOver stop on each: the user hears "M", and the name it
/// belongs to one or more swipes later (in Family Hub's row, all four
/// initials come before the four names). MCAG's test asks that "elements that
/// assemble a single context (e.g., a button, its text, and its icon or an
/// image and its caption) are announced as one unit and that each of its
/// parts is not announced separately".
///
/// An initial is a static text stop of one or two letters, all capitals; the
/// name is another static text stop whose words begin with those letters, in
/// order, lying under the initial (its top within two of the initial's
/// heights below it, the two centred on each other within the initial's
/// width) or beside it (level with it, starting within two of its heights
/// after it). The centring keeps a contacts list's section letter ("A",
/// left-aligned over a row whose name starts further right) apart, and the
/// capitals keep a word's own letters ("a", "of") out. Initials are rare, so
/// each is compared with the names sorted by their top: the check is
/// linear in the screen's text stops, plus a logarithmic search per initial.
package struct AvatarInitialGroupingCheck: ScreenCheck {
    package init() {}

    package var name: String { "avatar-initial-grouped" }

    typealias TextStop = FigureCaptionGroupingCheck.TextStop

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let stops = FigureCaptionGroupingCheck.staticTextStops(screen)
        let initials = stops.filter { Self.initialLetters(of: $0.name) != nil }
        guard !initials.isEmpty else { return [] }
        let names = stops.filter { Self.initialLetters(of: $0.name) == nil }.sorted { $0.frame.minY < $1.frame.minY }
        var findings: [Finding] = []
        for initial in initials {
            guard let letters = Self.initialLetters(of: initial.name),
                  let name = Self.namedBy(initial, letters: letters, among: names) else { continue }
            findings.append(Self.violation(initial: initial, name: name, screen))
        }
        if findings.isEmpty {
            findings.append(.screen(.pass, screen, Result.noneApart))
        }
        return findings
    }

    /// The one or two capital letters of an initial ("M", "JD"), or nil.
    static func initialLetters(of text: String) -> [Character]? {
        let letters = Array(text.filter { !$0.isWhitespace })
        guard (1...2).contains(letters.count), letters.allSatisfy({ $0.isLetter && $0.isUppercase }) else { return nil }
        return letters
    }

    /// Whether the words of `name` begin with `letters`: the first word's initial, and for two
    /// letters the last word's ("JD" for "Jane Doe").
    static func begins(_ name: String, with letters: [Character]) -> Bool {
        let words = name.split(whereSeparator: { !$0.isLetter })
        guard let first = words.first?.first, first.uppercased() == String(letters[0]) else { return false }
        guard letters.count == 2 else { return true }
        guard words.count >= 2, let last = words.last?.first else { return false }
        return last.uppercased() == String(letters[1])
    }

    /// The name under or beside `initial` that it stands for, if one is there.
    static func namedBy(_ initial: TextStop, letters: [Character], among names: [TextStop]) -> TextStop? {
        let frame = initial.frame
        let reach = 2 * frame.height
        // The first name whose top is at or below the initial's top.
        var low = 0, high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle].frame.minY < frame.minY - frame.height { low = middle + 1 } else { high = middle }
        }
        for candidate in names[low...] {
            let other = candidate.frame
            if other.minY > frame.maxY + reach { break }
            guard begins(candidate.name, with: letters) else { continue }
            let under = other.minY >= frame.maxY - 1 && other.minY - frame.maxY <= reach
                && abs(other.midX - frame.midX) <= frame.width
            let beside = abs(other.midY - frame.midY) <= frame.height / 2
                && other.minX >= frame.maxX - 1 && other.minX - frame.maxX <= reach
            if under || beside { return candidate }
        }
        return nil
    }

    static func violation(initial: TextStop, name: TextStop, _ screen: ScreenContext) -> Finding {
        .violation(
            screen.element(initial.index),
            Result.initialApart(letter: initial.name, person: name.name, nameAt: screen.location(of: name.index)),
            fix: Result.fix(person: name.name))
    }

    package var examples: [CheckExample] {
        [
            .fails("An avatar drawn as \"M\" over the name \"Mom\", two stops",
                   Node(Element(role: .container, frame: Rect(x: 500, y: 240, width: 60, height: 90))) {
                       Node(Element(role: .text, label: "M", text: "M", frame: Rect(x: 516, y: 249, width: 18, height: 28),
                                    isAccessibilityElement: true)).flagged()
                       Node(Element(role: .text, label: "Mom", text: "Mom", frame: Rect(x: 506, y: 296, width: 37, height: 22),
                                    isAccessibilityElement: true))
                   }),
            .passes("A contacts list's section letter over a row whose name starts further right",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "A", text: "A", frame: Rect(x: 16, y: 100, width: 14, height: 30),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "Anna Smith", text: "Anna Smith",
                                     frame: Rect(x: 72, y: 140, width: 220, height: 30), isAccessibilityElement: true))
                    }),
            .passes("Weekday initials over the day numbers of a calendar",
                    Node(Element(role: .container)) {
                        Node(Element(role: .text, label: "M", text: "M", frame: Rect(x: 0, y: 300, width: 50, height: 30),
                                     isAccessibilityElement: true))
                        Node(Element(role: .text, label: "12", text: "12", frame: Rect(x: 0, y: 340, width: 50, height: 30),
                                     isAccessibilityElement: true))
                    }),
        ]
    }
}
