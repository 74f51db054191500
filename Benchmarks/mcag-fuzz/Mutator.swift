import Foundation
import MCAGBenchmarkSupport

/// Seed inputs: every fixture file below a folder.
enum Corpus {
    static func load(from path: String) -> [Data] { files(from: path).map(\.data) }

    /// The fixture files below a folder with their contents, the path kept so the format can be detected.
    static func files(from path: String) -> [(url: URL, data: Data)] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var inputs: [(url: URL, data: Data)] = []
        while let name = walker.nextObject() as? String {
            guard name.hasSuffix(".xml") || name.hasSuffix(".json") || name.hasSuffix(".txt"),
                  let data = FileManager.default.contents(atPath: "\(path)/\(name)") else { continue }
            inputs.append((URL(fileURLWithPath: "\(path)/\(name)"), data))
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
    ] + jsonFragments

    /// Values and keys that matter to the JSON readers: numbers at and past
    /// every limit, typos of real keys, repeated keys, impossible dates, and
    /// control and bidirectional characters for the renderers.
    private static let jsonFragments: [String] = [
        "1e300", "-1e300", "1e400", "9223372036854775807", "-9223372036854775808", "18446744073709551616",
        "0", "-0", "0.0000001", "\"\"", "[]", "{}", "true", ",", ":", "\"identifer\":", "\"sreen\":",
        "\"expiry\":", "\"count\":9223372036854775807,", "\"count\":0,", "\"maximumLowering\":-9223372036854775808,",
        "\"date\":\"2026-02-31\",", "\"result\":\"Compliant\",", "\"result\":\"Not Compliant\",",
        "\"requirement\":\"MCAG:clean-names#1\",", "\"includedCriteria\":[],", "\"displayDuration\":1e300,",
        "\"unitsPerMillimetre\":1e300,", "\\u001b[31m", "\\u202e", "\\ud800", "\u{1B}[2J", "\u{202E}", "\u{7}",
    ]

    /// A position in `0..<count`; 0 when `count` is 0.
    private mutating func pick(below count: Int) -> Int {
        count > 0 ? Int(random.next() % UInt64(count)) : 0
    }

    /// Values that keep a JSON file valid while probing its readers' limits.
    private static let jsonValues: [String] = [
        "1e300", "-1", "0", "9223372036854775807", "-9223372036854775808", "1e400", "0.5", "null", "true", "\"\"",
        "[]", "{}", "\"2026-02-31\"", "\"9999-99-99\"", "\"NC\"", "\"Not Compliant\"", "\"critical\"",
        "{\"min\":\"critical\",\"max\":\"minor\"}", "\"\\u001b]0;x\\u0007\"", "\"\\u202eevil\"", "\"MCAG:clean-names#1\"",
    ]

    mutating func mutate(_ seed: Data) -> Data {
        // Half the mutants of a JSON file stay valid JSON, so that they get past
        // the parser to the checks of ranges, keys, dates and the DHS rules.
        if seed.first == UInt8(ascii: "{"), pick(below: 2) == 0 { return mutateJSONValues(seed) }
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

    /// Replaces one to three values after a `:` with values from ``jsonValues``.
    private mutating func mutateJSONValues(_ seed: Data) -> Data {
        var bytes = [UInt8](seed)
        for _ in 0...pick(below: 3) {
            let colons = bytes.indices.filter { Self.separatesKeyAndValue(bytes, at: $0) }
            guard !colons.isEmpty else { break }
            var start = colons[pick(below: colons.count)] + 1
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            guard let first = bytes[start...].first, first != UInt8(ascii: "{"), first != UInt8(ascii: "[") else { continue }
            let end = Self.endOfScalar(in: bytes, from: start)
            let value = Self.jsonValues[pick(below: Self.jsonValues.count)]
            bytes.replaceSubrange(start..<end, with: Array(value.utf8))
        }
        return Data(bytes)
    }

    /// Whether the byte at `index` is the `:` after a key (a quote, maybe spaces, then `:`),
    /// not one inside a string such as a fingerprint's `::`.
    private static func separatesKeyAndValue(_ bytes: [UInt8], at index: Int) -> Bool {
        guard bytes[index] == UInt8(ascii: ":") else { return false }
        var before = index - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
        return before >= 0 && bytes[before] == UInt8(ascii: "\"")
    }

    /// Where the scalar value starting at `start` ends: after its closing quote, or at `,`, `}`, `]` or a line end.
    private static func endOfScalar(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        if bytes[start] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(index + 1, bytes.count)
        }
        let stops: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x0A]
        while index < bytes.count, !stops.contains(bytes[index]) { index += 1 }
        return index
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
