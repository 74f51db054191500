package import Foundation
import MCAGCore

extension SnapshotImporter {
    /// How the byte reader (``XMLByteReader``, what ``importFile(at:options:)``
    /// uses) and Foundation's `XMLParser` (libxml2) read the same XML file:
    /// nil when they agree (both refuse it, or both give the same snapshot),
    /// else what differs, in words. `mcag-fuzz` asks this of every XML mutant.
    package static func xmlReadersDisagree(on url: URL, options: ImportOptions = ImportOptions()) -> String? {
        let bytes = Result { () throws(ImportError) in try XMLByteReader.read(url, options: options) }
        let libxml2 = Result { () throws(ImportError) in try XMLDumpReader.read(url, options: options) }
        switch (bytes, libxml2) {
        case (.failure, .failure): return nil
        case (.success, .failure(let error)): return "only XMLParser refuses it: \(error.message)"
        case (.failure(let error), .success): return "only the byte reader refuses it: \(error.message)"
        case (.success(let first), .success(let second)):
            let same = (try? SnapshotJSON.encode(first)) == (try? SnapshotJSON.encode(second))
            return same ? nil : "both accept it but the snapshots differ"
        }
    }
}
