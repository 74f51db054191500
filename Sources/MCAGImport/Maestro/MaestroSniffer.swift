import Foundation

/// Tells `maestro hierarchy` output from the project's own JSON snapshot by
/// the top-level keys in the file's head: Maestro's `TreeNode` has
/// `attributes` and `children` (mobile-dev-inc/maestro,
/// maestro-client/src/main/java/maestro/TreeNode.kt) and none of the
/// snapshot's `formatVersion`, `app` or `screens`.
enum MaestroSniffer {
    /// TreeNode's keys, as Jackson writes them.
    static let nodeKeys: Set<String> = ["attributes", "children", "clickable", "enabled", "focused", "checked", "selected"]
    /// The JSON snapshot's top-level keys.
    static let snapshotKeys: Set<String> = ["formatVersion", "app", "screens"]

    /// Whether the head is a Maestro hierarchy: an accepted preamble, then an
    /// object whose top-level keys seen in the head are all TreeNode's and
    /// include `attributes` or `children`.
    static func isHierarchy(head: Data) -> Bool {
        guard let start = MaestroPreamble.jsonStart(head) else { return false }
        let keys = topLevelKeys(head.dropFirst(start))
        guard !keys.isEmpty, keys.isDisjoint(with: snapshotKeys) else { return false }
        // Only TreeNode's keys: WebDriverAgent's JSON source has `children` too, beside `type` and `rect`.
        return keys.isSubset(of: nodeKeys) && (keys.contains("attributes") || keys.contains("children"))
    }

    /// The keys of the outermost object found in `bytes`, which may end mid-document.
    static func topLevelKeys(_ bytes: Data) -> Set<String> {
        var keys: Set<String> = []
        var depth = 0
        var index = bytes.startIndex
        var expectKey = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectKey = depth == 1 && byte == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return keys }
            case UInt8(ascii: ","):
                expectKey = depth == 1
            case UInt8(ascii: "\""):
                guard let end = stringEnd(bytes, from: index) else { return keys }
                if expectKey {
                    keys.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                    expectKey = false
                }
                index = end
            default:
                break
            }
            index += 1
        }
        return keys
    }

    /// The index of the quote closing the string opened at `start`.
    private static func stringEnd(_ bytes: Data, from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += 1
        }
        return nil
    }
}
