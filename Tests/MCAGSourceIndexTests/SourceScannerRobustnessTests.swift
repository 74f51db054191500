import Foundation
import Testing
@testable import MCAGSourceIndex

/// Every scanner reads any prefix of a real-looking file, and random bytes, without trapping:
/// a source tree is input the user does not control (generated files, half-written files).
@Suite("Source index: scanners on cut and random input")
struct SourceScannerRobustnessTests {
    static let samples: [(String, String)] = [
        ("res/layout/a.xml", "<View android:id=\"@+id/x\" android:text=\"Hi &amp; &#x41;\"/><string name=\"k\">v</string>"),
        ("res/values/strings.xml", "<resources><string name=\"k\">\"Don\\'t\" <b>x</b></string><string name=\"e\"/></resources>"),
        ("A.kt", "const val T = \"t\"\nModifier.testTag(T).testTag(\"a\\\"b\")\nR.id.x R.string.y Text(\"z\") testTag = \"q\""),
        ("B.swift", ".accessibilityIdentifier(\"a\")\nx.accessibilityIdentifier = @\"b\"\nNSLocalizedString(\"k\", comment: \"\") Text(\"t\")"),
        ("C.storyboard", "<accessibility key=\"a\" identifier=\"i\" label=\"l\"/><u keyPath=\"accessibilityIdentifier\" value=\"v\"/> text=\"t\""),
        ("D.tsx", "<V testID={'a'} /><W testID=\"b\"/>"),
        ("E.dart", "Key('a') ValueKey<String>('b') Semantics(identifier: 'c')"),
        ("F.strings", "\"a\" = \"b\";\n\"c\" = \"d\""),
        ("G.xcstrings", "{\"strings\":{\"a\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"b\"}}}}}}"),
    ]

    static func scan(_ bytes: [UInt8], path: String) {
        guard let kind = SourceFileKind(relativePath: path) else { return }
        var context = FileScanContext(text: SourceText(bytes: bytes), relativePath: path, root: ".")
        SourceIndex.scan(&context, kind: kind)
        for declaration in context.collector.declarations {
            #expect(declaration.location.line >= 1 && declaration.location.column >= 1)
        }
    }

    @Test func everyPrefixOfEverySampleScans() {
        for (path, text) in Self.samples {
            let bytes = Array(text.utf8)
            for end in 0...bytes.count { Self.scan(Array(bytes[..<end]), path: path) }
        }
    }

    @Test func randomBytesScan() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<>\"'=@+/(){}:.\\ \n\tidRstTagKey_xyz".utf8) + [0xC3, 0xA9, 0xFF]
        for (path, _) in Self.samples {
            for _ in 0..<200 {
                let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                Self.scan(bytes, path: path)
            }
        }
    }

    @Test func aFullSampleFindsWhatItShould() {
        var context = FileScanContext(text: SourceText(bytes: Array(Self.samples[2].1.utf8)), relativePath: "A.kt", root: ".")
        SourceIndex.scan(&context, kind: .kotlinOrJava)
        #expect(Set(context.collector.declarations.map(\.name)) == ["a\"b", "q"])
        #expect(context.collector.tagConstantUses.map(\.name) == ["T"])
        #expect(context.collector.constants == ["T": ["t"]])
    }
}
