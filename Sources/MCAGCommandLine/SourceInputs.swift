import MCAGSourceIndex

/// `--source DIR` (repeatable): the app's source trees, indexed once before the audit so a
/// folder that cannot be read stops the run before any work, with its name.
enum SourceInputs {
    static func index(_ arguments: Arguments, command: String, quiet: Bool) throws(UsageError) -> SourceIndex? {
        let roots = arguments.values(.source)
        guard !roots.isEmpty else { return nil }
        let index: SourceIndex
        do {
            index = try SourceIndex(roots: roots)
        } catch let error as SourceIndexError {
            throw UsageError("--source: \(error.description)", command: command)
        } catch {
            throw UsageError("--source: \(error)", command: command)
        }
        let statistics = index.statistics
        if !quiet, statistics.unreadable > 0 {
            let examples = statistics.unreadableExamples.joined(separator: ", ")
            Console.error("mcag: note: --source: \(statistics.unreadable) file(s) or folder(s) could not be read (\(examples))\n")
        }
        return index
    }
}
