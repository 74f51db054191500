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
        let bytes = [UInt8](head.dropFirst(2))
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map { offset in
            order == .littleEndian
                ? UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
                : UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }
        return String(decoding: units, as: UTF16.self)
    }
}
