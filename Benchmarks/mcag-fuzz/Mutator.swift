import Foundation
import MCAGBenchmarkSupport

/// Seed inputs: every fixture file below a folder.
enum Corpus {
    static func load(from path: String) -> [Data] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var inputs: [Data] = []
        while let name = walker.nextObject() as? String {
            guard name.hasSuffix(".xml") || name.hasSuffix(".json"),
                  let data = FileManager.default.contents(atPath: "\(path)/\(name)") else { continue }
            inputs.append(data)
        }
        return inputs
    }
}

/// Structure-aware and byte-level mutations, reproducible from a seed.
struct Mutator {
    var random: SplitMix

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    private static let fragments: [String] = [
        "<node>", "</node>", "<node bounds=\"[0,0][-5,99999999999]\"/>", "<XCUIElementTypeButton x=\"NaN\" />",
        "&amp;", "&#0;", "&#xD800;", "&unknown;", "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>",
        "<!ENTITY a \"aaaaaaaaaa\">", "<![CDATA[", "]]>", "\"", "'", "<", ">", "=", "\u{FEFF}",
        "width=\"1e308\"", "height=\"-0\"", "checked=\"maybe\"", "{", "}", "[", "]", "\"children\":[",
        "\"frame\":{\"x\":\"1\"}", "null", "\u{0}", "\r\n",
    ]

    /// A position in `0..<count`; 0 when `count` is 0.
    private mutating func pick(below count: Int) -> Int {
        count > 0 ? Int(random.next() % UInt64(count)) : 0
    }

    mutating func mutate(_ seed: Data) -> Data {
        var bytes = [UInt8](seed)
        for _ in 0...pick(below: 4) {
            mutateOnce(&bytes)
        }
        return Data(bytes)
    }

    // One small function per kind of change keeps each body quick to type-check.
    private mutating func mutateOnce(_ bytes: inout [UInt8]) {
        switch pick(below: 8) {
        case 0 where !bytes.isEmpty:  // flip a byte
            let index = pick(below: bytes.count)
            bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
        case 1 where !bytes.isEmpty:  // truncate
            bytes.removeLast(pick(below: bytes.count))
        case 2 where bytes.count > 2:  // delete a range
            let start = pick(below: bytes.count - 1)
            let length = pick(below: min(256, bytes.count - start))
            bytes.removeSubrange(start..<(start + length))
        case 3 where bytes.count > 2:  // duplicate a range
            let start = pick(below: bytes.count - 1)
            let length = pick(below: min(512, bytes.count - start))
            let copied = Array(bytes[start..<(start + length)])
            bytes.insert(contentsOf: copied, at: start)
        case 4:  // insert a fragment that matters to a parser
            let fragment = Self.fragments[pick(below: Self.fragments.count)]
            bytes.insert(contentsOf: Array(fragment.utf8), at: pick(below: bytes.count))
        case 5:  // invalid UTF-8
            bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: pick(below: bytes.count))
        case 6:  // deep nesting
            insertDeepNesting(into: &bytes)
        default:  // replace a digit with an absurd number
            if let index = bytes.indices.randomDigit(in: bytes, using: &random) {
                bytes.insert(contentsOf: Array("99999999999999999999".utf8), at: index)
            }
        }
    }

    private mutating func insertDeepNesting(into bytes: inout [UInt8]) {
        let depth = pick(below: 3000)
        let open: [UInt8] = Array(String(repeating: "<node>", count: depth).utf8)
        let close: [UInt8] = Array(String(repeating: "</node>", count: depth).utf8)
        bytes.insert(contentsOf: open + close, at: pick(below: bytes.count))
    }
}

extension Range where Bound == Int {
    func randomDigit(in bytes: [UInt8], using random: inout SplitMix) -> Int? {
        guard !isEmpty else { return nil }
        let start = Int(random.next() % UInt64(count))
        return bytes[start...].firstIndex { $0 >= 0x30 && $0 <= 0x39 }
    }
}
