import Foundation

/// XML in UTF-16, recognised by its byte order mark.
///
/// XML 1.0 (section 4.3.3) requires every processor to read UTF-16, and
/// Windows PowerShell 5's `>` and `Out-File` write text as UTF-16 little
/// endian with a byte order mark, so `adb exec-out uiautomator dump /dev/tty
/// > ui_dump.xml` there gives such a file (GovEye's SyncStone capture). The
/// byte reader hands these to libxml2, which decodes them by the mark.
enum UTF16Text {
    enum Order { case littleEndian, bigEndian }

    /// The byte order the file's first two bytes mark, if they are a UTF-16 byte order mark.
    static func byteOrderMark(_ bytes: UnsafePointer<UInt8>, count: Int) -> Order? {
        guard count >= 2 else { return nil }
        if bytes[0] == 0xFF, bytes[1] == 0xFE { return .littleEndian }
        if bytes[0] == 0xFE, bytes[1] == 0xFF { return .bigEndian }
        return nil
    }

    /// The head of a file as text, when it starts with a UTF-16 byte order
    /// mark; a code unit cut at the end of the head is dropped.
    static func decodedHead(_ head: Data) -> String? {
        let order: Order? = head.withUnsafeBytes { raw in
            raw.bindMemory(to: UInt8.self).baseAddress.flatMap { byteOrderMark($0, count: head.count) }
        }
        guard let order else { return nil }
        let bytes: [UInt8] = Array(head.dropFirst(2))
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var offset = 0
        while offset + 1 < bytes.count {
            units.append(unit(bytes[offset], bytes[offset + 1], order))
            offset += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// One code unit from its two bytes, in the marked order.
    private static func unit(_ first: UInt8, _ second: UInt8, _ order: Order) -> UInt16 {
        let low: UInt16 = order == .littleEndian ? UInt16(first) : UInt16(second)
        let high: UInt16 = order == .littleEndian ? UInt16(second) : UInt16(first)
        return high << 8 | low
    }
}
