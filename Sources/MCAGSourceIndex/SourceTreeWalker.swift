import Foundation

/// Lists the files under a root that some scanner reads, without entering skipped folders and
/// without following a symbolic link out of the tree: a link to a file is followed only when its
/// resolved target lies under the root, and a link to a folder never is (a folder inside the
/// tree is walked anyway, and not following folder links rules out cycles).
struct SourceTreeWalker {
    struct File {
        let absolutePath: String
        let relativePath: String
        let kind: SourceFileKind
        let size: Int
    }

    let root: String
    let limits: SourceScanLimits

    /// The files to scan, sorted by relative path so every run lists the same candidates in the
    /// same order, and what was skipped.
    func files() throws -> (files: [File], statistics: SourceScanStatistics) {
        var status = stat()
        guard lstat(root, &status) == 0 || stat(root, &status) == 0 else {
            throw SourceIndexError.unreadableRoot(path: root, reason: String(cString: strerror(errno)))
        }
        if (status.st_mode & S_IFMT) == S_IFLNK, stat(root, &status) != 0 {
            throw SourceIndexError.unreadableRoot(path: root, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw SourceIndexError.rootIsNotAFolder(path: root) }
        guard let resolvedRoot = Self.resolved(root) else {
            throw SourceIndexError.unreadableRoot(path: root, reason: "its real path cannot be resolved")
        }
        let rootContents: [String]
        do {
            rootContents = try FileManager.default.contentsOfDirectory(atPath: root)
        } catch {
            throw SourceIndexError.unreadableRoot(path: root, reason: "its entries cannot be listed")
        }

        var statistics = SourceScanStatistics()
        var found: [File] = []
        var pending: [(relative: String, names: [String])] = [("", rootContents)]
        while let (folder, names) = pending.popLast() {
            for name in names {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let absolute = (root.hasSuffix("/") ? root : root + "/") + relative
                var entry = stat()
                guard lstat(absolute, &entry) == 0 else {
                    note(unreadable: relative, in: &statistics)
                    continue
                }
                switch entry.st_mode & S_IFMT {
                case S_IFDIR:
                    guard !limits.skippedFolders.contains(name) else { continue }
                    guard let children = try? FileManager.default.contentsOfDirectory(atPath: absolute) else {
                        note(unreadable: relative, in: &statistics)
                        continue
                    }
                    pending.append((relative, children))
                case S_IFREG:
                    guard let kind = SourceFileKind(relativePath: relative) else { continue }
                    found.append(File(absolutePath: absolute, relativePath: relative, kind: kind, size: Int(entry.st_size)))
                case S_IFLNK:
                    guard let kind = SourceFileKind(relativePath: relative) else { continue }
                    var target = stat()
                    guard let resolved = Self.resolved(absolute),
                          resolved.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/"),
                          stat(absolute, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG
                    else {
                        statistics.skippedLinks += 1
                        continue
                    }
                    found.append(File(absolutePath: absolute, relativePath: relative, kind: kind, size: Int(target.st_size)))
                default:
                    continue
                }
            }
        }
        found.sort { $0.relativePath < $1.relativePath }
        return (found, statistics)
    }

    private func note(unreadable path: String, in statistics: inout SourceScanStatistics) {
        statistics.unreadable += 1
        if statistics.unreadableExamples.count < 5 { statistics.unreadableExamples.append(path) }
    }

    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
