import Foundation

/// An app's source tree, scanned once, as maps from what a dump shows (identifiers, labels,
/// texts) to where the element is declared. Build it with ``init(roots:limits:)`` and ask it
/// with ``match(_:)``.
package struct SourceIndex: Sendable {
    /// What the scan read and set aside.
    package let statistics: SourceScanStatistics
    let limits: SourceScanLimits
    /// Identifier, tag or key name to its declarations (layout ids, test tags, accessibility
    /// identifiers, `testID`s, Flutter keys).
    let declarations: [String: [SourceDeclaration]]
    /// Android id name to the `R.id.name` uses in code.
    let idReferences: [String: [SourceDeclaration]]
    /// Folded text to the string resources that hold it.
    let definitionsByText: [String: [StringDefinition]]
    /// Table and key to the places that use the key.
    let uses: [StringTable: [String: [SourceLocation]]]
    /// Folded text to the places it is written literally.
    let textSites: [String: [SourceLocation]]
    /// Each file's declared names, to tell apart layouts that declare the same id.
    let namesByFile: [String: Set<String>]

    /// Scans every root (each a folder; several roots for an app split across repositories).
    /// Throws ``SourceIndexError`` naming a root that cannot be read; a file or folder inside a
    /// root that cannot be read is counted in ``statistics``.
    package init(roots: [String], limits: SourceScanLimits = SourceScanLimits()) throws {
        var statistics = SourceScanStatistics()
        var collector = ScanCollector()
        for root in roots {
            let walker = SourceTreeWalker(root: root, limits: limits)
            let (files, walkStatistics) = try walker.files()
            statistics.add(walkStatistics)
            let scanned = Self.scan(files, root: root, limits: limits)
            statistics.add(scanned.statistics)
            collector.add(scanned.collector)
        }
        self.statistics = statistics
        self.limits = limits

        var declarations: [String: [SourceDeclaration]] = [:]
        for declaration in collector.declarations { declarations[declaration.name, default: []].append(declaration) }
        for use in collector.tagConstantUses {
            // A tag or identifier naming a constant is a declaration of the constant's value, when
            // the tree holds exactly one value for that name; with none or several it is left out.
            guard let values = collector.constants[use.name], Set(values).count == 1 else { continue }
            declarations[values[0], default: []].append(
                SourceDeclaration(name: values[0], kind: use.kind, location: use.location))
        }
        self.declarations = declarations
        var namesByFile: [String: Set<String>] = [:]
        for found in declarations.values {
            for declaration in found { namesByFile[declaration.location.path, default: []].insert(declaration.name) }
        }
        self.namesByFile = namesByFile
        var idReferences: [String: [SourceDeclaration]] = [:]
        for reference in collector.idReferences { idReferences[reference.name, default: []].append(reference) }
        self.idReferences = idReferences
        var definitionsByText: [String: [StringDefinition]] = [:]
        for definition in collector.stringDefinitions {
            definitionsByText[Self.folded(definition.text), default: []].append(definition)
        }
        self.definitionsByText = definitionsByText
        var uses: [StringTable: [String: [SourceLocation]]] = [:]
        for use in collector.stringUses { uses[use.table, default: [:]][use.key, default: []].append(use.location) }
        self.uses = uses
        var textSites: [String: [SourceLocation]] = [:]
        for site in collector.textSites { textSites[Self.folded(site.text), default: []].append(site.location) }
        self.textSites = textSites
    }

    /// Text as the index compares it: spaces at the ends trimmed, runs of white space as one
    /// space, case folded (Android's `textAllCaps` shows "SIGN IN" for "Sign in").
    static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{A0}" })
            .joined(separator: " ").lowercased()
    }

    private final class ChunkResults: @unchecked Sendable {
        let lock = NSLock()
        var results: [Int: (collector: ScanCollector, statistics: SourceScanStatistics)] = [:]
    }

    /// Reads and scans the files, in chunks over the available cores, merging in path order so
    /// the result does not depend on scheduling.
    private static func scan(
        _ files: [SourceTreeWalker.File], root: String, limits: SourceScanLimits
    ) -> (collector: ScanCollector, statistics: SourceScanStatistics) {
        let chunkSize = 256
        let chunkCount = (files.count + chunkSize - 1) / chunkSize
        let results = ChunkResults()
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            var collector = ScanCollector()
            var statistics = SourceScanStatistics()
            for file in files[(chunk * chunkSize)..<min(files.count, (chunk + 1) * chunkSize)] {
                if file.size > limits.maximumFileBytes {
                    statistics.skippedLarge += 1
                    continue
                }
                switch SourceFileReader.read(path: file.absolutePath) {
                case .unreadable:
                    statistics.unreadable += 1
                    if statistics.unreadableExamples.count < 5 { statistics.unreadableExamples.append(file.relativePath) }
                case .binary:
                    statistics.skippedBinary += 1
                case .text(let text):
                    statistics.scannedFiles += 1
                    var context = FileScanContext(text: text, relativePath: file.relativePath, root: root)
                    scan(&context, kind: file.kind)
                    collector.add(context.collector)
                }
            }
            results.lock.lock()
            results.results[chunk] = (collector, statistics)
            results.lock.unlock()
        }
        var collector = ScanCollector()
        var statistics = SourceScanStatistics()
        for chunk in 0..<chunkCount {
            guard let result = results.results[chunk] else { continue }
            collector.add(result.collector)
            statistics.add(result.statistics)
        }
        return (collector, statistics)
    }

    static func scan(_ context: inout FileScanContext, kind: SourceFileKind) {
        switch kind {
        case .androidLayout, .androidValues, .androidResource: AndroidResourceScanner.scan(&context, kind: kind)
        case .kotlinOrJava: KotlinJavaScanner.scan(&context)
        case .swiftOrObjectiveC: SwiftObjectiveCScanner.scan(&context)
        case .interfaceBuilder: InterfaceBuilderScanner.scan(&context)
        case .javaScript: JavaScriptScanner.scan(&context)
        case .dart: DartScanner.scan(&context)
        case .appleStrings: AppleStringsScanner.scan(&context)
        case .stringCatalog: StringCatalogScanner.scan(&context)
        }
    }
}
