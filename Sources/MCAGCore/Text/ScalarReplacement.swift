extension String {
    /// The text with each scalar that `replacement` rewrites written as it
    /// says and every other scalar kept. The one loop behind all escaping in
    /// the package (control characters here, HTML, XML and JSON strings in
    /// the reports), so that a format states only which scalars it rewrites.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if let written = replacement(scalar) {
                out.append(contentsOf: written.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}

extension Unicode.Scalar {
    /// The scalar written visibly, as `\u{1B}`: how every text format shows
    /// an ``isUnsafeControl`` character.
    package var visibleEscape: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }
}
