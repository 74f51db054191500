#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small operations on UTF-8 held as raw bytes, shared by the byte reader and its attribute view.
enum ByteText {
    static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left, right, lhs.count) == 0
    }

    static func equal(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        equal(bytes, UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The text of bytes the reader has already checked to be UTF-8.
    static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// One string per distinct byte sequence met, so that the class names,
/// packages and resource IDs repeated on every node of a dump share one
/// allocation instead of holding a copy each. Bounded: past `capacity`
/// distinct strings (a hostile dump of unique names) new ones are made
/// without being remembered, so the table never outgrows a real dump's
/// vocabulary.
struct StringInterner {
    static let capacity = 1 << 16
    /// Longer strings are rarely repeated and cost their copy anyway.
    static let longest = 256

    private var slots = [Int32](repeating: -1, count: 1024)
    private var strings: [String] = []
    private var starts: [Int] = []
    private var hashes: [Int] = []
    private var arena: [UInt8] = []

    mutating func string(_ bytes: UnsafeRawBufferPointer) -> String { entry(bytes).string }

    /// The string, and its number among those remembered (nil when it was not remembered),
    /// by which a caller can remember facts about it without hashing it again.
    mutating func entry(_ bytes: UnsafeRawBufferPointer) -> (string: String, number: Int?) {
        guard bytes.count <= Self.longest else { return (ByteText.string(bytes), nil) }
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if hashes[entry] == hash, stored(entry, equals: bytes) { return (strings[entry], entry) }
            slot = (slot + 1) & mask
        }
        let made = ByteText.string(bytes)
        guard strings.count < Self.capacity else { return (made, nil) }
        let number = strings.count
        slots[slot] = Int32(number)
        strings.append(made)
        hashes.append(hash)
        starts.append(arena.count)
        arena.append(contentsOf: bytes)
        if strings.count * 2 > slots.count { grow() }
        return (made, number)
    }

    private func stored(_ entry: Int, equals bytes: UnsafeRawBufferPointer) -> Bool {
        let end = entry + 1 < starts.count ? starts[entry + 1] : arena.count
        return arena.withUnsafeBytes { arena in
            ByteText.equal(UnsafeRawBufferPointer(rebasing: arena[starts[entry]..<end]), bytes)
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    /// FNV-1a: the strings are short, and the table only needs them spread.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }
}
