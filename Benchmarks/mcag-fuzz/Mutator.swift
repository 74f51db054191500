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

    mutating func mutate(_ seed: Data) -> Data {
        var bytes = [UInt8](seed)
        for _ in 0...(random.next() % 4) {
            switch random.next() % 8 {
            case 0 where !bytes.isEmpty:  // flip a byte
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            case 1 where !bytes.isEmpty:  // truncate
                bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
            case 2 where bytes.count > 2:  // delete a range
                let start = Int(random.next() % UInt64(bytes.count - 1))
                let length = Int(random.next() % UInt64(min(256, bytes.count - start)))
                bytes.removeSubrange(start..<(start + length))
            case 3 where bytes.count > 2:  // duplicate a range
                let start = Int(random.next() % UInt64(bytes.count - 1))
                let length = Int(random.next() % UInt64(min(512, bytes.count - start)))
                bytes.insert(contentsOf: bytes[start..<(start + length)], at: start)
            case 4:  // insert a fragment that matters to a parser
                let fragment = Self.fragments[Int(random.next() % UInt64(Self.fragments.count))]
                let index = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
                bytes.insert(contentsOf: Array(fragment.utf8), at: index)
            case 5:  // invalid UTF-8
                let index = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
                bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: index)
            case 6:  // deep nesting
                let depth = Int(random.next() % 3000)
                let open = Array(String(repeating: "<node>", count: depth).utf8)
                let close = Array(String(repeating: "</node>", count: depth).utf8)
                let index = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
                bytes.insert(contentsOf: open + close, at: index)
            default:  // replace a digit with an absurd number
                if let index = bytes.indices.randomDigit(in: bytes, using: &random) {
                    bytes.insert(contentsOf: Array("99999999999999999999".utf8), at: index)
                }
            }
        }
        return Data(bytes)
    }
}

extension Range where Bound == Int {
    func randomDigit(in bytes: [UInt8], using random: inout SplitMix) -> Int? {
        guard !isEmpty else { return nil }
        let start = Int(random.next() % UInt64(count))
        return bytes[start...].firstIndex { $0 >= 0x30 && $0 <= 0x39 }
    }
}
