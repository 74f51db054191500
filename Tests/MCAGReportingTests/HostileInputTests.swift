import Foundation
import Testing

/// The reproductions of issue 12 that used to trap (exit 132) or pass an
/// audit of nothing, run through the built `mcag`: each now exits 2 with a
/// message naming the place.
@Suite(.temporaryFolder) struct HostileInputTests {
    static let shop = CatalogExportTests.packageRoot.appendingPathComponent("Examples/Snapshots/shop.json")
    static let androidDump = CatalogExportTests.packageRoot.appendingPathComponent("Examples/Dumps/android-futu-community.xml")

    /// The shop example with `text` replaced by `replacement`, in a new file.
    static func shop(replacing text: String, with replacement: String) throws -> URL {
        let original = try String(contentsOf: shop, encoding: .utf8)
        #expect(original.contains(text))
        let url = try AuditCommandTests.temporaryDirectory().appendingPathComponent("shop.json")
        try original.replacingOccurrences(of: text, with: replacement).write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static func file(_ name: String, _ text: String) throws -> URL {
        let url = try AuditCommandTests.temporaryDirectory().appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static func expectUsageError(_ run: ExecutableTests.Run, _ message: String) {
        #expect(run.status == 2)
        #expect(run.error.contains(message), "stderr was: \(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [
        (#""unitsPerMillimetre": 6.04"#, #""unitsPerMillimetre": 1e300"#,
         "screens[0].density.unitsPerMillimetre: 1e300 is outside the snapshot format's range (0.1 to 1000)"),
        (#""role": "image", "identifier": "product-photo""#, #""role": "toast", "displayDuration": 1e300, "identifier": "product-photo""#,
         "displayDuration: 1e300 is outside the snapshot format's range (0 to 1000000000)"),
        (#""role": "image", "identifier": "product-photo""#, #""role": "toast", "displayDuration": 1e400, "identifier": "product-photo""#,
         "displayDuration: the number 1e400 is too large to represent"),
    ])
    func snapshotNumbersThatTrappedAreRefused(text: String, replacement: String, message: String) throws {
        Self.expectUsageError(try ExecutableTests.mcag("audit", try Self.shop(replacing: text, with: replacement).path), message)
    }

    @Test(arguments: [["--dpi", "1e19"], ["--ppi", "1e300"], ["--dpi", "0"], ["--ppi=nan"]])
    func statedDensitiesThatTrappedAreRefused(option: [String]) throws {
        let run = try ExecutableTests.mcag(["audit"] + option + [Self.androidDump.path])
        Self.expectUsageError(run, "per inch from 2.54 to 25400")
    }

    @Test func anEmptyInclusionIsAUsageError() throws {
        Self.expectUsageError(try ExecutableTests.mcag("audit", "--include=", Self.shop.path), "the inclusion names no criterion")
        let config = try Self.file("mcag.json", #"{"includedCriteria": []}"#)
        Self.expectUsageError(try ExecutableTests.mcag("audit", "--config", config.path, Self.shop.path),
                              "includedCriteria: an empty list would audit no criterion")
    }

    @Test func aPolicyOfIntMinIsRefused() throws {
        let config = try Self.file("mcag.json", #"{"impactPolicy": {"maximumLowering": -9223372036854775808}}"#)
        Self.expectUsageError(try ExecutableTests.mcag("audit", "--config", config.path, Self.shop.path),
                              ".impactPolicy.maximumLowering: -9223372036854775808 is outside 0 to 3")
    }

    @Test func baselineCountsPastIntMaxAreRefused() throws {
        let entry = #"{"fingerprint": "f", "requirement": "MCAG:interactive-elements-have-names#1", "count": 9223372036854775807, "message": "m"}"#
        let baseline = try Self.file("baseline.json", #"{"version": 1, "entries": [\#(entry), \#(entry)]}"#)
        Self.expectUsageError(try ExecutableTests.mcag("audit", "--baseline", baseline.path, Self.shop.path),
                              "counts run from 1 to 1000000000")
    }

    @Test func aMisspeltSuppressionKeyIsRefusedWithTheNearestKey() throws {
        let config = try Self.file("mcag.json", """
            {"suppressions": [{"requirement": "MCAG:interactive-elements-have-names#1", "identifer": "share", "reason": "x"}]}
            """)
        Self.expectUsageError(try ExecutableTests.mcag("audit", "--config", config.path, Self.shop.path),
                              "unknown key 'identifer' at suppressions[0]; did you mean 'identifier'?")
    }
}
