extension String {
    /// The text escaped for XML content and attribute values. Control
    /// characters (which XML 1.0 mostly cannot carry) and bidirectional
    /// controls are written visibly as `\u{1B}` by the shared
    /// ``Swift/String/escapingControlCharacters``; U+FFFE and U+FFFF become
    /// U+FFFD, so that the document stays well-formed.
    var xmlEscaped: String {
        var out = ""
        out.reserveCapacity(count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\r": out += "&#13;"
            case _ where scalar.isUnsafeControl: out += String(scalar).escapingControlCharacters
            case _ where (0xFFFE...0xFFFF).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
