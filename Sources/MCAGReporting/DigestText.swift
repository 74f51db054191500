/// The text work of ``ViolationDigest`` on Unicode scalars instead of
/// `Character`s, where the two are provably the same.
///
/// Comparing `Character`s goes through Unicode normalization, which was most
/// of the digest's time on a large report. A text whose every scalar is a
/// grapheme cluster of its own, and canonically equal only to itself
/// (``isPlain(_:)``), gives the same answer scalar by scalar; any other text
/// takes the `Character` path (`…ByCharacters`, kept as the oracle the tests
/// compare against).
enum DigestText {
    /// Whether every scalar of `text` stands alone as a `Character`: ASCII,
    /// U+0080–U+02FF (Latin-1 and Latin Extended, before the combining marks
    /// at U+0300), and U+2010–U+205E (dashes, quotation marks, the ellipsis,
    /// primes). None of them extends a grapheme cluster, and none of them
    /// has a canonical decomposition onto another scalar.
    static func isPlain(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x300 || (0x2010...0x205E).contains(value) { continue }
            return false
        }
        return true
    }

    /// Whether a lone scalar is a number, as `Character.isNumber` decides for a
    /// one-scalar `Character` (its numeric type).
    static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return scalar.properties.numericType != nil
    }

    /// The closing quote of an opening one, or nil.
    static func closing(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "'", "\"": scalar
        case "\u{201C}": "\u{201D}"
        case "\u{2018}": "\u{2019}"
        default: nil
        }
    }

    /// ``ViolationDigest/shape(of:)``.
    static func shape(of message: String) -> String {
        guard isPlain(message) else { return ViolationDigest.shapeByCharacters(of: message) }
        var out = String.UnicodeScalarView()
        var closingQuote: Unicode.Scalar?
        var lastWasDigit = false
        for scalar in message.unicodeScalars {
            if let end = closingQuote {
                if scalar == end { closingQuote = nil }
                continue
            }
            if let end = closing(scalar) {
                closingQuote = end
                out.append(contentsOf: "‘…’".unicodeScalars)
            } else if isNumber(scalar) || (lastWasDigit && (scalar == "." || scalar == ",")) {
                if !lastWasDigit { out.append("#") }
                lastWasDigit = true
                continue
            } else {
                out.append(scalar)
            }
            lastWasDigit = false
        }
        return String(out)
    }

    /// ``ViolationDigest/quotesElided(_:)``.
    static func quotesElided(_ text: String) -> String {
        guard isPlain(text) else { return ViolationDigest.quotesElidedByCharacters(text) }
        var out = String.UnicodeScalarView()
        var closingQuote: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let end = closingQuote {
                if scalar == end {
                    closingQuote = nil
                    out.append("…")
                    out.append(scalar)
                }
                continue
            }
            out.append(scalar)
            closingQuote = closing(scalar)
        }
        return closingQuote == nil ? String(out) : text
    }

    /// ``ViolationDigest/sharedLeadingClause(_:)`` for texts that are all
    /// plain and hold no CR, where a `Character` is a scalar: the common
    /// prefix is measured in scalars.
    static func sharedLeadingClause(_ texts: [String]) -> String? {
        guard let first = texts.first, texts.count > 1 else { return nil }
        let firstScalars = Array(first.unicodeScalars)
        var length = firstScalars.count
        var counts: [Int] = []
        counts.reserveCapacity(texts.count)
        for text in texts {
            var shared = 0, count = 0
            for scalar in text.unicodeScalars {
                if shared == count, count < length, firstScalars[count] == scalar { shared += 1 }
                count += 1
            }
            length = min(length, shared)
            counts.append(count)
        }
        let ends: Set<Unicode.Scalar> = [".", ",", ";", ":"]
        var atClauseEnd = true
        for (text, count) in zip(texts, counts) where count != length {
            var scalars = text.unicodeScalars.dropFirst(length).makeIterator()
            guard let next = scalars.next(), ends.contains(next) else { atClauseEnd = false; break }
        }
        guard atClauseEnd, length * 2 >= firstScalars.count, length > 0, !ends.contains(firstScalars[length - 1]) else { return nil }
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: firstScalars[..<length])
        return String(prefix) + "."
    }

    /// Whether two texts are equal as `String`s are (canonically): equal
    /// bytes settle it at once, and only texts that differ in their bytes
    /// pay for normalization.
    static func same(_ first: String, _ second: String) -> Bool {
        first.utf8.elementsEqual(second.utf8) || first == second
    }

    /// A path's steps, split only outside brackets because Android
    /// identifiers hold '/'. A plain path (a deep one starts with "…/") is
    /// split on its bytes: '[', ']' and '/' are ASCII, so each of their
    /// bytes is a scalar and, in a plain text, a `Character` of its own.
    static func pathSteps(of path: String) -> [Substring] {
        guard isPlain(path) else { return pathStepsByCharacters(of: path) }
        var steps: [Substring] = []
        var depth = 0
        let bytes = path.utf8
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "/") where depth == 0:
                steps.append(path[start..<index])
                start = bytes.index(after: index)
            default: break
            }
            index = bytes.index(after: index)
        }
        steps.append(path[start...])
        return steps
    }

    /// The oracle for ``pathSteps(of:)``: the same split over `Character`s.
    static func pathStepsByCharacters(of path: String) -> [Substring] {
        var steps: [Substring] = []
        var depth = 0
        var start = path.startIndex
        for index in path.indices {
            switch path[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "/" where depth == 0:
                steps.append(path[start..<index])
                start = path.index(after: index)
            default: break
            }
        }
        steps.append(path[start...])
        return steps
    }
}
