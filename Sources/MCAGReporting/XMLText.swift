extension String {
    /// The text escaped for XML content and attribute values. Control
    /// characters (which XML 1.0 mostly cannot carry) and bidirectional
    /// controls are written visibly as `\u{1B}` by the shared
    /// ``Swift/String/escapingControlCharacters``; U+FFFE and U+FFFF become
    /// U+FFFD, so that the document stays well-formed.
    var xmlEscaped: String {
        replacingScalars { scalar in
            if let entity = scalar.markupEntity(apostrophe: "&apos;") { return entity }
            switch scalar {
            case "\n": return "&#10;"
            case "\t": return "&#9;"
            case "\r": return "&#13;"
            case _ where scalar.isUnsafeControl: return scalar.visibleEscape
            case _ where (0xFFFE...0xFFFF).contains(scalar.value): return "\u{FFFD}"
            default: return nil
            }
        }
    }
}

extension Unicode.Scalar {
    /// The entity HTML and XML both write for a character markup reserves,
    /// nil for any other; `apostrophe` is the format's spelling of `'`.
    func markupEntity(apostrophe: String) -> String? {
        switch self {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": apostrophe
        default: nil
        }
    }
}
