import Foundation
import Testing

/// `mcag audit --screenshot`: usage errors name the problem.
@Suite struct ScreenshotOptionTests {
    @Test func aMissingScreenshotIsAUsageError() throws {
        let run = try AuditCommandTests.run("audit", AuditCommandTests.androidDump, "--screenshot", "/no/such/shot.png")
        #expect(run.status == 2)
        #expect(run.error.contains("'--screenshot /no/such/shot.png' does not exist"), "stderr was: \(run.error)")
    }

    @Test func aScreenshotWithSeveralDumpsIsAUsageError() throws {
        let run = try AuditCommandTests.run("audit", AuditCommandTests.androidDump, AuditCommandTests.iosDump,
                                            "--screenshot", AuditCommandTests.shop)
        #expect(run.status == 2)
        #expect(run.error.contains("--screenshot goes with one dump"), "stderr was: \(run.error)")
    }

    @Test func aFileThatIsNotAPNGIsAnErrorNamingIt() throws {
        // The JSON example is no image: the import fails naming the screenshot file.
        let run = try AuditCommandTests.run("audit", AuditCommandTests.androidDump, "--screenshot", AuditCommandTests.shop)
        #expect(run.status == 2)
        #expect(run.error.contains("shop.json: not a usable PNG screenshot"), "stderr was: \(run.error)")
    }
}
