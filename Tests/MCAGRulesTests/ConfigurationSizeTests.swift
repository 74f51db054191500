import Foundation
import Testing
import MCAGRules

/// A configuration far larger than any house needs is refused before it is read: decoding a
/// 100 MB file took 1.16 GB of memory.
@Suite struct ConfigurationSizeTests {
    @Test func aConfigurationOverSixteenMebibytesIsRefusedUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-config-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mcag.json")
        // A sparse file: its size is what is checked, so no 17 MiB is written.
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{}".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 17 * 1_048_576)
        try handle.close()
        let started = Date()
        #expect {
            _ = try HouseConfiguration.load(from: file)
        } throws: { error in
            "\(error)".contains("the configuration is 17825792 bytes") && "\(error)".contains("at most 16777216 bytes")
        }
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func aConfigurationJustUnderTheLimitIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-config-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mcag.json")
        // White space after the object is valid JSON, so the size alone decides.
        var text = Data("{\"minimumImpact\": \"serious\"}".utf8)
        text.append(Data(repeating: 0x20, count: 1_000_000))
        try text.write(to: file)
        let configuration = try HouseConfiguration.load(from: file)
        #expect(configuration.minimumImpact == .serious)
    }
}
