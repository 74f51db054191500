import Foundation
import Testing

/// `mcag audit --app` and `--include-other-apps` end to end on a real dump whose
/// status bar (com.android.systemui) and gesture bar (com.miui.home) share the
/// screen with Instagram: every format counts what was set aside.
@Suite struct AppScopeCommandTests {
    static let instagram = CatalogExportTests.packageRoot.appendingPathComponent(
        "Tests/Fixtures/uiautomator-dump/100lvlmaster__instagram-scraper-uiautomator__dumps__1638253167077344377__profile.xml").path

    /// Nodes per package, read from the XML (an oracle independent of the importer).
    static func packageCount(_ package: String) throws -> Int {
        let text = try String(contentsOfFile: instagram, encoding: .utf8)
        return text.components(separatedBy: "package=\"\(package)\"").count - 1
    }

    static func otherAppsCount() throws -> Int {
        try packageCount("com.android.systemui") + packageCount("com.miui.home")
    }

    @Test func everyFormatCountsTheElementsSetAside() throws {
        let others = try Self.otherAppsCount()
        let text = try ExecutableTests.mcag(["audit", Self.instagram]).output
        #expect(text.contains("  Apps:     com.instagram.android; \(others) elements of other apps set aside"))
        #expect(text.contains("\(try Self.packageCount("com.android.systemui")) elements of the system UI com.android.systemui"))
        for format in ["markdown", "html"] {
            let report = try ExecutableTests.mcag(["audit", "--format", format, Self.instagram]).output
            #expect(report.contains("Set aside: \(others) elements of other apps"), "\(format)")
        }
        let json = try #require(try JSONSerialization.jsonObject(
            with: Data(try ExecutableTests.mcag(["audit", "--format", "json", Self.instagram]).output.utf8)) as? [String: Any])
        let scope = try #require(json["appScope"] as? [String: Any])
        #expect(scope["elements"] as? Int == others)
        #expect(scope["includesOtherApps"] as? Bool == false)
        let sarif = try ExecutableTests.mcag(["audit", "--format", "sarif", Self.instagram]).output
        #expect(sarif.contains("\"appScope\""))
        let junit = try ExecutableTests.mcag(["audit", "--format", "junit", Self.instagram]).output
        #expect(junit.contains("<!-- Set aside: \(others) elements of other apps"))
    }

    @Test func includingOtherAppsAuditsThemAndSaysSo() throws {
        let run = try ExecutableTests.mcag(["audit", "--include-other-apps", Self.instagram])
        #expect(run.output.contains("Other apps audited with the app under test (\(try Self.otherAppsCount()) elements)"))
    }

    @Test func anUnknownAppIsAUsageError() throws {
        let run = try ExecutableTests.mcag(["audit", "--app", "com.instagram.androi", Self.instagram])
        #expect(run.status == 2)
        #expect(run.error.contains("the app 'com.instagram.androi' has no element in the snapshot"))
        #expect(run.error.contains("com.instagram.android"))
    }
}
