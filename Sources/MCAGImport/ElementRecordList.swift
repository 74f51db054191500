import MCAGCore

/// A screen's `elements` in a JSON snapshot: a plain array of
/// ``ElementRecord``s, read one by one so that the elements with equal
/// semantics, or in the same window, share one box (``ElementBoxPool``) as
/// they do when imported from a dump, and equal class names are one string.
struct ElementRecordList: Codable {
    var records: [ElementRecord]

    init(_ records: [ElementRecord]) { self.records = records }

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var boxes = ElementBoxPool()
        var classNames: [String: String] = [:]
        records = []
        if let count = list.count { records.reserveCapacity(count) }
        while !list.isAtEnd {
            var record = try list.decode(ElementRecord.self)
            boxes.share(&record.element)
            Self.share(&record.element, classNames: &classNames)
            records.append(record)
        }
    }

    /// Gives the element the string of an earlier element's equal class
    /// name. Each element decodes a string of its own, and a screen repeats a
    /// few class names: a list of a million `android.widget.ImageButton`s held
    /// a million copies of the name (64 bytes each), which the audit's
    /// element locations keep until the report is written. A dump's importer
    /// shares them the same way (`StringInterner`). Names of up to 15 bytes
    /// are stored inline, with nothing to share.
    private static func share(_ element: inout Element, classNames: inout [String: String]) {
        guard let name = element.className, name.utf8.count > 15 else { return }
        if let shared = classNames[name] {
            element.className = shared
        } else if classNames.count < ElementBoxPool.capacity {
            classNames[name] = name
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records)
    }
}
