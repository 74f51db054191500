import MCAGCore
import Foundation

/// A cap on the attribute text an XML dump may produce, so that internal
/// entities referenced from many attributes cannot turn a small file into
/// gigabytes of element text (a 2.3 MB file once expanded to 2 GB and took
/// 34 s to import). libxml2 bounds each expansion on its own; this bounds
/// their sum across the document.
///
/// Without entities, a document's attribute text is never longer than the
/// file (character references only shrink). The budget allows twice the
/// file's size plus 1 MB, so no entity-free dump comes near it, while an
/// expansion attack stops after a few megabytes of work.
struct EntityExpansionBudget {
    static let allowance = 1 << 20
    /// For sources of unknown size (pipes), a fixed figure far above any real dump's attribute text.
    static let unknownSizeLimit = 512 << 20

    let limit: Int
    private(set) var spent = 0

    init(fileSize: Int?) {
        limit = fileSize.map { $0 > (Int.max - Self.allowance) / 2 ? Int.max : 2 * $0 + Self.allowance } ?? Self.unknownSizeLimit
    }

    /// Counts an element's attributes; the message to fail with once the budget is exceeded.
    mutating func spend(_ attributes: [String: String]) -> String? {
        for (name, value) in attributes { spent += name.utf8.count + value.utf8.count }
        guard spent > limit else { return nil }
        return "the attributes expand to more than \(Self.megabytes(limit)) MB, more than twice the file's size: "
            + "the file declares internal entities that multiply its text (an entity expansion attack, or not a real dump; "
            + "Appium and uiautomator dumps declare no entities)"
    }

    private static func megabytes(_ bytes: Int) -> String { (Double(bytes) / 1_048_576).twoDecimals }
}
