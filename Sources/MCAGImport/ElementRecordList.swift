import MCAGCore

/// A screen's `elements` in a JSON snapshot: a plain array of
/// ``ElementRecord``s, read one by one so that the elements with equal
/// semantics, or in the same window, share one box (``ElementBoxPool``) as
/// they do when imported from a dump.
struct ElementRecordList: Codable {
    var records: [ElementRecord]

    init(_ records: [ElementRecord]) { self.records = records }

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var boxes = ElementBoxPool()
        records = []
        if let count = list.count { records.reserveCapacity(count) }
        while !list.isAtEnd {
            var record = try list.decode(ElementRecord.self)
            boxes.share(&record.element)
            records.append(record)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records)
    }
}
