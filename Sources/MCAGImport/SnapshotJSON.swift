public import Foundation
public import MCAGCore

/// The versioned JSON snapshot form (Documentation/SnapshotFormat.md and
/// Documentation/snapshot.schema.json), read and written through `Codable`.
///
/// Reading decodes the model's own `Codable` conformances from the parsed
/// text with `TapeDecoder`, so an unknown key, a wrong type or a number
/// out of range is an error naming its JSON path; version 1 files (nested `children`) are rewritten to the flat
/// version 2 form first (`SnapshotVersion1`).
public enum SnapshotJSON {
    /// Reads a JSON snapshot file.
    package static func decode(contentsOf url: URL) throws(ImportError) -> AppSnapshot {
        let data: Data
        do {
            // Read, not mapped: a mapped file that shrinks while it is parsed raises SIGBUS
            // (see `MappedFile`); the tape's pass touches every byte anyway.
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(FileErrorWording.readingReason(error, path: url.path))")
        }
        return try decode(data, file: url.path)
    }

    /// Reads a JSON snapshot from memory; `file` names it in errors.
    public static func decode(_ data: Data, file: String = "snapshot.json") throws(ImportError) -> AppSnapshot {
        let tape: JSONTape
        do { tape = try JSONTape(parsing: data) } catch { throw SnapshotJSONErrors.syntax(error, data: data, file: file) }
        switch try SnapshotJSONErrors.formatVersion(in: tape, file: file) {
        case 1:
            let version1 = try SnapshotVersion1(tape, file: file)
            // The converted tape is not the file: its offsets say nothing of the file's lines.
            do { return try decodeVersion2(version1.converted, file: file, isFile: false) } catch {
                throw version1.locate(error)
            }
        default:
            return try decodeVersion2(tape, file: file, isFile: true)
        }
    }

    /// The snapshot in `tape`; `isFile` when the tape is the file's own, so that its offsets give lines.
    private static func decodeVersion2(_ tape: JSONTape, file: String, isFile: Bool) throws(ImportError) -> AppSnapshot {
        let document: SnapshotDocument
        do { document = try SnapshotDocument(from: TapeDecoder(tape: tape, index: 0)) } catch {
            throw SnapshotJSONErrors.decoding(error, file: file)
        }
        var screens: [Screen] = []
        var lines = SourceLineCounter()
        for (index, item) in document.screens.enumerated() {
            let screen = try item.screen(path: "screens[\(index)]", file: file, tape: isFile ? tape : nil, lines: &lines)
            guard let reference = item.screenshot else {
                screens.append(screen)
                continue
            }
            screens.append(try ScreenshotLoader.attach(resolve(reference, besides: file), to: screen, reference: reference))
        }
        return AppSnapshot(app: document.app ?? AppFacts(), screens: screens)
    }

    /// A screenshot path as the snapshot gives it: absolute, or relative to
    /// the folder of the JSON file.
    static func resolve(_ reference: String, besides file: String) -> URL {
        if reference.hasPrefix("/") { return URL(fileURLWithPath: reference) }
        return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(reference)
    }

    /// Writes a snapshot in the current format (version 2) as indented JSON
    /// with sorted keys, so two writes of the same snapshot are byte-identical
    /// and decoding restores it. Throws when a number is not finite (the
    /// format has no spelling for it), naming the field.
    public static func encode(_ snapshot: AppSnapshot) throws(ImportError) -> Data {
        let document = SnapshotDocument(
            formatVersion: AppSnapshot.formatVersion, app: snapshot.app, screens: snapshot.screens.map(ScreenDocument.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do { return try encoder.encode(document) + Data("\n".utf8) } catch {
            throw SnapshotJSONErrors.encoding(error)
        }
    }
}
