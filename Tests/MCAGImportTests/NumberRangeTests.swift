import Foundation
import Testing
import MCAGCore
@testable import MCAGImport

/// Numbers a snapshot or an option gives are refused outside the documented
/// ranges, with their JSON path, so nothing downstream traps on them.
@Suite struct NumberRangeTests {
    /// Every number property the schema declares, by name, with its bounds.
    static func schemaBounds() throws -> [String: SnapshotNumberRanges.Bounds] {
        let data = try Data(contentsOf: SnapshotJSONTests.schemaURL)
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var found: [String: SnapshotNumberRanges.Bounds] = [:]
        var pending: [Any] = [schema]
        while let next = pending.popLast() {
            if let list = next as? [Any] { pending.append(contentsOf: list); continue }
            guard let object = next as? [String: Any] else { continue }
            for (name, value) in (object["properties"] as? [String: Any]) ?? [:] {
                guard let property = value as? [String: Any], let type = property["type"] as? String,
                      type == "number" || type == "integer" else { continue }
                let exclusive = property["exclusiveMinimum"] as? Double
                let bounds = SnapshotNumberRanges.Bounds(
                    minimum: exclusive ?? (property["minimum"] as? Double) ?? -.infinity, isExclusive: exclusive != nil,
                    maximum: (property["maximum"] as? Double) ?? .infinity)
                #expect(found[name] == nil || found[name] == bounds, "'\(name)' has two ranges in the schema")
                found[name] = bounds
            }
            pending.append(contentsOf: object.values.filter { $0 is [String: Any] || $0 is [Any] })
        }
        return found
    }

    @Test func schemaAndReaderStateTheSameRanges() throws {
        let schema = try Self.schemaBounds()
        #expect(!schema.isEmpty)
        #expect(Set(schema.keys) == Set(SnapshotNumberRanges.byKey.keys))
        for (name, bounds) in schema {
            #expect(bounds.maximum.isFinite, "'\(name)' has no maximum in the schema")
            #expect(SnapshotNumberRanges.byKey[name] == bounds, "'\(name)': schema \(bounds), reader \(String(describing: SnapshotNumberRanges.byKey[name]))")
        }
    }

    /// The schema example with the first value of `key` written as `number`.
    static func example(setting key: String, to number: String) throws -> String {
        let text = String(decoding: try SnapshotJSONTests.schemaExample(), as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: "\"\(key)\"\\s*:\\s*[-0-9.eE+]+")
        let match = try #require(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)))
        let range = try #require(Range(match.range, in: text))
        return text.replacingCharacters(in: range, with: "\"\(key)\":\(number)")
    }

    @Test(arguments: [
        ("displayDuration", "1e300", "displayDuration: 1e300 is outside the snapshot format's range (0 to 1000000000)"),
        ("displayDuration", "9223372036854775808", "displayDuration: 9223372036854775808 is outside"),
        ("displayDuration", "1e400", "displayDuration: the number 1e400 is too large to represent"),
        ("unitsPerMillimetre", "1e300", "density.unitsPerMillimetre: 1e300 is outside"),
        ("unitsPerMillimetre", "0.0001", "density.unitsPerMillimetre: 0.0001 is outside"),
        ("textScale", "0", "screens[0].textScale: 0 is outside the snapshot format's range (more than 0, at most 100)"),
        ("headingLevel", "7", "headingLevel: 7 is outside the snapshot format's range (1 to 6)"),
    ])
    func outOfRangeNumbersAreRefusedWithTheirPath(key: String, number: String, message: String) throws {
        let error = SnapshotJSONTests.decode(try Self.example(setting: key, to: number))
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        ImportOptions(androidDPI: 1e19), ImportOptions(androidDPI: 0), ImportOptions(androidDPI: .nan),
        ImportOptions(iosPointsPerInch: 1e300), ImportOptions(iosPointsPerInch: -.infinity),
    ])
    func statedDensitiesOutsideTheRangeAreRefused(options: ImportOptions) throws {
        let url = Fixtures.files(in: "uiautomator-dump")[0]
        let error = Fixtures.importError(url, options: options)
        #expect(error?.message.contains("is outside 2.54 to 25400 per inch") == true, "\(String(describing: error))")
    }

    @Test func aOnePixelViewportIsNotTakenForAZeroDPIScreen() {
        let density = DensityAssumption.android(dpi: nil, viewport: Size(width: 1, height: 1))
        #expect(density.unitsPerMillimetre == DensityAssumption.androidFallbackDPI / 25.4)
        #expect(density.assumption?.contains("not a phone screen") == true)
        let phone = DensityAssumption.android(dpi: nil, viewport: Size(width: 1080, height: 2400))
        // A real phone extent is still inferred, within Android's density buckets.
        #expect(phone.assumption?.contains("not a phone screen") == false)
        #expect(DensityAssumption.inferableDPI.contains(phone.unitsPerMillimetre * 25.4))
    }
}
