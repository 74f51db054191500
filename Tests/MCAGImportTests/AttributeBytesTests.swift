import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MCAGCore
@testable import MCAGImport
import Testing

/// `DumpAttributes.keep(except:into:)` writes an element's kept attributes
/// straight from bytes; it must store exactly what the string path
/// (`kept(except:)` sorted into an attribute list) stores, byte for byte,
/// for every node of every fixture dump and whichever names a mapper reads.
@Suite struct AttributeBytesTests {
    /// Every start tag's attributes in the fixture folders' dumps.
    static func attributeSets() -> [[String: String]] {
        final class Collector: NSObject, XMLParserDelegate {
            var sets: [[String: String]] = []
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName: String?, attributes attributeDict: [String: String] = [:]) {
                sets.append(attributeDict)
            }
        }
        let collector = Collector()
        for folder in ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium"] {
            for url in Fixtures.files(in: folder) {
                guard let parser = XMLParser(contentsOf: url) else { continue }
                parser.delegate = collector
                _ = parser.parse()
            }
        }
        // Names no reader knows, which must go through the string path.
        collector.sets.append(["index": "3", "zeta": "1", "alpha": "ä", "bounds": "[0,0][1,1]"])
        return collector.sets
    }

    @Test func bytesAndStringsStoreTheSameAttributes() {
        let sets = Self.attributeSets()
        #expect(sets.count > 3_000)
        let all = Set(DumpAttributeName.allCases)
        let tables = [DumpAttributeName.table([]), DumpAttributeName.table(all),
                      DumpAttributeName.table(Set(DumpAttributeName.allCases.filter { $0.rawValue % 2 == 0 }))]
        var attributes = DumpAttributes()
        for table in tables {
            for set in sets {
                attributes.withContents(of: set) { view in
                    var fromBytes = Element()
                    view.keep(except: table, into: &fromBytes)
                    var fromStrings = Element()
                    fromStrings.setAttributes(sorted: view.kept(except: table))
                    #expect(fromBytes == fromStrings, "\(set)")
                    #expect(fromBytes.attributes == fromStrings.attributes)
                }
            }
        }
    }
}
