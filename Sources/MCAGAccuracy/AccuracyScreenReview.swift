import Foundation

/// One reviewed screen of the accuracy corpus: the dump, the density it was
/// captured at, the app under test, and the reviewer's expectations.
package struct AccuracyScreenReview: Sendable {
    /// The expectation file, as given.
    package var file: String
    /// The dump, relative to the package root.
    package var dump: String
    /// The density the screen was really captured at.
    package var density: AccuracyDensity
    /// The app under test: an Android package or an iOS bundle identifier or name.
    package var app: String?
    /// Who reviewed the screen, and when.
    package var reviewer: String?
    /// The reviewed lines, in file order.
    package var expectations: [AccuracyExpectation]
}

/// The true density of a corpus screen, as its header states it.
package enum AccuracyDensity: Sendable, Hashable {
    /// Android dots per inch.
    case androidDPI(Double)
    /// iOS: the display's scale and its pixels per inch.
    case ios(scale: Double, pixelsPerInch: Double)
    /// Not known: size findings can only be reviewed.
    case unknown

    /// Reads `420 dpi`, `3 scale 460 ppi` or `unknown` (the reason after ` -- ` is dropped).
    package init?(header: String) {
        let statement = header.components(separatedBy: " -- ")[0]
        let words = statement.split(separator: " ").map(String.init)
        if words == ["unknown"] {
            self = .unknown
        } else if words.count == 2, words[1] == "dpi", let dpi = Self.positive(words[0]) {
            self = .androidDPI(dpi)
        } else if words.count == 4, words[1] == "scale", words[3] == "ppi",
                  let scale = Self.positive(words[0]), let ppi = Self.positive(words[2]) {
            self = .ios(scale: scale, pixelsPerInch: ppi)
        } else {
            return nil
        }
    }

    private static func positive(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, value > 0, value < 100_000 else { return nil }
        return value
    }
}

/// A malformed expectation file, with the place.
package struct AccuracyCorpusError: Error, Sendable, CustomStringConvertible {
    /// The file at fault.
    package var file: String
    /// The line at fault, when the fault is one line.
    package var line: Int?
    /// What is wrong and how to write it instead.
    package var message: String

    /// An error at `file`, and `line` when there is one.
    package init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
