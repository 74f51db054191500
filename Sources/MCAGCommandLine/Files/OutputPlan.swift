import Foundation

/// The files one command reads and the files it will write, checked before
/// any work: an output may not name an input or another output (through any
/// spelling, symbolic link or hard link), and each output must be somewhere a
/// report can go. `-` names standard input or standard output.
struct OutputPlan {
    /// An option and the path it names, such as `--output report.html`.
    struct Named {
        var option: String
        var path: String
        /// Where the path comes from, when not from the command line
        /// ("named by app.json in screens[1]"), for messages.
        var origin: String? = nil
    }

    var inputs: [Named] = []
    var outputs: [Named] = []
    /// Pairs allowed to name the same file, such as `--baseline` and
    /// `--write-baseline` (recording a baseline over the old one shrinks it).
    var allowedOverlaps: Set<[String]> = []

    /// Throws the first output that names an input or another output, or that
    /// cannot be written (a folder, a FIFO, a device, a missing folder).
    func check(command: String) throws(UsageError) {
        let written = outputs.filter { $0.path != "-" }
        var seen: [(Named, FileIdentity)] = []
        for output in written {
            let identity = FileIdentity(path: output.path)
            for input in inputs where input.path != "-" {
                try refuseOverlap(output, identity, with: input, FileIdentity(path: input.path), command: command)
            }
            for (other, otherIdentity) in seen {
                try refuseOverlap(output, identity, with: other, otherIdentity, command: command)
            }
            seen.append((output, identity))
            try SafeFileWriter.checkDestination(output.path, option: output.option, command: command)
        }
        let toStandardOutput = outputs.filter { $0.path == "-" }
        if toStandardOutput.count > 1 {
            throw UsageError("\(toStandardOutput.map(\.option).joined(separator: " and ")) both name standard output ('-'); "
                + "send at most one of them there", command: command)
        }
    }

    private func refuseOverlap(_ output: Named, _ identity: FileIdentity, with other: Named, _ otherIdentity: FileIdentity,
                               command: String) throws(UsageError) {
        guard identity.isSameFile(as: otherIdentity),
              !allowedOverlaps.contains([other.option, output.option]) else { return }
        let how = output.path == other.path ? "" : " (the same file as '\(output.path)')"
        let origin = other.origin.map { ", \($0)" } ?? ""
        throw UsageError("\(output.option) '\(output.path)' would overwrite \(other.option) '\(other.path)'\(how)\(origin); "
            + "name another file for \(output.option)", command: command)
    }
}
