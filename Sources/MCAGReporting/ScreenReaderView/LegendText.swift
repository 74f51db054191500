/// Breaks legend text into lines that fit the legend's width.
///
/// SVG 1.1 text does not wrap, and a renderer's font metrics are unknown
/// when the file is written, so lines are cut by an estimate of each
/// character's width: wide (East Asian, emoji) characters count two, and
/// a word longer than a line is cut where the line ends.
enum LegendText {
    /// `text` in lines of at most `width` narrow characters, broken at spaces.
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var rest = word
            while true {
                let separator = lineWidth > 0 ? 1 : 0
                let restWidth = Self.width(rest)
                if lineWidth + separator + restWidth <= width {
                    line += (separator > 0 ? " " : "") + rest
                    lineWidth += separator + restWidth
                    break
                }
                if lineWidth > 0 {
                    lines.append(line)
                    (line, lineWidth) = ("", 0)
                    continue
                }
                // A word wider than a whole line: cut it where the line ends.
                var (head, tail) = split(rest, at: width)
                if head.isEmpty { (head, tail) = (rest.prefix(1), rest.dropFirst()) }
                lines.append(String(head))
                rest = tail
                if rest.isEmpty { break }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The estimated width of `text` in narrow characters.
    static func width(_ text: Substring) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    private static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The longest prefix of `word` no wider than `room`, and the rest.
    private static func split(_ word: Substring, at room: Int) -> (Substring, Substring) {
        var used = 0
        var end = word.startIndex
        while end < word.endIndex {
            let next = used + width(of: word[end])
            if next > room { break }
            used = next
            end = word.index(after: end)
        }
        return (word[..<end], word[end...])
    }
}
