import Foundation
import Testing

/// Issue 31, cases 14, 18, 19 and 20, run against the built `mcag`: an output
/// over a screenshot a snapshot names, misleading errors, values blank in
/// effect, file names that are not UTF-8, and a baseline rewritten from a
/// partial audit. Each ends with exit 0, 1 or 2 and a message in words.
@Suite(.temporaryFolder) struct ReliabilityInputTests {
    let files = try? FileSafetyTests()

    static let png = CatalogExportTests.packageRoot.appendingPathComponent("Tests/MCAGPNGTests/Fixtures/grey-1.png")

    /// A JSON snapshot of two 13 × 11 screens, each naming its screenshot (the fixture is 13 × 11 pixels).
    func writeSnapshotNamingScreenshots(_ files: FileSafetyTests) throws {
        try FileManager.default.createDirectory(at: files.folder.appendingPathComponent("shots"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.png, to: files.folder.appendingPathComponent("ref.png"))
        try FileManager.default.copyItem(at: Self.png, to: files.folder.appendingPathComponent("shots/two.png"))
        let json = #"""
        {"formatVersion": 2, "screens": [
         {"name": "One", "viewport": {"width": 13, "height": 11}, "screenshot": "ref.png", "elements": [{"role": "window"}]},
         {"name": "Two", "viewport": {"width": 13, "height": 11}, "screenshot": "shots/two.png", "elements": [{"role": "window"}]}]}
        """#
        try Data(json.utf8).write(to: files.folder.appendingPathComponent("two.json"))
    }

    /// Case 14: the screenshots a JSON snapshot names are inputs, on every screen.
    @Test(arguments: [
        (["audit", "two.json", "--output", "ref.png"], "--output 'ref.png' would overwrite the screenshot 'ref.png', named by two.json in screens[0]"),
        (["audit", "two.json", "--output", "./shots/two.png"], "would overwrite the screenshot 'shots/two.png' (the same file as './shots/two.png'), named by two.json in screens[1]"),
        (["audit", "two.json", "--write-baseline", "shots/two.png"], "--write-baseline 'shots/two.png' would overwrite the screenshot 'shots/two.png'"),
        (["checklist", "two.json", "--output", "ref.png"], "--output 'ref.png' would overwrite the screenshot 'ref.png'"),
        (["conformance", "two.json", "--standard", "wcag22", "--output", "ref.png"], "--output 'ref.png' would overwrite the screenshot 'ref.png'"),
        (["conformance", "two.json", "--standard", "wcag22", "--output", "two.json"], "--output 'two.json' would overwrite the input 'two.json'"),
    ])
    func anOutputOverAScreenshotASnapshotNamesIsRefused(arguments: [String], message: String) throws {
        let files = try #require(files)
        try writeSnapshotNamingScreenshots(files)
        let before = try Data(contentsOf: Self.png)
        let run = try files.mcag(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(files.contents("ref.png") == before)
        #expect(files.contents("shots/two.png") == before)
        #expect(files.contents("two.json").map { $0.first == UInt8(ascii: "{") } == true)
        let left = try FileManager.default.contentsOfDirectory(atPath: files.folder.path).sorted()
        #expect(left == ["ref.png", "shop.json", "shots", "two.json"], "files left: \(left)")
        // The same snapshot audits with the report elsewhere.
        #expect(try files.mcag(["audit", "two.json", "--output", "report.txt"]).status == 0)
    }

    /// Case 18: a device, a FIFO, a folder or /proc/self/mem given as a file to
    /// read is refused in words naming it and what the option takes.
    @Test func specialFilesGivenToReadAreRefusedInWords() throws {
        let files = try #require(files)
        #expect(mkfifo(files.path("fifo"), 0o644) == 0)
        try FileManager.default.createDirectory(at: files.folder.appendingPathComponent("folder"), withIntermediateDirectories: true)
        var cases: [([String], String)] = [
            (["--config", "fifo"], "--config 'fifo' is not a house configuration file (JSON; its keys are described in Documentation/Suppressions.md): it is a named pipe (FIFO), not a regular file"),
            (["--baseline", "folder"], "--baseline 'folder' is not a baseline file (the JSON that 'mcag audit … --write-baseline FILE' records): it is a folder, not a regular file"),
            (["--reviews", "fifo"], "--reviews 'fifo' is not a review file (the JSON that 'mcag review record --file FILE' writes): it is a named pipe (FIFO)"),
        ]
        if FileSafetyTests.isCharacterDevice("/dev/urandom") {
            cases.append((["--baseline", "/dev/urandom"], "--baseline '/dev/urandom' is not a baseline file (the JSON that 'mcag audit … --write-baseline FILE' records): it is a character device, not a regular file"))
            cases.append((["--config", "/dev/urandom"], "--config '/dev/urandom' is not a house configuration file"))
        }
        if FileManager.default.fileExists(atPath: "/proc/self/mem") {
            cases.append((["--reviews", "/proc/self/mem"], "--reviews '/proc/self/mem' cannot be read: the system refused to read it (Input/output error); give a review file"))
            cases.append((["--baseline", "/proc/self/mem"], "--baseline '/proc/self/mem' cannot be read: the system refused to read it (Input/output error)"))
        }
        for (options, message) in cases {
            let run = try files.mcag(["audit", "shop.json"] + options)
            #expect(run.status == 2, "\(options)")
            #expect(run.error.contains(message), "\(options): \(run.error)")
            for misleading in ["permission", "NSCocoaErrorDomain", "record it again", "--write-baseline /dev", "--write-baseline fifo"] {
                #expect(!run.error.contains(misleading), "\(options): \(run.error)")
            }
        }
        let list = try files.mcag(["review", "list", "--file", "folder"])
        #expect(list.status == 2)
        #expect(list.error.contains("--file 'folder' is not a review file"), "\(list.error)")
    }

    /// Case 18: a baseline of the wrong shape is described in words, not as `DecodingError` debug text.
    @Test(arguments: [
        (#"{"version": 1, "entries": [{"fingerprint": 1, "requirement": "a", "count": 1, "message": "m"}]}"#,
         "is not a baseline file: entries[0].fingerprint is not a string"),
        (#"{"entries": []}"#, "is not a baseline file: version is missing"),
        (#"{"version": 1, "entries": {}}"#, "is not a baseline file: entries is not a list ([…])"),
    ])
    func aBaselineOfTheWrongShapeIsDescribedInWords(text: String, message: String) throws {
        let files = try #require(files)
        try Data(text.utf8).write(to: files.folder.appendingPathComponent("b.json"))
        let run = try files.mcag(["audit", "shop.json", "--baseline", "b.json"])
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!run.error.contains("DecodingError") && !run.error.contains("Debug description"), "\(run.error)")
    }

    /// Case 18: an unknown key is never answered with "did you mean" itself.
    @Test func anUnknownKeyIsNotSuggestedItself() throws {
        let files = try #require(files)
        let json = #"{"formatVersion": 2, "screens": [{"name": "One", "x": 1, "elements": [{"role": "window"}]}]}"#
        try Data(json.utf8).write(to: files.folder.appendingPathComponent("x.json"))
        let run = try files.mcag(["audit", "x.json"])
        #expect(run.status == 2)
        #expect(run.error.contains("unknown key 'x' at screens[0]"), "\(run.error)")
        #expect(!run.error.contains("did you mean 'x'"), "\(run.error)")
        try Data(#"{"y": 1}"#.utf8).write(to: files.folder.appendingPathComponent("c.json"))
        let config = try files.mcag(["audit", "shop.json", "--config", "c.json"])
        #expect(config.status == 2)
        #expect(!config.error.contains("did you mean 'y'"), "\(config.error)")
    }

    /// Case 19: a reason made of a zero-width space or a NUL is no reason.
    @Test(arguments: ["\u{200B}", "\u{0}", "\u{FEFF}\u{2060} \n"])
    func aReasonWithNoVisibleCharacterIsRefused(reason: String) throws {
        let files = try #require(files)
        let suppression: [String: Any] = ["suppressions": [["requirement": "MCAG:clean-names#1", "reason": reason]]]
        try JSONSerialization.data(withJSONObject: suppression).write(to: files.folder.appendingPathComponent("s.json"))
        let run = try files.mcag(["audit", "shop.json", "--config", "s.json"])
        #expect(run.status == 2)
        #expect(run.error.contains("suppressions[0]"), "\(run.error)")
        #expect(run.error.contains("give a house reason (the reason holds no visible character)"), "\(run.error)")
        let disabled: [String: Any] = ["disabledCriteria": [["criterion": "MCAG:flashing-content", "reason": reason]]]
        try JSONSerialization.data(withJSONObject: disabled).write(to: files.folder.appendingPathComponent("d.json"))
        let house = try files.mcag(["audit", "shop.json", "--config", "d.json"])
        #expect(house.status == 2)
        #expect(house.error.contains("disabledCriteria"), "\(house.error)")
        #expect(house.error.contains("disabling MCAG:flashing-content gives no reason"), "\(house.error)")
    }

    /// Case 19: a tester of no visible character, and days far from today, are refused.
    @Test(arguments: [
        (["--tester", "\u{200B}"], "give --tester NAME"),
        (["--tester", "\u{FEFF}\u{2060}"], "give --tester NAME"),
        (["--tester", "QA", "--date", "2999-01-01"], "record 1: date '2999-01-01' is outside the days a review may carry, 2000-01-01 to tomorrow"),
        (["--tester", "QA", "--date", "0001-01-01"], "record 1: date '0001-01-01' is outside the days a review may carry, 2000-01-01 to tomorrow"),
    ])
    func reviewValuesBlankInEffectOrFarFromTodayAreRefused(options: [String], message: String) throws {
        let files = try #require(files)
        let run = try files.mcag(["review", "record", "--file", "r.json", "--requirement", "MCAG:clean-names#1", "--result", "C"] + options)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: files.path("r.json")))
        let record = #"{"requirement": "MCAG:clean-names#1", "result": "Compliant", "tester": "\u200b", "date": "2026-11-20"}"#
        try Data(#"{"reviewVersion": 1, "records": [\#(record)]}"#.utf8).write(to: files.folder.appendingPathComponent("hand.json"))
        let hand = try files.mcag(["review", "list", "--file", "hand.json"])
        #expect(hand.status == 2)
        #expect(hand.error.contains("record 1: name the tester"), "\(hand.error)")
    }

    /// Case 19: a line feed or tab in a tester, screen or note stays inside its row of `review list`.
    @Test func reviewListKeepsEachRecordOnOneLine() throws {
        let files = try #require(files)
        let run = try files.mcag(["review", "record", "--file", "r.json", "--requirement", "MCAG:clean-names#1", "--result", "C",
                                  "--tester", "Q\nA", "--screen", "Log\tin", "--note", "one\ntwo\u{1B}[2J"])
        #expect(run.status == 0, "\(run.error)")
        let list = try files.mcag(["review", "list", "--file", "r.json"])
        #expect(list.status == 0)
        let lines = list.output.split(separator: "\n", omittingEmptySubsequences: false)
        // One record, the summary, and the empty rest after the last line feed.
        #expect(lines.count == 3, "\(lines)")
        let fields = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        #expect(fields.count == 6, "\(fields)")
        #expect(fields.count == 6 && fields[1] == #"Log\tin"# && fields[3] == #"Q\nA"# && fields[5] == #"one\ntwo\u{1B}[2J"#,
                "\(fields)")
        #expect(!list.output.contains("\u{1B}"))
    }

    /// Case 19: a dump whose name is not valid UTF-8 is named, escaped, not reported missing.
    @Test func aFileNameThatIsNotUTF8IsNamedLosslessly() throws {
        let files = try #require(files)
        let dumps = files.folder.appendingPathComponent("dumps")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: files.shop, to: dumps.appendingPathComponent("a.json"))
        let shop = try Data(contentsOf: files.shop)
        // "b\xFF.json" and "c\xFE.png" (no input, so not refused), made with the C library: Foundation cannot name them.
        for name in [[0x62, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E], [0x63, 0xFE, 0x2E, 0x70, 0x6E, 0x67]] as [[UInt8]] {
            let path = Array(dumps.path.utf8) + [0x2F] + name + [0]
            let descriptor = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
            #expect(descriptor >= 0)
            _ = shop.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        let run = try files.mcag(["audit", "dumps"])
        #expect(run.status == 2)
        #expect(run.error.contains(#"'dumps/b\xFF.json' in folder 'dumps': the file name is not valid UTF-8"#), "\(run.error)")
        #expect(!run.error.contains("no such file"), "\(run.error)")
        // The folder's other files are audited once the dump is named on its own (or renamed).
        let one = try files.mcag(["audit", "dumps/a.json"])
        #expect(one.status == 1, "\(one.error)")
    }

    /// Case 20: a baseline rewritten from an audit of one of two dumps keeps the
    /// other's entries, and does not count them as fixed.
    @Test func aBaselineRewrittenFromAPartialAuditKeepsTheScreensNotAudited() throws {
        let files = try #require(files)
        let dumps = CatalogExportTests.packageRoot.appendingPathComponent("Examples/Dumps")
        for name in ["android-futu-community.xml", "ios-meetme-consent.xml"] {
            try FileManager.default.copyItem(at: dumps.appendingPathComponent(name), to: files.folder.appendingPathComponent(name))
        }
        let record = try files.mcag(["audit", "android-futu-community.xml", "ios-meetme-consent.xml", "--write-baseline", "b.json"])
        #expect(record.status == 0, "\(record.error)")
        let before = try #require(files.contents("b.json"))
        let partial = try files.mcag(["audit", "android-futu-community.xml", "--baseline", "b.json", "--write-baseline", "b.json"])
        #expect(partial.status == 0, "\(partial.error)")
        #expect(!partial.output.contains("Fixed since the baseline"), "\(partial.output)")
        #expect(partial.output.contains("not audited: on screens this audit did not cover"), "\(partial.output)")
        #expect(files.contents("b.json") == before)
        // The full audit against the rewritten baseline still knows every violation.
        let full = try files.mcag(["audit", "android-futu-community.xml", "ios-meetme-consent.xml", "--baseline", "b.json",
                                   "--format", "json"])
        #expect(full.status == 0, "\(full.error)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(full.output.utf8)) as? [String: Any])
        let setAside = try #require(root["setAside"] as? [String: Any])
        let baseline = try #require(setAside["baseline"] as? [String: Any])
        #expect(baseline["new"] as? Int == 0)
        #expect((baseline["fixed"] as? [Any])?.isEmpty == true)
        #expect(baseline["notAudited"] as? Int == 0)
    }
}
