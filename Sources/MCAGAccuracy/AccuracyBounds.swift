import Foundation
import MCAGRules

/// An element's rectangle as an expectation file writes it, kept as its
/// corners in hundredths of a unit so that the dump's notation and a
/// finding's frame compare exactly.
///
/// Android dumps write `[x1,y1][x2,y2]` in pixels; XCUITest dumps write the
/// x, y, width and height attributes in points, written here `x,y,width,height`.
package struct AccuracyBounds: Sendable, Hashable, CustomStringConvertible {
    /// Left, top, right and bottom, in hundredths of the dump's unit.
    let corners: [Int]
    /// The notation the bounds were written in, for messages.
    let notation: Notation

    /// The two ways a dump writes bounds.
    enum Notation: Sendable, Hashable {
        /// Android: `[x1,y1][x2,y2]`.
        case corners
        /// iOS: `x,y,width,height`.
        case originAndSize
    }

    /// Reads bounds as an expectation file writes them; nil when the text is
    /// neither notation or a number is out of range.
    package init?(_ text: String) {
        let isCorners = text.hasPrefix("[")
        guard let values = isCorners ? Self.cornerValues(text) : Self.originAndSizeCorners(text) else { return nil }
        corners = values
        notation = isCorners ? .corners : .originAndSize
    }

    /// The corners of `x,y,width,height`, in hundredths; nil when the text is not that.
    private static func originAndSizeCorners(_ text: String) -> [Int]? {
        let numbers: [String] = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard numbers.count == 4, let values: [Int] = hundredths(numbers) else { return nil }
        let x: Int = values[0], y: Int = values[1], width: Int = values[2], height: Int = values[3]
        return [x, y, x + width, y + height]
    }

    /// The four numbers of `[x1,y1][x2,y2]`, in hundredths; nil when the text is not that.
    private static func cornerValues(_ text: String) -> [Int]? {
        guard text.hasSuffix("]") else { return nil }
        let inner: Substring = text.dropFirst().dropLast()
        let parts: [Substring] = inner.split(separator: "][", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let numbers: [String] = parts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map(String.init)
        guard numbers.count == 4 else { return nil }
        return hundredths(numbers)
    }

    /// The bounds of a finding's frame, in the notation of its platform.
    init?(frame: Rect, notation: Notation) {
        guard let values = Self.hundredths([frame.minX, frame.minY, frame.maxX, frame.maxY]) else { return nil }
        corners = values
        self.notation = notation
    }

    /// The bounds in their own notation, as an expectation file writes them.
    package var description: String {
        let text = corners.map(Self.text)
        switch notation {
        case .corners: return "[\(text[0]),\(text[1])][\(text[2]),\(text[3])]"
        case .originAndSize:
            return "\(text[0]),\(text[1]),\(Self.text(corners[2] - corners[0])),\(Self.text(corners[3] - corners[1]))"
        }
    }

    /// Bounds are equal when their corners are, whatever the notation.
    package static func == (left: AccuracyBounds, right: AccuracyBounds) -> Bool { left.corners == right.corners }
    /// Hashes the corners only, like ``==(_:_:)``.
    package func hash(into hasher: inout Hasher) { hasher.combine(corners) }

    /// The largest coordinate accepted: far beyond any screen, far below overflow.
    static let limit: Double = 10_000_000

    private static func hundredths(_ texts: [String]) -> [Int]? {
        var values: [Double] = []
        for text in texts {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        return hundredths(values)
    }

    private static func hundredths(_ values: [Double]) -> [Int]? {
        var result: [Int] = []
        for value in values {
            guard value.isFinite, abs(value) <= limit else { return nil }
            result.append(Int((value * 100).rounded()))
        }
        return result
    }

    private static func text(_ hundredths: Int) -> String {
        hundredths % 100 == 0 ? String(hundredths / 100) : String(Double(hundredths) / 100)
    }
}
