/// Names that are nothing but a value: a control read as "9,6B" or "Page 4 of 7" speaks its
/// current count or position where its name belongs (MCAG 3.2.4 Clean Names: "Interactive
/// elements' accessible names do not contain value statements").
///
/// Two shapes, both decided without a vocabulary:
/// - a **compact count**: digits, perhaps one decimal part, then a compact-number suffix as CLDR's
///   short decimal formats write them ("2.9K", "9,6B", "3,6Mn", "1.2万"). A social app's reply,
///   repost and like buttons read that way when only the count is inside them. A bare number is
///   not judged: it may be a keypad digit or a calendar day, which are the control's name;
/// - a **position**: "Page 4 of 7", what a page control reports as its value (UIKit's
///   `UIPageControl` speaks "page 4 of 7" as its accessibility value, after its name).
enum ValueOnlyName {
    /// Compact-number suffixes of CLDR's short decimal formats (thousand, million, billion), as
    /// written, case and all: English K/M/B/T, Turkish B/Mn/Mr, German Tsd./Mio./Mrd., Spanish and
    /// Portuguese mil, French k/M/Md, Indonesian rb/jt, Russian тыс./млн/млрд, Chinese and Japanese
    /// 千/万/萬/亿/億, Korean 천/만/억. Lower-case "m" is left out: "5m" is five minutes or metres, and
    /// so is Portuguese "mi", which is also miles.
    static let compactSuffixes: Set<String> = [
        "K", "k", "M", "B", "T", "Mn", "Mr", "Md", "Bn", "bn", "mil", "Tsd.", "Mio.", "Mrd.", "rb", "jt",
        "тыс.", "млн", "млрд", "千", "万", "萬", "亿", "億", "천", "만", "억",
    ]

    /// The value the whole name states, quoted for the finding; nil when the name is more than a
    /// value, or names one page among its siblings (`siblingNames`: the names of the element's
    /// siblings, asked only of a page position).
    static func statedValue(_ name: String, siblingNames: () -> [String]) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if isCompactCount(trimmed) { return trimmed }
        guard let page = pagePosition(trimmed), page.wholeName else { return nil }
        // A row of dots, one per page ("Page 1 of 3", "Page 2 of 3" on a launcher's indicator):
        // each dot is named by the page it opens, which is its purpose, not a value.
        let dots = siblingNames().contains { pagePosition($0).map { $0.count == page.count && $0.position != page.position } ?? false }
        return dots ? nil : trimmed
    }

    /// "9,6B", "2.1K", "3,6 Mn", "12万": one to three digits, perhaps a decimal part of one or two
    /// digits, perhaps a space, then a compact suffix.
    static func isCompactCount(_ text: String) -> Bool {
        var characters = Substring(text)
        let whole = characters.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(whole.count) else { return false }
        characters = characters.dropFirst(whole.count)
        if let separator = characters.first, separator == "." || separator == "," {
            let decimals = characters.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard (1...2).contains(decimals.count) else { return false }
            characters = characters.dropFirst(1 + decimals.count)
        }
        if let space = characters.first, space == " " || space == "\u{00A0}" || space == "\u{202F}" {
            characters = characters.dropFirst()
        }
        return !characters.isEmpty && compactSuffixes.contains(String(characters))
    }

    /// "Page 4 of 7", in any case, at the start of the text; `wholeName` when nothing follows.
    static func pagePosition(_ text: String) -> (position: Int, count: Int, wholeName: Bool)? {
        let words = text.lowercased().split(separator: " ", maxSplits: 4)
        guard words.count >= 4, words[0] == "page", words[2] == "of", let position = Int(words[1]) else { return nil }
        let countWord = words[3].prefix { $0.isASCII && $0.isNumber }
        guard let count = Int(countWord), position >= 1, position <= count else { return nil }
        return (position, count, words.count == 4 && countWord.count == words[3].count)
    }
}
